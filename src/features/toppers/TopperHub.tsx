import { Link } from '@tanstack/react-router'
import { ShareControl } from '@/components/ui/ShareControl'
import { ResultAnalysisRow } from './ResultAnalysisRow'
import './toppers.css'

/** The School Toppers hub: Share, links to the ICSE and ISC topper pages, then the Result Analysis row. */
export function TopperHub() {
  return (
    <div className="topper-hub">
      <ShareControl title="School Toppers" />
      <nav aria-label="Toppers">
        <ul className="topper-hub__links">
          <li>
            <Link to="/topperX" className="topper-hub__link">
              <span>ICSE Toppers</span>
              <small>Class X</small>
            </Link>
          </li>
          <li>
            <Link to="/topperXII" className="topper-hub__link">
              <span>ISC Toppers</span>
              <small>Class XII</small>
            </Link>
          </li>
        </ul>
      </nav>
      <ResultAnalysisRow />
    </div>
  )
}
