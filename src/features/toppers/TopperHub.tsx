import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShareControl } from '@/components/ui/ShareControl'
import { ResultAnalysisRow } from './ResultAnalysisRow'
import './toppers.css'

/** The School Toppers hub: Share, links to the ICSE and ISC topper pages, then the Result Analysis row. */
export function TopperHub() {
  const { t } = useLingui()
  return (
    <div className="topper-hub">
      <ShareControl title={t`School Toppers`} />
      <nav aria-label={t`Toppers`}>
        <ul className="topper-hub__links">
          <li>
            <Link to="/topperX" className="topper-hub__link">
              <span>
                <Trans>ICSE Toppers</Trans>
              </span>
              <small>
                <Trans>Class X</Trans>
              </small>
            </Link>
          </li>
          <li>
            <Link to="/topperXII" className="topper-hub__link">
              <span>
                <Trans>ISC Toppers</Trans>
              </span>
              <small>
                <Trans>Class XII</Trans>
              </small>
            </Link>
          </li>
        </ul>
      </nav>
      <ResultAnalysisRow />
    </div>
  )
}
