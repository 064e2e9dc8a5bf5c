import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import { z } from 'zod'
import { API_PREFIX } from '../../src/api/endpoints'
import {
  isPushTopic,
  PUSH_KEY_META,
  PUSH_SUBSCRIPTION_PATH,
  PUSH_TOPIC_KEYS,
  type PushTopic,
} from '../../src/config/push-topics'
import { LANGS } from '../../src/config/languages'
import { createClientAllowance } from '../client-network'
import { isPushServiceEndpoint, MAX_ENDPOINT_LENGTH } from './push-endpoint'
import type { PushStore, StoredSubscription } from './push-store'

/**
 * The "Notify me" control's side of the server: the public key in every page, and a parent's subscription saved
 * with its topics, changed or deleted. The server sends requests to the addresses visitors hand it here, so only a
 * real push service's address is accepted (push-endpoint.ts), with keys of the right size, from a body of bounded
 * size. A push address is not a secret (push services, proxies and logs see it), so a subscription is changed or
 * deleted only with its `auth` secret, which only the parent's browser and this server hold. A flood of made-up
 * subscriptions is bounded per client network, and the store's total is kept by letting go of those that no push
 * ever reached, never by turning every newcomer away.
 */

/** A subscription's JSON with its topics: well under this. */
const MAX_SUBSCRIPTION_BODY_BYTES = 4 * 1024
/**
 * New subscriptions one client network may make in an hour: the parents behind one mobile network's shared address
 * (a carrier-grade NAT) on a results day fit; a flood from one network stops here.
 */
export const MAX_NEW_SUBSCRIPTIONS_PER_CLIENT = 100
const CLIENT_WINDOW_MS = 60 * 60_000
/** The most client networks counted at once: the counts' memory stays bounded under a flood of addresses. */
const MAX_COUNTED_CLIENTS = 100_000
/** All subscriptions the store holds: far above a school's parents, a bound on what a flood can make it hold. */
const MAX_SUBSCRIPTIONS = 200_000

/** base64url text of exactly `bytes` bytes (`first`, if given, is the first byte). */
function isBase64UrlOf(text: unknown, bytes: number, first?: number): text is string {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return false
  const decoded = Buffer.from(text, 'base64url')
  return decoded.length === bytes && (first === undefined || decoded[0] === first)
}

const NOT_A_PUSH_SERVICE =
  'This is not the address of a known push service (https, Google, Mozilla, Apple or Microsoft).'
const NOT_PUSH_KEYS = "The subscription's keys are not those of a push subscription."
const NO_TOPIC = `Choose at least one topic of: ${PUSH_TOPIC_KEYS.join(', ')}.`
const NAME_IT = 'Name the subscription to stop: { "endpoint": …, "keys": { "auth": … } }.'

/**
 * A subscription as the browser's `PushSubscription.toJSON()` gives it, with topics. A body that is not an object is
 * refused as one without an endpoint; each part's refusal is the one a parent reads, the first in the order written.
 */
function subscriptionBody(extraHosts: readonly string[]) {
  const pushService = z
    .string({ error: NOT_A_PUSH_SERVICE })
    .refine((endpoint) => isPushServiceEndpoint(endpoint, extraHosts), NOT_A_PUSH_SERVICE)
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
  const keys = z.object(
    {
      p256dh: z.string({ error: NOT_PUSH_KEYS }).refine((key) => isBase64UrlOf(key, 65, 0x04), NOT_PUSH_KEYS),
      auth: z.string({ error: NOT_PUSH_KEYS }).refine((key) => isBase64UrlOf(key, 16), NOT_PUSH_KEYS),
    },
    { error: NOT_PUSH_KEYS },
  )
  const topics = z
    .array(z.custom<PushTopic>(isPushTopic, NO_TOPIC), { error: NO_TOPIC })
    .min(1, NO_TOPIC)
    // In the control's order, each once.
    .transform((chosen) => PUSH_TOPIC_KEYS.filter((topic) => chosen.includes(topic)))
  // The language of the page the parent subscribed on: their notifications are written in it. Anything else is English.
  const lang = z.enum(LANGS).catch('en').default('en')
  return z
    .object(
      { subscription: z.object({ endpoint: pushService, keys }, { error: NOT_A_PUSH_SERVICE }), topics, lang },
      { error: NOT_A_PUSH_SERVICE },
    )
    .transform(({ subscription, topics, lang }): StoredSubscription => ({
      ...subscription,
      ...subscription.keys,
      topics,
      lang,
    }))
}

/** What stops a subscription: its address, and the secret that proves the browser's (checked against the stored). */
const stopBody = z.object(
  {
    endpoint: z.string({ error: NAME_IT }).max(MAX_ENDPOINT_LENGTH, NAME_IT),
    keys: z.object({ auth: z.unknown() }).catch({ auth: undefined }),
  },
  { error: NAME_IT },
)

/** A subscription as the browser's `PushSubscription.toJSON()` gives it, with topics; or why it is refused. */
export function subscriptionOf(
  body: unknown,
  extraHosts: readonly string[],
): { subscription: StoredSubscription } | { refused: string } {
  const read = subscriptionBody(extraHosts).safeParse(body)
  return read.success ? { subscription: read.data } : { refused: firstMessage(read.error) }
}

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? ''

/** Whether `offered` is the subscription's `auth` secret, compared in constant time. */
function provesOwnership(stored: StoredSubscription, offered: unknown): boolean {
  if (!isBase64UrlOf(offered, 16)) return false
  return timingSafeEqual(Buffer.from(stored.auth, 'base64url'), Buffer.from(offered, 'base64url'))
}

