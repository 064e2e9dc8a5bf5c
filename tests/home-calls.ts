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
