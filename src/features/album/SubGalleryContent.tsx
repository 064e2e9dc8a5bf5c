import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { subGalleryQuery } from '@/api/gallery.queries'
import { httpStatusOf } from '@/api/http-error'
import { PHOTO_GALLERY_CATEGORY } from '@/api/gallery.schema'
import { QuerySection } from '@/components/ui/QuerySection'
import { SubGalleryDetail } from './SubGalleryDetail'
import { SubGalleryNotFound } from './SubGalleryNotFound'

/** The backend answers 404 for an unknown id (contract): that is "not found", not a failure worth a Retry. */
function isNotFound(error: unknown): boolean {
  return httpStatusOf(error) === 404
}

/** One gallery by id: loading, not found (404 or another category), error with Retry, or the detail. */
export function SubGalleryContent({ id }: { id: string }) {
  const { t } = useLingui()
  const query = useQuery(subGalleryQuery(id))
  if (query.isError && isNotFound(query.error)) return <SubGalleryNotFound />
  return (
    <QuerySection query={query} label={t`this gallery`}>
      {(item) => (item.category === PHOTO_GALLERY_CATEGORY ? <SubGalleryDetail item={item} /> : <SubGalleryNotFound />)}
    </QuerySection>
  )
}
