import { photoSourcesFrom, type PhotoVariant } from './static-photo-sources'

/**
 * The home slider's photos: an original in src/content/photos/images/slider/ replaces the placeholder of the same
 * name in public/images/slider/ (static-photo-sources.ts). home.ts itself stays free of import.meta.glob: the
 * build and the browser tests read it outside Vite.
 */
export const sliderPhotoSources = photoSourcesFrom(
  import.meta.glob<PhotoVariant | PhotoVariant[]>('./photos/images/slider/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}', {
    eager: true,
    import: 'default',
    query: '?static-photo',
  }),
)
