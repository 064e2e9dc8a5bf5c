import { LANGS, type Lang } from '@/config/languages'

/** Where a visitor's chosen language is kept on their device: a later visit to `/` opens it. */
const CHOSEN_LANG_KEY = 'chosen-language'

export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOSEN_LANG_KEY, lang)
  } catch {
    // No storage (private mode, blocked): the choice lasts for this page only.
  }
}

export function rememberedLang(): Lang | undefined {
  try {
    const stored = window.localStorage.getItem(CHOSEN_LANG_KEY)
    return LANGS.find((lang) => lang === stored)
  } catch {
    return undefined
  }
}
