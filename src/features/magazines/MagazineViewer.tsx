import { Link } from '@tanstack/react-router'
import { FlipBook } from '@/components/media/FlipBook'
import type { MagazineIssue } from '@/content/magazines'
import './magazine.css'

/** One magazine issue as a page-flip book. */
export function MagazineViewer({ issue }: { issue: MagazineIssue }) {
  return (
    <div className="magazine-viewer">
      <FlipBook key={issue.year} label={`Magazine ${issue.session}`} pages={issue.pages} />
      <p>
        <Link to="/magazine">All school magazines</Link>
      </p>
    </div>
  )
}
