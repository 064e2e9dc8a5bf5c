import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { lazySearch } from '@/features/lists/list-search-params'
import { OfficeBearerList } from '@/features/static-pages/OfficeBearerList'

/** ?year= is optional (the page defaults to 2024-2025); an unknown year is dropped, never a crash. */
const officeBearersSearch = () =>
  z.object({
    year: z.catch(z.optional(z.enum(OFFICE_BEARER_YEARS)), undefined),
  })

export const Route = createFileRoute('/OfficeBearers')({
  validateSearch: lazySearch(officeBearersSearch),
  head: () => pageHead('/OfficeBearers'),
  component: OfficeBearersPage,
})

function OfficeBearersPage() {
  return (
    <PageShell path="/OfficeBearers">
      <OfficeBearerList />
    </PageShell>
  )
}
