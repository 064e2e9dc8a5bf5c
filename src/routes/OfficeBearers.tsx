import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { isOfficeBearerYear, OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { searchValidator } from '@/shared/list-search-params'
import { OfficeBearerList } from '@/features/static-pages/OfficeBearerList'

/** ?year= is optional (the page defaults to the newest year); an unknown year is dropped, never a crash. */
const officeBearersSearch = z.object({
  year: z.catch(z.optional(z.string().check(z.refine(isOfficeBearerYear))), undefined),
})

/** "2024-2025 and 2023-2024", or "2025-2026, 2024-2025 and 2023-2024" once a year is added. */
const YEARS_IN_WORDS = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(OFFICE_BEARER_YEARS)

export const Route = createFileRoute('/OfficeBearers')({
  staticData: { title: 'School Office Bearers', section: 'Academics' },
  validateSearch: searchValidator(officeBearersSearch),
  loader: () => pagePreview(`The student office bearers of ${SCHOOL_NAME} for ${YEARS_IN_WORDS}, with their posts.`),
  head: routeHead,
  component: OfficeBearersPage,
})

function OfficeBearersPage() {
  return (
    <PageShell>
      <OfficeBearerList />
    </PageShell>
  )
}
