import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { galleryHomeQuery } from '@/api/gallery.queries'
import { PHOTO_GALLERY_CATEGORY, type GalleryItem } from '@/api/gallery.schema'
import { firstMediaUrl } from '@/api/image-url'
import { BackendImage } from '@/components/ui/BackendImage'
import { HOME_GALLERY_IMAGE_SIZES } from '@/shared/image-sizes'
import { QuerySection } from '@/components/ui/QuerySection'
import { GALLERY_PREVIEW_COUNT } from '@/content/home'
import { inCategory } from '@/selectors/category'

const galleryPreview = (items: GalleryItem[]) =>
  inCategory(items, PHOTO_GALLERY_CATEGORY).slice(0, GALLERY_PREVIEW_COUNT)

/** Gallery preview from the home gallery call (PhotoGallery only), with a View Gallery link to /Gallery. */
export function HomeGallery() {
  const { t } = useLingui()
  const query = useQuery({ ...galleryHomeQuery(), select: galleryPreview })
  return (
    <section className="home-section home-gallery" aria-labelledby="home-gallery-title">
      <div className="container">
        <div className="home-section__head">
          <h2 id="home-gallery-title" className="home-section__title">
            <Trans>Photo Gallery</Trans>
          </h2>
          <Link to="/Gallery" className="button">
            <Trans>View Gallery</Trans>
          </Link>
        </div>
        <QuerySection query={query} label={t`the gallery`}>
          {(items) =>
            items.length === 0 ? (
              <article className="card home-gallery__placeholder">
                <h3 className="home-gallery__title">
                  <Trans>Gallery Title</Trans>
                </h3>
                <p>
                  <Trans>New photos will appear here soon.</Trans>
                </p>
              </article>
            ) : (
              <ul className="home-gallery__grid" aria-label={t`Latest photo albums`}>
                {items.map((item, index) => {
                  const cover = firstMediaUrl(item.attachments)
                  return (
                    <li key={`${item._id}-${index}`}>
                      <Link to="/SubGallery" search={{ id: item._id }} className="home-gallery__card">
                        {cover ? (
                          <BackendImage
                            className="home-gallery__cover"
                            src={cover}
                            alt=""
                            width={400}
                            height={300}
                            sizes={HOME_GALLERY_IMAGE_SIZES}
                          />
                        ) : (
                          <span className="home-gallery__nocover" aria-hidden="true" />
                        )}
                        <span className="home-gallery__title">{item.title}</span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            )
          }
        </QuerySection>
      </div>
    </section>
  )
}
