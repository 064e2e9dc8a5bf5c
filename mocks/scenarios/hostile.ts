import type { MockScenario } from './scenario'

/** Broken and malicious data in every field: filled in by the security issue. */
export const hostileScenario: MockScenario = { name: 'hostile', lists: {} }
