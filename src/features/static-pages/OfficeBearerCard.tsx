import { useLingui } from '@lingui/react/macro'
import { StaticImage } from '@/components/ui/StaticImage'
import type { OfficeBearer } from '@/content/office-bearers'
import { PORTRAIT_SIZES } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { ContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/** An office bearer: photo, name and post. */
export function OfficeBearerCard({ bearer }: { bearer: OfficeBearer }) {
  const { t } = useLingui()
  const { name } = bearer
  return (
    <article className="card person-card">
      <StaticImage
        source={staticPagePhotoSources(bearer.photo)}
        sizes={PORTRAIT_SIZES}
        className="person-photo"
        alt={t`Photo of ${name}`}
        width={240}
        height={280}
      />
      <h2 className="person-card__name">{name}</h2>
      <p className="person-card__role">
        <ContentText text={bearer.post} />
      </p>
    </article>
  )
}
