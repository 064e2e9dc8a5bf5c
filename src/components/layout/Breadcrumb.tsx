import { Link, useLocation } from '@tanstack/react-router'
import { pageOf } from '@/config/site-map'
import './breadcrumb.css'

/** Home, then section, then page name (spec section 1); not shown on the home page. */
export function Breadcrumb() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const page = pageOf(pathname)
  if (pathname === '/') return null
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <div className="container">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {page?.section ? <li>{page.section}</li> : null}
          <li aria-current="page">{page?.title ?? 'Page not found'}</li>
        </ol>
      </div>
    </nav>
  )
}
