import { Link, useLocation } from '@tanstack/react-router'
import { pageMatchingIgnoringCase } from '@/config/site-map'

/** An unknown address: a friendly page inside the frame, with a link home (and the page they probably meant). */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const suggestion = pageMatchingIgnoringCase(pathname)
  return (
    <div className="container page">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      {suggestion ? (
        <p>
          Did you mean <Link to={suggestion.path}>{suggestion.title}</Link>?
        </p>
      ) : null}
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
