import type { ServerOptions } from 'node:http'

/**
 * How long the Node edge waits for a client, set on purpose rather than Node's defaults, under
 * which a body trickled at a byte every few seconds holds a connection for 5 minutes. A phone on a slow line sends
 * the largest request this server takes (the TC request, at most api-proxy.ts's MAX_REQUEST_BODY_BYTES) in a few seconds.
 */
/** The request line and headers must have arrived by then. */
export const HEADERS_TIMEOUT_MS = 10_000
/** The whole request, body included, must have arrived by then. */
export const REQUEST_TIMEOUT_MS = 15_000
/** An idle kept-alive connection is closed after this (Node's default, written down here to be seen). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000
/**
 * How often Node looks for requests past their time: its default, 30 s, would let a slow client stay up to that
 * much longer than REQUEST_TIMEOUT_MS.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000

/** node:http's options for the server (`serve`'s `serverOptions`). */
export const SLOW_CLIENT_LIMITS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
}
