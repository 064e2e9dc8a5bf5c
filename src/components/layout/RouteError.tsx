import { Trans } from '@lingui/react/macro'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { chunkIdOfError } from './chunk-error'
import { ReleaseChunkFailure } from './ReleaseChunkFailure'

/**
 * The router's error screen: a failed code chunk (a release replaced it, or the network failed), or spec section 8's
 * 'Unexpected Application Error!'.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const chunkId = chunkIdOfError(error)
  if (chunkId !== null) return <ReleaseChunkFailure chunkId={chunkId} />
  return (
    <div className="container page error-screen" role="alert">
      <h1>
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <p>
        <Trans>Something went wrong while showing this page. Please try again.</Trans>
      </p>
      <p>
        <Link to="/" className="button">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </div>
  )
}
