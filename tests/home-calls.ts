/** The backend paths Home calls (mocked in tests as `${API}/{path}/DEMO01`), in the page's order. */
export const HOME_CALLS = [
  'onlineRegistration',
  'notification',
  'highlight',
  'news',
  'events',
  'birthdays',
  'birthdays/all',
  'PrincipalMessage',
  'gallery',
] as const

/** Those that wait for the first screen's paint: all but the registration banner's (src/routes/index.tsx). */
export const HOME_AFTER_PAINT_CALLS = HOME_CALLS.filter((call) => call !== 'onlineRegistration')
