import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  albumItems,
  messagesFor,
  newsItems,
  plainLine,
  resultItems,
  sendableFrom,
  type PublishedItem,
} from '../../server/push/new-items'
import { isPushServiceEndpoint } from '../../server/push/push-endpoint'
import { createPushSender, outcomeOf, retryAfterMs, sendDuePushes, type SendPush } from '../../server/push/push-sender'
import { openPushStore } from '../../server/push/push-store'
import {
  pushRoutes,
  MAX_NEW_SUBSCRIPTIONS_PER_CLIENT,
  subscriptionOf,
  withPushKeyInPages,
} from '../../server/push/push-subscriptions'
import { fanOut, watchRound, type PublishedLists } from '../../server/push/push-watcher'
import { PUSH_TOPIC_KEYS, type PushTopic } from '../../src/config/push-topics'
import { ROUTE_PAGES } from '../../src/config/route-pages.gen'

const keys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }
}
const storeIn = (now?: () => number) => openPushStore(mkdtempSync(join(tmpdir(), 'push-test-')), now)
const item = (key: string, topic: PublishedItem['topic'] = 'news'): PublishedItem => ({
  topic,
  key,
  title: `Title ${key}`,
  text: 'Text',
  path: `/News?item=news-${key}`,
})

describe('what a notification says (server/push/new-items.ts)', () => {
  it('turns hostile backend text into one plain line: no markup, no control characters, no lone surrogates', () => {
    expect(plainLine('<script>alert(1)</script><b>Exams</b>\u0000 on\nMonday\ud800', 100)).toBe(
      'alert(1) Exams on Monday',
    )
    expect(plainLine(undefined, 10)).toBe('')
    expect(plainLine('x'.repeat(500), 100)).toHaveLength(100)
  })

  it("gives each item its own address: a notice its shared link with ?item=, an album its page, a result its class's page", () => {
    const [notice] = newsItems([{ _id: 'n1', title: 'Holiday', attachments: [], fromDate: '2026-11-20' }])
    expect(notice).toMatchObject({ key: 'n1', path: '/News?year=2026&item=news-n1' })
    // As the site's own links write it (album-address.ts): an id the router would read as a number is quoted.
    const albumPaths = albumItems(
      ['g 1', '1e3'].map((_id) => ({ _id, category: 'PhotoGallery', title: 'Day', attachments: [] })),
    ).map((album) => album.path)
    expect(albumPaths).toEqual(['/SubGallery?id=g+1', '/SubGallery?id=%221e3%22'])
    expect(albumItems([{ _id: 'v', category: 'Videos', title: 'Not shown', attachments: [] }])).toEqual([])
    const results = resultItems([
      { _id: 't', class: 'X', sessionYear: '2025-2026', name: 'Asha', division: '97', attachments: [] },
      { _id: 'u', class: 'Unknown', sessionYear: '2025-2026', name: 'No one', division: '1', attachments: [] },
    ])
    expect(results).toEqual([expect.objectContaining({ key: 't', path: '/topperX', text: 'Asha: 97' })])
  })

  it('sends up to three new items of a topic one by one, more as one ("5 new notices"), tagged by item', () => {
    expect(messagesFor('news', [item('a'), item('b'), item('c')]).map((message) => message.tag)).toEqual([
      'news:a',
      'news:b',
      'news:c',
    ])
    const [batch, ...rest] = messagesFor(
      'news',
      ['a', 'b', 'c', 'd', 'e'].map((key) => item(key)),
    )
    expect(rest).toEqual([])
    expect(batch).toMatchObject({ title: '5 new notices', url: '/News' })
  })

  it('opens, for a batch of new items, a page that offers "Notify me" for their topic (a batch of albums, /Gallery)', () => {
    const batchOf = (topic: PushTopic, path: string) =>
      messagesFor(
        topic,
        ['a', 'b', 'c', 'd', 'e'].map((key) => ({ ...item(key, topic), path })),
      )[0]?.url
    expect(batchOf('albums', '/SubGallery?id=a')).toBe('/Gallery')
    for (const topic of PUSH_TOPIC_KEYS) {
      // Results open the first item's class page (the three topper pages all offer results).
      const url = batchOf(topic, '/topperXII')
      const opened = ROUTE_PAGES.find((page) => page.path === url)
      expect(opened && 'notifyTopic' in opened ? opened.notifyTopic : undefined, `${topic}: ${url}`).toBe(topic)
    }
  })

  it('holds all but results from 22:00 to 06:00 IST until 06:00 IST', () => {
    const ist = (text: string) => Date.parse(`${text}+05:30`)
    expect(sendableFrom('news', ist('2026-12-06T21:59:00'))).toBe(ist('2026-12-06T21:59:00'))
    expect(sendableFrom('news', ist('2026-12-06T22:00:00'))).toBe(ist('2026-12-07T06:00:00'))
    expect(sendableFrom('events', ist('2026-12-07T05:59:00'))).toBe(ist('2026-12-07T06:00:00'))
    expect(sendableFrom('albums', ist('2026-12-07T06:00:00'))).toBe(ist('2026-12-07T06:00:00'))
    expect(sendableFrom('results', ist('2026-12-07T01:00:00'))).toBe(ist('2026-12-07T01:00:00'))
  })
})

