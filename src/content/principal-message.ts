/** Shown on /PrincipalMessage when the backend has no principal's message or cannot be reached (spec section 2). */
export const PRINCIPAL_MESSAGE_FALLBACK = {
  name: 'The Principal',
  designation: 'Principal',
  paragraphs: [
    'Dear parents and students, welcome to our school family.',
    'Our school has served this town for generations with one purpose: to help every child grow in knowledge, character and faith, and to serve others with a generous heart.',
    'We work together with parents so that each student discovers their gifts, learns with discipline and joy, and leaves us ready for life.',
  ],
} as const
