import { hostileScenario } from './hostile'
import { largeScenario } from './large'
import { DEMO_SCENARIO, type MockScenario } from './scenario'

export const MOCK_SCENARIOS: Readonly<Record<string, MockScenario>> = {
  demo: DEMO_SCENARIO,
  large: largeScenario,
  hostile: hostileScenario,
}

/** The scenario of that name, or the demo data for an unknown or missing name. */
export function mockScenarioNamed(name: string | null | undefined): MockScenario {
  return (name && MOCK_SCENARIOS[name]) || DEMO_SCENARIO
}
