import { createFileRoute } from '@tanstack/react-router'
import { pageHeadWithPreview } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { magazineIssuePreview } from '@/features/magazines/magazine-issue-preview'
import { MagazineIssuePage } from '@/features/magazines/MagazineIssuePage'

// One magazine issue: the page and its link preview are the same for every issue (features/magazines/).
export const Route = createFileRoute('/Magazine2023')({
  loader: () => magazineIssuePreview(MAGAZINES[2023]),
  head: pageHeadWithPreview('/Magazine2023'),
  component: Magazine2023Page,
})

function Magazine2023Page() {
  return <MagazineIssuePage issue={MAGAZINES[2023]} />
}
