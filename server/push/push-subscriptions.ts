import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  isPushTopic,
  PUSH_KEY_META,
  PUSH_SUBSCRIPTION_PATH,
  PUSH_TOPIC_KEYS,
  type PushTopic,
} from '../../src/config/push-topics'
import type { PushStore, StoredSubscription } from './push-store'

/**
 * The "Notify me" control's side of the server (issue 51, points 3 and 4): the public key in every page, and a
 * parent's subscription saved with its topics or deleted. The server sends requests to the addresses visitors hand it here,
 * so only a real push service's `https` address is accepted, with keys of the right size, from a body of bounded
 * size, and a bounded number of new subscriptions per client.
 */

/** The push services of the browsers parents use: Chrome (Google), Firefox (Mozilla), Safari (Apple), Edge. */
const KNOWN_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com']
/** Push services that answer on many host names under one domain (Apple's web.push.apple.com, Windows' wns2-…). */
const KNOWN_PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com']

/** A push address is a few hundred characters (FCM's ~190, Apple's ~150, Windows' ~300). */
const MAX_ENDPOINT_LENGTH = 1024
/** A subscription's JSON with its topics: well under this. */
const MAX_SUBSCRIPTION_BODY_BYTES = 4 * 1024
/** New subscriptions one client address may make in an hour: a family behind one mobile network's address fits. */
export const MAX_NEW_SUBSCRIPTIONS_PER_CLIENT = 20
const CLIENT_WINDOW_MS = 60 * 60_000
/** The most client addresses counted at once: the counts' memory stays bounded under a flood of addresses. */
const MAX_COUNTED_CLIENTS = 100_000
/** All subscriptions the store holds: far above a school's parents, a bound on what a flood can make it hold. */
const MAX_SUBSCRIPTIONS = 200_000

/** Whether `endpoint` is an https address of a known push service or of one named in PUSH_SERVICE_HOSTS. */
export function isPushServiceEndpoint(endpoint: unknown, extraHosts: readonly string[]): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return (
    KNOWN_PUSH_SERVICE_HOSTS.includes(host) ||
    KNOWN_PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain)) ||
    extraHosts.includes(host)
  )
}

/** base64url text of exactly `bytes` bytes (`first`, if given, is the first byte). */
function isBase64UrlOf(text: unknown, bytes: number, first?: number): text is string {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return false
  const decoded = Buffer.from(text, 'base64url')
  return decoded.length === bytes && (first === undefined || decoded[0] === first)
}

/** A subscription as the browser's `PushSubscription.toJSON()` gives it, with topics; or why it is refused. */
export function subscriptionOf(
  body: unknown,
  extraHosts: readonly string[],
): { subscription: StoredSubscription } | { refused: string } {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const { subscription, topics } = record(body)
  const { endpoint, keys } = record(subscription)
  const { p256dh, auth } = record(keys)
  if (!isPushServiceEndpoint(endpoint, extraHosts)) {
    return { refused: 'This is not the address of a known push service (https, Google, Mozilla, Apple or Microsoft).' }
  }
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
  if (!isBase64UrlOf(p256dh, 65, 0x04) || !isBase64UrlOf(auth, 16)) {
    return { refused: "The subscription's keys are not those of a push subscription." }
  }
  const chosen = Array.isArray(topics) ? PUSH_TOPIC_KEYS.filter((topic) => topics.includes(topic)) : []
  if (chosen.length === 0 || !Array.isArray(topics) || !topics.every(isPushTopic)) {
    return { refused: `Choose at least one topic of: ${PUSH_TOPIC_KEYS.join(', ')}.` }
  }
  return { subscription: { endpoint, p256dh, auth, topics: chosen as PushTopic[] } }
}

