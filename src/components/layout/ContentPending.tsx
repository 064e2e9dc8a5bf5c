import { Link } from '@tanstack/react-router'

/** The body of a page whose content has not been published on the website yet. */
export function ContentPending() {
  return (
    <p className="content-pending">
      This page is being prepared. For details, please <Link to="/contactUs">contact the school office</Link>.
    </p>
  )
}
