import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The site's message catalogues (Lingui): English is the source language, Hindi the translation. `npm run
 * i18n:extract` writes every message of src/ into src/locales/{en,hi}/messages.po; staff translate the Hindi file
 * (Poedit, or any .po editor: the English stands beside each line). The catalogues are compiled when the app imports
 * them (vite.config.ts's lingui plugin), and a Hindi message left empty fails the build there.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  // A missing Hindi message is an error, never English in its place.
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  // Without line numbers: a message's lines do not change each time the code around it moves.
  format: formatter({ lineNumbers: false }),
})