/** How many new subscriptions each client address made in the last hour (kept in memory only, never stored). */
function createClientCounts(now: () => number) {
  const counts = new Map<string, { since: number; count: number }>()
  return {
    /** Counts one more for `client`; false when it is past the bound. */
    take(client: string): boolean {
      const at = now()
      const entry = counts.get(client)
      if (!entry || at - entry.since >= CLIENT_WINDOW_MS) {
        // Drop the expired ones now and then, so the map stays as small as the last hour's clients.
        if (counts.size > 10_000) {
          for (const [key, value] of counts) if (at - value.since >= CLIENT_WINDOW_MS) counts.delete(key)
          // Still that many addresses within the hour: a flood, not parents; no new ones are counted (or taken).
          if (counts.size > MAX_COUNTED_CLIENTS) return false
        }
        counts.set(client, { since: at, count: 1 })
        return true
      }
      entry.count += 1
      return entry.count <= MAX_NEW_SUBSCRIPTIONS_PER_CLIENT
    },
  }
}

export interface PushRoutesOptions {
  store: PushStore
  /** PUSH_SERVICE_HOSTS: push services accepted beside the known ones. */
  extraHosts: readonly string[]
  /** The client's address (the connection's, or nginx's X-Forwarded-For when nginx is in front). */
  clientOf: (c: Context) => string
  now?: () => number
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The push addresses, on `app`. */
export function addPushRoutes(app: Hono, { store, extraHosts, clientOf, now = Date.now }: PushRoutesOptions) {
  const clients = createClientCounts(now)
  app.use(
    PUSH_SUBSCRIPTION_PATH,
    bodyLimit({
      maxSize: MAX_SUBSCRIPTION_BODY_BYTES,
      onError: (c) => c.json({ message: 'This subscription is too large.' }, 413, NO_STORE),
    }),
  )
  const bodyOf = (c: Context) => c.req.json<unknown>().catch(() => undefined)
  app.put(PUSH_SUBSCRIPTION_PATH, async (c) => {
    const read = subscriptionOf(await bodyOf(c), extraHosts)
    if ('refused' in read) return c.json({ message: read.refused }, 400, NO_STORE)
    const { subscription } = read
    if (!store.hasSubscription(subscription.endpoint)) {
      if (!clients.take(clientOf(c))) {
        return c.json({ message: 'Too many subscriptions from this network; try again in an hour.' }, 429, NO_STORE)
      }
      if (store.subscriptionCount() >= MAX_SUBSCRIPTIONS) {
        return c.json({ message: 'The school cannot take more subscriptions now.' }, 503, NO_STORE)
      }
    }
    store.saveSubscription(subscription)
    return c.json({ topics: subscription.topics }, 200, NO_STORE)
  })
  app.delete(PUSH_SUBSCRIPTION_PATH, async (c) => {
    const body = await bodyOf(c)
    const endpoint = typeof body === 'object' && body !== null ? (body as { endpoint?: unknown }).endpoint : undefined
    if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) {
      return c.json({ message: 'Name the subscription to stop: { "endpoint": … }.' }, 400, NO_STORE)
    }
    store.deleteSubscription(endpoint)
    return c.body(null, 204, NO_STORE)
  })
}

/** A fetch handler as the runtime calls it (`env`: on Node, the connection). */
export type PageHandler = (request: Request, env?: unknown) => Response | Promise<Response>

/**
 * `handler`, with the server's public key in every page of the site it answers (`<meta name="push-public-key">`, before
 * `</head>`): how a page knows that this site sends notifications, without a request of its own (a static host's
 * pages have none, and show no control). The key is the same for every visitor, so the pages stay shareable.
 */
export function withPushKeyInPages(handler: PageHandler, publicKey: string): PageHandler {
  const tag = `<meta name="${PUSH_KEY_META}" content="${publicKey.replace(/[^A-Za-z0-9_-]/g, '')}">`
  return async (request, env) => {
    const answer = await handler(request, env)
    // The site's pages only: a backend's file under /api/ (an HTML upload, say) is the backend's bytes, passed on
    // as they stream, never read whole or changed.
    if (new URL(request.url).pathname.startsWith('/api/')) return answer
    if (!(answer.headers.get('Content-Type') ?? '').startsWith('text/html') || !answer.body) return answer
    const html = await answer.text()
    const headEnd = html.indexOf('</head>')
    const headers = new Headers(answer.headers)
    headers.delete('Content-Length')
    const body = headEnd < 0 ? html : `${html.slice(0, headEnd)}${tag}\n  ${html.slice(headEnd)}`
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers })
  }
}
