import { StaticImage } from '@/components/ui/StaticImage'
import type { PrincipalHistoryEntry } from '@/content/principals'
import { PORTRAIT_SIZES } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import './static-pages.css'

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2025-06" as "June 2025"; anything unparseable is shown as written. */
function monthYear(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
  return Number.isNaN(date.getTime()) ? value : MONTH_YEAR.format(date)
}

/** The principals of the school's history, most recent first, each with photo and term. */
export function PrincipalHistoryList({ principals }: { principals: readonly PrincipalHistoryEntry[] }) {
  return (
    <ol className="card-grid principal-history" aria-label="Principals of the school">
      {principals.map((principal) => (
        <li key={principal.id}>
          <article className="card person-card">
            <StaticImage
              source={staticPagePhotoSources(principal.img)}
              sizes={PORTRAIT_SIZES}
              className="person-photo"
              alt={`Photo of ${principal.name}`}
              width={240}
              height={280}
            />
            <h2 className="person-card__name">{principal.name}</h2>
            <p className="person-card__role">
              <time dateTime={principal.fromDate}>{monthYear(principal.fromDate)}</time>
              {' – '}
              {principal.toDate ? <time dateTime={principal.toDate}>{monthYear(principal.toDate)}</time> : 'Present'}
            </p>
            {principal.toDate ? null : <p className="person-card__detail">Current principal</p>}
          </article>
        </li>
      ))}
    </ol>
  )
}
