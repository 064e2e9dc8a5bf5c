import { galleryItemSchema } from '@/api/gallery.schema'
import { backendPhotoPreview } from '@/api/responsive-image'
import { firstMediaUrl, mediaUrl } from '@/api/image-url'
import { config } from '@/config/env'
import { summaryOf } from '@/config/share-page-preview'
import type { PagePreview } from '@/config/share-preview'
import { SCHOOL_NAME } from '@/config/site'
import { msg } from '@lingui/core/macro'
import { hrefIn, type PageLanguage } from '@/config/languages'
import { SCHEMA_ORG } from '@/config/structured-data'
import { formatShortDate, isoDateOf, parseDate } from '@/selectors/dates'
import { albumSharePath } from '@/shared/album-address'

/** The photos an album's structured data names (search engines need a few, not the whole album). */
const STRUCTURED_DATA_PHOTOS = 10

/**
 * What a shared album previews as (WhatsApp, Facebook): its title, its description (or its date) and its first photo,
 * resized to the width previews show when the school has a resizer. Known only where the page was rendered with the
 * album (the optional server, which WhatsApp's crawler reads); the prerendered page keeps the gallery's own preview.
 */
export function albumPreview(saved: unknown, { lang, i18n }: PageLanguage): PagePreview | undefined {
  // What the cache holds: the backend's parsed answer, or data restored from an earlier visit, of any shape.
  const parsed = galleryItemSchema.safeParse(saved)
  if (!parsed.success) return undefined
  const album = parsed.data
  const text = album.description?.trim()
  const date = formatShortDate(album.date, lang)
  const title = album.title
  const description = text
    ? summaryOf(text)
    : date
      ? i18n._(msg`Photos of ${title}, ${date}: ${SCHOOL_NAME} photo gallery.`)
      : i18n._(msg`Photos of ${title}: ${SCHOOL_NAME} photo gallery.`)
  const photo = backendPhotoPreview(firstMediaUrl(album.attachments), i18n._(msg`A photo of the album ${title}`))
  const address = albumSharePath(album._id)
  const published = parseDate(album.date)
  const photos = album.attachments
    .map((path: unknown) => mediaUrl(path))
    .filter((url) => url !== undefined)
    .slice(0, STRUCTURED_DATA_PHOTOS)
  return {
    title: album.title,
    address,
    description,
    structuredData: {
      '@context': SCHEMA_ORG,
      '@type': 'ImageGallery',
      name: album.title,
      description,
      url: `${config.siteUrl}${hrefIn(address, lang)}`,
      ...(published && { datePublished: isoDateOf(published) }),
      ...(photos.length > 0 && { image: photos }),
    },
    ...(photo && { photo }),
  }
}
