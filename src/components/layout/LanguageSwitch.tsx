import { useLocation } from '@tanstack/react-router'
import { hrefIn, LANG_NAMES, otherLang } from '@/config/languages'
import { rememberLang } from './chosen-language'
import { useLang } from './use-lang'

/**
 * The other language's name in its own script ("हिन्दी" on an English page, "English" on a Hindi one), linking to the
 * same page with the same filters in it. A full page load, not a router navigation: the other language is another
 * catalogue and another prerendered page. The choice is kept on the device (a later visit to `/` opens it).
 */
export function LanguageSwitch() {
  const other = otherLang(useLang())
  const publicHref = useLocation({ select: (location) => location.publicHref })
  return (
    <a
      href={hrefIn(publicHref, other)}
      hrefLang={other}
      lang={other}
      className="button language-switch"
      onClick={() => rememberLang(other)}
    >
      {LANG_NAMES[other]}
    </a>
  )
}