describe('which subscriptions the server takes (server/push/push-subscriptions.ts)', () => {
  it('takes https addresses of known push services, and those PUSH_SERVICE_HOSTS names', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true)
    expect(isPushServiceEndpoint('https://web.push.apple.com/QG', [])).toBe(true)
    expect(isPushServiceEndpoint('https://wns2-by3p.notify.windows.com/w/?token=x', [])).toBe(true)
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true)
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false)
    expect(isPushServiceEndpoint('https://169.254.169.254/latest/meta-data', [])).toBe(false)
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false)
    expect(isPushServiceEndpoint('https://user:pw@fcm.googleapis.com/x', [])).toBe(false)
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push/x', [])).toBe(false)
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push/x', ['127.0.0.1'])).toBe(true)
    expect(isPushServiceEndpoint(`https://fcm.googleapis.com/${'x'.repeat(2000)}`, [])).toBe(false)
  })

  it('refuses bad keys and no topics, with a message a parent can read', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc'
    expect(subscriptionOf({ subscription: { endpoint, keys: keys() }, topics: ['news', 'results'] }, [])).toEqual({
      subscription: expect.objectContaining({ endpoint, topics: ['news', 'results'] }),
    })
    expect(
      subscriptionOf({ subscription: { endpoint, keys: { p256dh: 'AAAA', auth: 'x' } }, topics: ['news'] }, []),
    ).toEqual({ refused: "The subscription's keys are not those of a push subscription." })
    expect(subscriptionOf({ subscription: { endpoint, keys: keys() }, topics: [] }, [])).toHaveProperty('refused')
    expect(subscriptionOf({ subscription: { endpoint, keys: keys() }, topics: ['news', 'gossip'] }, [])).toHaveProperty(
      'refused',
    )
    expect(subscriptionOf('junk', [])).toHaveProperty('refused')
  })

  it('bounds the body and the new subscriptions one client makes; a parent who stops is deleted at once', async () => {
    const store = storeIn()
    const app = pushRoutes({ store, extraHosts: [], clientOf: (c) => c.req.header('x-client') ?? '' })
    const put = (body: unknown, client = '203.0.113.1') =>
      app.request('/push/subscription', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Client': client },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const keysOf = new Map<number, ReturnType<typeof keys>>()
    const subscription = (n: number) => {
      if (!keysOf.has(n)) keysOf.set(n, keys())
      return { endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, keys: keysOf.get(n)! }
    }
    for (let n = 0; n < MAX_NEW_SUBSCRIPTIONS_PER_CLIENT; n += 1) {
      expect((await put({ subscription: subscription(n), topics: ['news'] })).status).toBe(200)
    }
    const refused = await put({ subscription: subscription(1000), topics: ['news'] })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/Too many subscriptions/) })
    // Changing one's topics is not a new subscription; another network may still subscribe.
    expect((await put({ subscription: subscription(0), topics: ['events'] })).status).toBe(200)
    expect((await put({ subscription: subscription(1000), topics: ['news'] }, '198.51.100.7')).status).toBe(200)
    expect(store.subscription(subscription(0).endpoint)?.topics).toEqual(['events'])
    expect((await put('x'.repeat(5000))).status).toBe(413)
    expect(
      (await put({ subscription: { endpoint: 'https://evil.example/x', keys: keys() }, topics: ['news'] })).status,
    ).toBe(400)
    const stop = await app.request('/push/subscription', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription(0)),
    })
    expect(stop.status).toBe(204)
    expect(store.hasSubscription(subscription(0).endpoint)).toBe(false)
    expect(store.subscriptionCount()).toBe(MAX_NEW_SUBSCRIPTIONS_PER_CLIENT)
  })
})

