import type { MockScenario } from './scenario'

/** Many records (5,000 news, 5,000 events, 2,000 gallery items): filled in by the speed issue. */
export const largeScenario: MockScenario = { name: 'large', lists: {} }
