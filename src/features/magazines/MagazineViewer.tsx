import { Link } from '@tanstack/react-router'
import { FlipBook } from '@/components/media/FlipBook'
import { ShareControl } from '@/components/ui/ShareControl'
import type { MagazineIssue } from '@/content/magazines'
import './magazine.css'

/** One magazine issue as a page-flip book, with a Share control for its page. */
export function MagazineViewer({ issue }: { issue: MagazineIssue }) {
  return (
    <div className="magazine-viewer">
      <ShareControl title={`School magazine ${issue.session}`} />
      <FlipBook key={issue.year} label={`Magazine ${issue.session}`} pages={issue.pages} />
      <p>
        <Link to="/magazine">All school magazines</Link>
      </p>
    </div>
  )
}