describe('the watcher and the outbox (push-watcher.ts, push-store.ts, push-sender.ts) on a real SQLite file', () => {
  const lists = (news: () => Promise<PublishedItem[]>): PublishedLists => ({
    news,
    events: async () => [],
    results: async () => [],
    albums: async () => [],
  })
  const recording = () => {
    const sent: string[] = []
    const send: SendPush = async (entry) => {
      sent.push(`${entry.endpoint} ${entry.message.tag}`)
      return { status: 201 }
    }
    return { sent, send }
  }

  it('sends nothing on the first round, then each new item once; a round whose list fails changes nothing', async () => {
    const daytime = () => Date.parse('2026-12-06T12:00:00+05:30')
    const store = storeIn(daytime)
    store.saveSubscription({ endpoint: 'https://fcm.googleapis.com/1', ...keys(), topics: ['news'] })
    store.saveSubscription({ endpoint: 'https://fcm.googleapis.com/2', ...keys(), topics: ['events'] })
    const { sent, send } = recording()
    const sender = createPushSender(store, send, { now: daytime })
    let news = [item('a')]
    const watched = lists(async () => news)
    expect((await watchRound(store, watched, sender, daytime)).topics.news).toBe(0)
    await sender.idle()
    expect(sent).toEqual([])
    news = [item('b'), item('a')]
    const failing = lists(async () => {
      throw new Error('HTML where a list is due')
    })
    expect((await watchRound(store, failing, sender, daytime)).topics.news).toBe('unreachable')
    await sender.idle()
    expect(sent).toEqual([])
    const round = await watchRound(store, watched, sender, daytime)
    expect(round).toMatchObject({ topics: { news: 1 }, queued: 1 })
    await sender.idle()
    expect(sender.takeCounts()).toMatchObject({ sent: 1, inFlight: 0 })
    await watchRound(store, watched, sender, daytime)
    await sender.idle()
    expect(sent).toEqual(['https://fcm.googleapis.com/1 news:b'])
  })

  it('retries 429 and 5xx later, deletes a subscription on 404 or 410, gives up other refusals', async () => {
    expect(outcomeOf({ status: 201 }, 0)).toBe('sent')
    expect(outcomeOf({ status: 410 }, 0)).toBe('gone')
    expect(outcomeOf({ status: 404 }, 0)).toBe('gone')
    expect(outcomeOf({ status: 429 }, 0)).toBe('retry')
    expect(outcomeOf({ status: 503 }, 3)).toBe('retry')
    expect(outcomeOf({ status: 503 }, 4)).toBe('failed')
    expect(outcomeOf({}, 0)).toBe('retry')
    expect(outcomeOf({ status: 400 }, 0)).toBe('failed')
    expect(retryAfterMs('120', 0)).toBe(120_000)
    expect(retryAfterMs('soon', 0)).toBeUndefined()

    let now = Date.parse('2026-12-06T12:00:00+05:30')
    const store = storeIn(() => now)
    store.saveSubscription({ endpoint: 'https://fcm.googleapis.com/busy', ...keys(), topics: ['results'] })
    store.saveSubscription({ endpoint: 'https://fcm.googleapis.com/gone', ...keys(), topics: ['results'] })
    store.recordRound('results', [item('old', 'results')], () => [], now)
    store.recordRound('results', [item('new', 'results')], (fresh) => messagesFor('results', fresh), now)
    await fanOut(store)
    const answers: Record<string, number> = { busy: 429, gone: 410 }
    const send: SendPush = async (entry) => ({ status: answers[entry.endpoint.split('/').pop()!], retryAfter: '60' })
    const first = await sendDuePushes(store, send, { now: () => now })
    expect(first).toMatchObject({ retried: 1, removed: 1 })
    expect(store.hasSubscription('https://fcm.googleapis.com/gone')).toBe(false)
    expect(store.nextDueAt()).toBe(now + 60_000)
    answers.busy = 201
    now += 60_000
    expect(await sendDuePushes(store, send, { now: () => now })).toMatchObject({ sent: 1 })
    expect(store.waitingCount()).toBe(0)
  })
})

