import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { pageOf } from '@/config/site-map'
import { pageTitleIn, sectionNameIn } from '@/config/page-titles'
import './breadcrumb.css'

/** Home, then section, then page name (spec section 1); not shown on the home page. */
export function Breadcrumb() {
  const { i18n, t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const page = pageOf(pathname)
  if (pathname === '/') return null
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumb">
      <div className="container">
        <ol>
          <li>
            <Link to="/">{t`Home`}</Link>
          </li>
          {page?.section ? <li>{sectionNameIn(i18n, page.section)}</li> : null}
          <li aria-current="page">{page ? pageTitleIn(i18n, page) : t`Page not found`}</li>
        </ol>
      </div>
    </nav>
  )
}
