/**
 * A mock scenario replaces the data of some list calls (the rest keep the demo fixtures).
 * `demo` is the default; `large` (many records, for the speed issue) and `hostile` (broken and malicious data,
 * for the security gate) are chosen in the browser with `?mockScenario=NAME` (remembered for the tab),
 * with `npm run mock:server -- --scenario=NAME`, or in tests by building handlers with that scenario.
 */
export type ListCall =
  | 'news/all/:code'
  | 'news/:code'
  | 'events/All/:code'
  | 'events/:code'
  | 'birthdays/all/:code'
  | 'birthdays/:code'
  | 'PrincipalMessage/:code'
  | 'gallery/All/:code'
  | 'gallery/:code'
  | 'video/all/:code'
  | 'faculty/all/:code'
  | 'circular/all/:code'
  | 'highlight/:code'
  | 'notification/:code'
  | 'onlineRegistration/:code'
  | 'topper/:code'

export interface MockScenario {
  name: string
  /**
   * Replacement answers per list call: any JSON value, or a ready Response (an HTML error page, a 500).
   * A function, so that dates can be computed at request time.
   */
  lists: Partial<Record<ListCall, () => unknown>>
}

export const DEMO_SCENARIO: MockScenario = { name: 'demo', lists: {} }
