import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { pageMatchingIgnoringCase } from '@/config/site-map'
import { pageTitleIn } from '@/config/page-titles'

/** An unknown address: a friendly page inside the frame, with a link home (and the page they probably meant). */
export function NotFound() {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const suggestion = pageMatchingIgnoringCase(pathname)
  return (
    <div className="container page">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address. It may have moved, or the link may be mistyped.</Trans>
      </p>
      {suggestion ? (
        <p>
          <Trans>
            Did you mean <Link to={suggestion.path}>{pageTitleIn(i18n, suggestion)}</Link>?
          </Trans>
        </p>
      ) : null}
      <p>
        <Link to="/" className="button">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </div>
  )
}
