import { photoSourcesFrom, type PhotoVariant } from './static-photo-sources'

/**
 * The static pages' photos and portraits: an original in src/content/photos/images/static/ replaces the placeholder
 * of the same name in public/images/static/ (static-photo-sources.ts).
 */
export const staticPagePhotoSources = photoSourcesFrom(
  import.meta.glob<PhotoVariant | PhotoVariant[]>('./photos/images/static/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}', {
    eager: true,
    import: 'default',
    query: '?static-photo',
  }),
)