describe('notifications in the language the parent subscribed in', () => {
  it('keeps the language of a subscription, English for anything else, and writes each push in it', async () => {
    const at = Date.parse('2026-12-06T12:00:00+05:30')
    const store = storeIn(() => at)
    const body = (lang: unknown) => ({
      subscription: { endpoint: `https://fcm.googleapis.com/${String(lang)}`, keys: keys() },
      topics: ['news', 'results'],
      lang,
    })
    for (const lang of ['hi', 'en', 'xx', undefined]) {
      const read = subscriptionOf(body(lang), [])
      if (!('subscription' in read)) throw new Error(read.refused)
      store.saveSubscription(read.subscription)
    }
    expect(store.subscription('https://fcm.googleapis.com/hi')?.lang).toBe('hi')
    expect(store.subscription('https://fcm.googleapis.com/xx')?.lang).toBe('en')
    const notice = { _id: 'n1', title: 'Holiday', attachments: [], fromDate: '2026-11-20' }
    const toppers = (names: string[]) =>
      names.map((name) => ({ _id: name, class: 'X', sessionYear: '2025-2026', name, division: '97', attachments: [] }))
    let news = [notice]
    let results = toppers([])
    const watched: PublishedLists = {
      news: async () => newsItems(news),
      events: async () => [],
      results: async () => resultItems(results),
      albums: async () => [],
    }
    await watchRound(store, watched, undefined, () => at)
    news = [notice, { _id: 'n2', title: 'Exams', attachments: [], fromDate: '2026-11-21' }]
    results = toppers(['Asha', 'Ravi', 'Meena', 'Arjun'])
    await watchRound(store, watched, undefined, () => at)
    const got: Record<string, string[]> = {}
    const send: SendPush = async (entry) => {
      const who = entry.endpoint.split('/').pop()!
      got[who] = [...(got[who] ?? []), `${entry.message.title} | ${entry.message.body} | ${entry.message.url}`]
      return { status: 201 }
    }
    await sendDuePushes(store, send, { now: () => at })
    expect(got.hi?.sort()).toEqual([
      '4 नए परिणाम | ICSE (कक्षा 10) परिणाम 2025-2026 | /hi/topperX',
      'Exams | विद्यालय की एक नई सूचना। | /hi/News?year=2026&item=news-n2',
    ])
    expect(got.en?.sort()).toEqual([
      '4 new results | ICSE (class X) results 2025-2026 | /topperX',
      'Exams | A new notice from the school. | /News?year=2026&item=news-n2',
    ])
    expect(got.xx?.sort()).toEqual(got.en)
    expect(got.undefined?.sort()).toEqual(got.en)
  })
})

describe('the public key in every page the server sends (withPushKeyInPages)', () => {
  it('puts one meta tag before </head> of HTML, drops its stale Content-Length, leaves everything else alone', async () => {
    const page = '<!doctype html><html><head><title>News</title></head><body>x</body></html>'
    const handler = withPushKeyInPages(async (request) => {
      if (request.url.endsWith('.json')) return Response.json({ a: 1 })
      return new Response(page, {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length), ETag: 'W/"1"' },
      })
    }, 'BKey_-123<script>"')
    const html = await handler(new Request('http://site/News'))
    expect(await html.text()).toBe(
      '<!doctype html><html><head><title>News</title><meta name="push-public-key" content="BKey_-123script">\n  </head><body>x</body></html>',
    )
    expect(html.headers.get('Content-Length')).toBeNull()
    expect(html.headers.get('ETag')).toBe('W/"1"')
    expect(await (await handler(new Request('http://site/a.json'))).json()).toEqual({ a: 1 })
    // A backend's HTML file under /api/ is the backend's: passed on as it is.
    const file = await handler(new Request('http://site/api/image?url=uploads%2Fa.html'))
    expect(await file.text()).toBe(page)
    expect(file.headers.get('Content-Length')).toBe(String(page.length))
  })
})
