import { useCallback } from 'react'
import { useLang } from '@/components/layout/use-lang'
import { contentTextIn, type ShownText } from '@/content/hindi'

/**
 * A text of the school's content (a content module's English) in the page's language: on /hi its Hindi, or, where
 * the Hindi file has none, the English in a `lang="en"` span, so that a screen reader reads it in English. On an
 * English page the text itself, as before.
 */
export function ContentText({ text }: { text: string }) {
  const shown = contentTextIn(useLang(), text)
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text
}

/** For a text in an attribute (alt, aria-label, a lightbox's caption): the page's language's words for a content text. */
export function useContentText(): (text: string) => ShownText {
  const lang = useLang()
  return useCallback((text: string) => contentTextIn(lang, text), [lang])
}
