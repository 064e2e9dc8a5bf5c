import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ADDRESS_LINES, SCHOOL_NAME } from '@/config/site'
import { HeaderActions } from './HeaderActions'
import { HeaderContactLinks } from './HeaderContactLinks'
import { MainMenu } from './MainMenu'
import './site-header.css'

export function SiteHeader() {
  return (
    <header className="site-header">
      {/* At 991 px and wider only: a phone's compact header (site-header.css) carries these in its opened menu. */}
      <div className="top-strip">
        <div className="container top-strip__inner">
          <HeaderContactLinks />
        </div>
      </div>
      <div className="container brand-row">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="56" height="56" />
          <span className="brand__name">{SCHOOL_NAME}</span>
          <span className="visually-hidden">
            <Trans>, home page</Trans>
          </span>
        </Link>
        {/* On paper only (global.css, print): the footer with the address is not printed, so it goes under the
            name. On screen it is display: none, so screen readers do not meet the footer's address twice. */}
        <p className="print-only brand-row__address">{ADDRESS_LINES.join(', ')}</p>
        <div className="brand-row__actions">
          <HeaderActions />
        </div>
      </div>
      <MainMenu />
    </header>
  )
}
