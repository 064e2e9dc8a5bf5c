import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { searchValidator } from '@/features/lists/list-search-params'
import { OfficeBearerList } from '@/features/static-pages/OfficeBearerList'

/** ?year= is optional (the page defaults to 2024-2025); an unknown year is dropped, never a crash. */
const officeBearersSearch = z.object({
  year: z.catch(z.optional(z.enum(OFFICE_BEARER_YEARS)), undefined),
})

export const Route = createFileRoute('/OfficeBearers')({
  validateSearch: searchValidator(officeBearersSearch),
  loader: () =>
    pagePreview(
      `The student office bearers of ${SCHOOL_NAME} for ${OFFICE_BEARER_YEARS.join(' and ')}, with their posts.`,
    ),
  head: pageHeadWithPreview('/OfficeBearers'),
  component: OfficeBearersPage,
})

function OfficeBearersPage() {
  return (
    <PageShell path="/OfficeBearers">
      <OfficeBearerList />
    </PageShell>
  )
}
