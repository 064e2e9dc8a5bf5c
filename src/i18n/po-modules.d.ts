// A message catalogue (src/locales/*/messages.po), compiled on import by the lingui plugin (vite.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}
