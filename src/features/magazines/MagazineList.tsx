import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '@/components/layout/use-lang'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { hrefIn } from '@/config/languages'
import { StaticImage } from '@/components/ui/StaticImage'
import { MAGAZINE_ISSUES } from '@/content/magazines'
import './magazine.css'

/** Cover thumbnails at the magazine's page proportions (500x680). */
const COVER_WIDTH = 200
const COVER_HEIGHT = 272

/** The yearly magazine cards, newest first; each View link opens the issue's viewer in a new tab. */
export function MagazineList() {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <ul className="magazine-list" aria-label={t`School magazines`}>
      {MAGAZINE_ISSUES.map((issue) => {
        const cover = issue.pages[0]
        const { session } = issue
        const pageCount = issue.pages.length
        return (
          <li key={issue.year}>
            <article className="card magazine-card">
              {cover ? (
                <StaticImage
                  source={cover}
                  sizes={`${COVER_WIDTH}px`}
                  className="magazine-card__cover"
                  alt=""
                  width={COVER_WIDTH}
                  height={COVER_HEIGHT}
                  eager
                  decoding="auto"
                />
              ) : null}
              <h2 className="magazine-card__title">{issue.session}</h2>
              <p className="magazine-card__detail">
                <Plural value={pageCount} one="School magazine, # page" other="School magazine, # pages" />
              </p>
              <ExternalLink href={hrefIn(issue.path, lang)} className="button">
                <Trans>
                  View <span className="visually-hidden">magazine {session}</span>
                </Trans>
              </ExternalLink>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
