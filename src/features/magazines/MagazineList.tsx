import { ExternalLink } from '@/components/ui/ExternalLink'
import { StaticImage } from '@/components/ui/StaticImage'
import { MAGAZINE_ISSUES } from '@/content/magazines'
import './magazine.css'

/** Cover thumbnails at the magazine's page proportions (500x680). */
const COVER_WIDTH = 200
const COVER_HEIGHT = 272

/** The yearly magazine cards, newest first; each View link opens the issue's viewer in a new tab. */
export function MagazineList() {
  return (
    <ul className="magazine-list" aria-label="School magazines">
      {MAGAZINE_ISSUES.map((issue) => {
        const cover = issue.pages[0]
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
              <p className="magazine-card__detail">School magazine, {issue.pages.length} pages</p>
              <ExternalLink href={issue.path} className="button">
                View <span className="visually-hidden">magazine {issue.session}</span>
              </ExternalLink>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
