import type { I18n, Messages } from '@lingui/core'
import type { Lang } from '@/config/languages'

/**
 * One language's compiled catalogue (src/locales/, compiled on import by the lingui plugin): its own chunk, so a page
 * loads only the language it is in.
 */
async function loadCatalog(lang: Lang): Promise<Messages> {
  const { messages } = await import(`../locales/${lang}/messages.po`)
  return messages
}

/**
 * Loads `lang`'s catalogue into `i18n` and makes it the active language. Awaited before the first render in the
 * browser and before each server render, so both renders are synchronous. `i18n` is an instance of its own
 * (`setupI18n()`): one per app in the browser, one per render on the server, never Lingui's global instance, which
 * two renders at once would share.
 */
export async function activateCatalog(i18n: I18n, lang: Lang): Promise<I18n> {
  i18n.loadAndActivate({ locale: lang, messages: await loadCatalog(lang) })
  return i18n
}
