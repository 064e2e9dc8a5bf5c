import { useQuery } from '@tanstack/react-query'
import { galleryAllQuery } from '@/api/gallery.queries'
import { PHOTO_GALLERY_CATEGORY } from '@/api/gallery.schema'
import { QuerySection } from '@/components/ui/QuerySection'
import { inCategory } from '@/selectors/category'
import { GalleryFilteredList } from './GalleryFilteredList'

/** Photo Gallery: only the PhotoGallery category, then the session, month and title filters. */
export function GalleryList() {
  const query = useQuery({
    ...galleryAllQuery(),
    select: (items) => inCategory(items, PHOTO_GALLERY_CATEGORY),
  })
  return (
    <QuerySection query={query} label="the photo gallery">
      {(items) => <GalleryFilteredList items={items} />}
    </QuerySection>
  )
}
