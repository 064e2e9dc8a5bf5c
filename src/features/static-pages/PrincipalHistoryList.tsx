import { Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '@/components/layout/use-lang'
import { StaticImage } from '@/components/ui/StaticImage'
import type { Lang } from '@/config/languages'
import type { PrincipalHistoryEntry } from '@/content/principals'
import { PORTRAIT_SIZES } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { monthLabel } from '@/selectors/dates'
import './static-pages.css'

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2025-06" as "June 2025" ("जून 2025" in Hindi); anything unparseable is shown as written. */
function monthYear(value: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
  if (Number.isNaN(date.getTime())) return value
  return lang === 'hi'
    ? `${monthLabel(date.getUTCMonth() + 1, lang)} ${date.getUTCFullYear()}`
    : MONTH_YEAR.format(date)
}

/** The principals of the school's history, most recent first, each with photo and term. */
export function PrincipalHistoryList({ principals }: { principals: readonly PrincipalHistoryEntry[] }) {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <ol className="card-grid principal-history" aria-label={t`Principals of the school`}>
      {principals.map(({ name, ...principal }) => (
        <li key={principal.id}>
          <article className="card person-card">
            <StaticImage
              source={staticPagePhotoSources(principal.img)}
              sizes={PORTRAIT_SIZES}
              className="person-photo"
              alt={t`Photo of ${name}`}
              width={240}
              height={280}
            />
            <h2 className="person-card__name">{name}</h2>
            <p className="person-card__role">
              <time dateTime={principal.fromDate}>{monthYear(principal.fromDate, lang)}</time>
              {' – '}
              {principal.toDate ? (
                <time dateTime={principal.toDate}>{monthYear(principal.toDate, lang)}</time>
              ) : (
                t`Present`
              )}
            </p>
            {principal.toDate ? null : (
              <p className="person-card__detail">
                <Trans>Current principal</Trans>
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  )
}
