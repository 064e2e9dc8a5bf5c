import { useLingui } from '@lingui/react/macro'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { StaticImage } from '@/components/ui/StaticImage'
import type { ErpShowcaseItem } from '@/content/erp-software'
import { SCENE_HEIGHT, SCENE_WIDTH } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/** A card fills a phone's width; from 600 px the grid has two or more columns of cards (at least 280 px each). */
const ERP_IMAGE_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 400px'

/**
 * The ERP page's three animated images, each a link to the vendor's site, the parent app or the fee portal.
 * The SVGs animate three times only and not at all under prefers-reduced-motion.
 */
export function ErpShowcase({ intro, items }: { intro: readonly string[]; items: readonly ErpShowcaseItem[] }) {
  const { t } = useLingui()
  const inPageLanguage = useContentText()
  return (
    <div className="erp">
      {intro.map((paragraph) => (
        <p key={paragraph} className="static-page__intro">
          <ContentText text={paragraph} />
        </p>
      ))}
      <ul className="card-grid erp__list" aria-label={t`ERP services`}>
        {items.map((item) => (
          <li key={item.title}>
            <article className="card erp-card">
              <h2>
                <ContentText text={item.title} />
              </h2>
              <ExternalLink href={item.href} className="erp-card__link">
                <StaticImage
                  source={staticPagePhotoSources(item.image)}
                  sizes={ERP_IMAGE_SIZES}
                  alt={inPageLanguage(item.imageAlt).text}
                  width={SCENE_WIDTH}
                  height={SCENE_HEIGHT}
                />
                <span className="erp-card__link-text">
                  <ContentText text={item.linkText} />
                </span>
              </ExternalLink>
              <p>
                <ContentText text={item.text} />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
