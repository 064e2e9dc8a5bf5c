import { useLingui } from '@lingui/react'
import { langOfLocale, type Lang } from '@/config/languages'

/** The page's language: the one its catalogue was activated in (main.tsx, entry-server.tsx). */
export function useLang(): Lang {
  return langOfLocale(useLingui().i18n.locale)
}
