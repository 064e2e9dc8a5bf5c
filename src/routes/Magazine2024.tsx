import { createFileRoute } from '@tanstack/react-router'
import { pageHeadWithPreview } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { magazineIssuePreview } from '@/features/magazines/magazine-issue-preview'
import { MagazineIssuePage } from '@/features/magazines/MagazineIssuePage'

// One magazine issue: the page and its link preview are the same for every issue (features/magazines/).
export const Route = createFileRoute('/Magazine2024')({
  loader: () => magazineIssuePreview(MAGAZINES[2024]),
  head: pageHeadWithPreview('/Magazine2024'),
  component: Magazine2024Page,
})

function Magazine2024Page() {
  return <MagazineIssuePage issue={MAGAZINES[2024]} />
}
