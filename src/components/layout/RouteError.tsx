import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { chunkIdOfError } from './chunk-error'
import { ChunkLoadFailed } from './ChunkLoadFailed'

/** The router's error screen: a failed code chunk, or spec section 8's 'Unexpected Application Error!'. */
export function RouteError({ error }: ErrorComponentProps) {
  const chunkId = chunkIdOfError(error)
  if (chunkId !== null) return <ChunkLoadFailed chunkId={chunkId} />
  return (
    <div className="container page error-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
