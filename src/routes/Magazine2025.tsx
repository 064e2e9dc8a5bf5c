import { createFileRoute } from '@tanstack/react-router'
import { pageHeadWithPreview } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { magazineIssuePreview } from '@/features/magazines/magazine-issue-preview'
import { MagazineIssuePage } from '@/features/magazines/MagazineIssuePage'

// One magazine issue: the page and its link preview are the same for every issue (features/magazines/).
export const Route = createFileRoute('/Magazine2025')({
  loader: () => magazineIssuePreview(MAGAZINES[2025]),
  head: pageHeadWithPreview('/Magazine2025'),
  component: Magazine2025Page,
})

function Magazine2025Page() {
  return <MagazineIssuePage issue={MAGAZINES[2025]} />
}
