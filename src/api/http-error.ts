/**
 * The status of the HTTP client's error for a non-2xx answer (ky's HTTPError), or undefined for any other failure
 * (a timeout, no network, invalid JSON). The error is recognised by its name, as ky's own `isHTTPError` does, so
 * that code which only reads errors does not import the client: ky stays out of the first screen's scripts.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'HTTPError' || !('response' in error)) return undefined
  const { response } = error
  return response instanceof Response ? response.status : undefined
}
