import { photoSourcesFrom, type PhotoVariant } from './static-photo-sources'

/**
 * The magazines' page scans: an original in src/content/photos/magazines/<year>/ replaces the placeholder of the
 * same name in public/magazines/<year>/ (static-photo-sources.ts).
 */
export const magazinePhotoSources = photoSourcesFrom(
  import.meta.glob<PhotoVariant | PhotoVariant[]>('./photos/magazines/*/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}', {
    eager: true,
    import: 'default',
    query: '?static-photo',
  }),
)
