import { hostileScenario } from './hostile'
import { largeScenario } from './large'
import { DEMO_SCENARIO, type MockScenario } from './scenario'

/** Every scenario by name. @public: scripts/mock-server.mjs loads it through Vite (`ssrLoadModule`), which knip cannot follow. */
export const MOCK_SCENARIOS: Readonly<Record<string, MockScenario>> = {
  demo: DEMO_SCENARIO,
  large: largeScenario,
  hostile: hostileScenario,
}

/** The scenario of that name, or the demo data for an unknown or missing name. */
export function mockScenarioNamed(name: string | null | undefined): MockScenario {
  return (name && MOCK_SCENARIOS[name]) || DEMO_SCENARIO
}
