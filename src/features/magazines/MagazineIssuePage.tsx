import { PageShell } from '@/components/layout/PageShell'
import type { MagazineIssue } from '@/content/magazines'
import { MagazineViewer } from './MagazineViewer'

/**
 * The page of one magazine issue (/Magazine2023, /Magazine2024, /Magazine2025): the site's frame around the issue's
 * flip-book viewer. Each issue's route file names its issue and nothing else.
 */
export function MagazineIssuePage({ issue }: { issue: MagazineIssue }) {
  return (
    <PageShell path={issue.path}>
      <MagazineViewer issue={issue} />
    </PageShell>
  )
}
