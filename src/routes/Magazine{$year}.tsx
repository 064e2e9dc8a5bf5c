import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '@/config/page-head'
import { magazinePath } from '@/config/site-map-rows'
import { magazineIssueOf } from '@/content/magazines'
import { magazineIssuePreview } from '@/features/magazines/magazine-issue-preview'
import { MagazineIssuePage } from '@/features/magazines/MagazineIssuePage'

// One route for every magazine issue (/Magazine2023, /Magazine2024, ...): a year with a data file in
// src/content/data/magazines/ is a page, any other address under the prefix is not found.
export const Route = createFileRoute('/Magazine{$year}')({
  // Each issue's title is its session's (site-map-rows.ts, magazinePage).
  staticData: { section: 'Gallery' },
  // The year as a number, written as a year is (/Magazine2025; not /Magazine02025, /Magazine2025.0, /Magazineabc).
  params: {
    parse: ({ year }) => {
      const number = Number(year)
      if (String(number) !== year) throw notFound()
      return { year: number }
    },
  },
  loader: ({ params, context }) => {
    const issue = magazineIssueOf(params.year)
    if (!issue) throw notFound()
    return magazineIssuePreview(issue, context)
  },
  head: ({ params, match, loaderData }) => pageHead(magazinePath(params.year), match.context, loaderData),
  component: MagazineYearPage,
})

function MagazineYearPage() {
  const { year } = Route.useParams()
  const issue = magazineIssueOf(year)
  return issue ? <MagazineIssuePage issue={issue} /> : null
}
