import { PageShell } from '@/components/layout/PageShell'
import type { MagazineIssue } from '@/content/magazines'
import { MagazineViewer } from './MagazineViewer'

/**
 * The page of one magazine issue (/Magazine2023, /Magazine2024, ...: src/routes/Magazine{$year}.tsx): the site's
 * frame around the issue's flip-book viewer.
 */
export function MagazineIssuePage({ issue }: { issue: MagazineIssue }) {
  return (
    <PageShell path={issue.path}>
      <MagazineViewer issue={issue} />
    </PageShell>
  )
}