export interface PushRoutesOptions {
  store: PushStore
  /** PUSH_SERVICE_HOSTS: push services accepted beside the known ones. */
  extraHosts: readonly string[]
  /** The client's address (the connection's, or nginx's X-Forwarded-For when nginx is in front). */
  clientOf: (c: Context) => string
  /** The store could not be written (a full disk): reported once by the caller, the parent told to try later. */
  onStoreError?: (error: unknown) => void
  /** A write to the store succeeded (its trouble, if any, is over). */
  onStoreWrite?: () => void
  /** The store's bound (MAX_SUBSCRIPTIONS). */
  maxSubscriptions?: number
  now?: () => number
}

const NO_STORE = { 'Cache-Control': 'no-store' }
const NOT_YOURS =
  'This push address is subscribed from another browser: only that browser can change or stop its notifications.'
const STORE_TROUBLE = 'The school’s server cannot save notifications just now; please try again in a few minutes.'

/** The answer while the store cannot be written (or opened): words for the parent, asked again in five minutes. */
export const storeTroubleAnswer = (c: Context) =>
  c.json({ message: STORE_TROUBLE }, 503, { ...NO_STORE, 'Retry-After': '300' })

/**
 * A JSON body checked by `schema` before the handler runs (`c.req.valid('json')`), refused with a 400 and `refused`'s
 * words otherwise. Read as JSON whatever its Content-Type (Hono's validator reads only a body typed JSON), as the
 * server has always read the control's requests.
 */
function checkedBody<Schema extends z.ZodType>(schema: Schema, refused: (error: z.ZodError) => string) {
  return validator('json', async (value, c) => {
    const body = isTypedJson(c) ? value : await c.req.json<unknown>().catch(() => undefined)
    const read = schema.safeParse(body)
    if (!read.success) return c.json({ message: refused(read.error) }, 400, NO_STORE)
    return read.data as z.output<Schema>
  })
}

const isTypedJson = (c: Context) =>
  /^application\/([\w.-]+\+)?json$/i.test(c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '')

/** The push addresses, as a part of the server to mount. */
export function pushRoutes({
  store,
  extraHosts,
  clientOf,
  onStoreError = () => {},
  onStoreWrite = () => {},
  maxSubscriptions = MAX_SUBSCRIPTIONS,
  now = Date.now,
}: PushRoutesOptions): Hono {
  const clients = createClientAllowance({
    perClient: MAX_NEW_SUBSCRIPTIONS_PER_CLIENT,
    windowMs: CLIENT_WINDOW_MS,
    maxClients: MAX_COUNTED_CLIENTS,
    now,
  })
  /** `work` against the store; a 503 with words for the parent when the store cannot be written. */
  const withStore = (c: Context, work: () => Response): Response => {
    try {
      return work()
    } catch (error) {
      onStoreError(error)
      return storeTroubleAnswer(c)
    }
  }
  const routes = new Hono()
  routes.use(
    PUSH_SUBSCRIPTION_PATH,
    bodyLimit({
      maxSize: MAX_SUBSCRIPTION_BODY_BYTES,
      onError: (c) => c.json({ message: 'This subscription is too large.' }, 413, NO_STORE),
    }),
  )
  // A body typed JSON that does not parse (or runs past the bound as it streams) is, as any other, not a
  // subscription: refused with the same words, where Hono's validator would answer with its own.
  routes.onError((error, c) => {
    if (!(error instanceof HTTPException && error.status === 400)) throw error
    return c.json({ message: c.req.method === 'PUT' ? NOT_A_PUSH_SERVICE : NAME_IT }, 400, NO_STORE)
  })
  routes.put(PUSH_SUBSCRIPTION_PATH, checkedBody(subscriptionBody(extraHosts), firstMessage), (c) => {
    const subscription = c.req.valid('json')
    return withStore(c, () => {
      const existing = store.subscription(subscription.endpoint)
      if (existing) {
        // Its owner's browser changing its topics (or keys): proven by the secret the stored one holds.
        if (!provesOwnership(existing, subscription.auth)) return c.json({ message: NOT_YOURS }, 403, NO_STORE)
      } else {
        if (!clients.take(clientOf(c))) {
          return c.json({ message: 'Too many subscriptions from this network; try again in an hour.' }, 429, NO_STORE)
        }
        if (store.subscriptionCount() >= maxSubscriptions && !store.evictOldestUndelivered()) {
          return c.json({ message: 'The school cannot take more subscriptions now.' }, 503, NO_STORE)
        }
      }
      store.saveSubscription(subscription)
      onStoreWrite()
      return c.json({ topics: subscription.topics }, 200, NO_STORE)
    })
  })
  // The browser's subscription as toJSON() gives it: { endpoint, keys: { auth, … } }.
  routes.delete(
    PUSH_SUBSCRIPTION_PATH,
    checkedBody(stopBody, () => NAME_IT),
    (c) => {
      const { endpoint, keys } = c.req.valid('json')
      return withStore(c, () => {
        const existing = store.subscription(endpoint)
        if (!existing) return c.body(null, 204, NO_STORE)
        if (!provesOwnership(existing, keys.auth)) return c.json({ message: NOT_YOURS }, 403, NO_STORE)
        store.deleteSubscription(endpoint)
        onStoreWrite()
        return c.body(null, 204, NO_STORE)
      })
    },
  )
  return routes
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
    if (new URL(request.url).pathname.startsWith(API_PREFIX)) return answer
    if (!(answer.headers.get('Content-Type') ?? '').startsWith('text/html') || !answer.body) return answer
    const html = await answer.text()
    const headEnd = html.indexOf('</head>')
    const headers = new Headers(answer.headers)
    headers.delete('Content-Length')
    const body = headEnd < 0 ? html : `${html.slice(0, headEnd)}${tag}\n  ${html.slice(headEnd)}`
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers })
  }
}
