import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { HINDI_OFFER, hrefIn, prefersHindi } from '@/config/languages'
import { rememberedLang, rememberLang } from './chosen-language'
import { useHydrated } from '@/components/ui/use-hydrated'
import { useLang } from './use-lang'
import './language-offer.css'

/**
 * Hindi offered, never imposed: on an English page, to a browser whose first language is Hindi and that has made no
 * choice yet, one line at the foot of the screen links to the same page in Hindi; either answer is kept as the
 * visitor's choice (the language switch's). No redirect: the address stays the page the visitor opened, and a shared
 * or cached page is the same for everyone. Fixed at the foot, so nothing on the page moves when it appears.
 */
export function HindiOffer() {
  const hydrated = useHydrated()
  const lang = useLang()
  const publicHref = useLocation({ select: (location) => location.publicHref })
  const [answered, setAnswered] = useState(false)
  if (!hydrated || lang !== 'en' || answered) return null
  if (rememberedLang() !== undefined || !prefersHindi(navigator.languages ?? [navigator.language])) return null
  return (
    <aside className="language-offer" aria-label={HINDI_OFFER.label} lang="hi">
      <p>{HINDI_OFFER.text}</p>
      <a className="button" href={hrefIn(publicHref, 'hi')} hrefLang="hi" onClick={() => rememberLang('hi')}>
        {HINDI_OFFER.accept}
      </a>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          rememberLang('en')
          setAnswered(true)
        }}
      >
        {HINDI_OFFER.decline}
      </button>
    </aside>
  )
}
