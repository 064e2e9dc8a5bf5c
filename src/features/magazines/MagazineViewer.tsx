import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { FlipBook } from '@/components/media/FlipBook'
import { ShareControl } from '@/components/ui/ShareControl'
import type { MagazineIssue } from '@/content/magazines'
import './magazine.css'

/** One magazine issue as a page-flip book, with a Share control for its page. */
export function MagazineViewer({ issue }: { issue: MagazineIssue }) {
  const { t } = useLingui()
  const { session } = issue
  // The pages' text alternatives in the page's language; one list per issue and language (the book rebuilds its
  // pages when the list changes).
  const pages = useMemo(
    () =>
      issue.pages.map((page) => {
        const { number } = page
        return { ...page, alt: page.kind === 'cover' ? t`Cover ${number}` : t`Page ${number}` }
      }),
    [issue.pages, t],
  )
  return (
    <div className="magazine-viewer">
      <ShareControl title={t`School magazine ${session}`} />
      <FlipBook key={issue.year} label={t`Magazine ${session}`} pages={pages} />
      <p>
        <Link to="/magazine">
          <Trans>All school magazines</Trans>
        </Link>
      </p>
    </div>
  )
}
