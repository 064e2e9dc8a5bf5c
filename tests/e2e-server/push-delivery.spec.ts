import { expect, test } from '@playwright/test'
import getPort from 'get-port'
import { MAX_PUSHES_PER_SERVICE } from '../../server/push/push-sender'
import { startFakePushService, type FakePushService, type FakeSubscriber } from '../push/fake-push-service'
import {
  startPushServer,
  startTestBackend,
  newDataDir,
  storeCounts,
  subscribe,
  type PushServerProcess,
  type TestBackend,
} from '../push/push-server'

/**
 * Notifications to parents' phones, end to end: the built server (`npm start`) in its own process with a
 * real SQLite file, a backend whose lists change, and a push service on this machine that checks the VAPID signature
 * and decrypts each payload with the subscription's keys, as a real one receives it. Between steps the server is
 * stopped and started again (its backend cache is in memory, so the next start reads the changed lists at once).
 */
test.describe.configure({ mode: 'serial' })

let backend: TestBackend
let pushService: FakePushService
let server: PushServerProcess | undefined
/** A free port, kept for the restarts (the suite's other servers have fixed ones). */
let port: number
const dataDir = newDataDir()
const subscribers: Record<'a' | 'b' | 'c', FakeSubscriber> = {} as never

const news = (id: string, title: string) => ({ _id: id, title, description: `About ${id}.`, fromDate: '2026-11-20' })

const start = async () => {
  server = await startPushServer({ port, backend: backend.origin, dataDir, pushService })
  return server
}
/** Waits for `count` more rounds of the watcher; resolves with their log lines. */
const rounds = async (count: number) => {
  const lines: string[] = []
  for (let i = 0; i < count; i += 1) lines.push(await server!.nextLine(/^\[push\] news /))
  return lines
}
const deliveriesTo = (subscriber: FakeSubscriber) =>
  pushService.deliveries.filter((d) => d.subscriber === subscriber.id)
const tagsOf = (subscriber: FakeSubscriber) => deliveriesTo(subscriber).map((d) => d.message.tag)
/** The sender works beside the rounds: waits until the outbox is empty and no push is in flight. */
const allSent = async () => {
  await expect.poll(() => storeCounts(dataDir).outbox, { timeout: 30_000 }).toBe(0)
  await server!.nextLine(/ 0 in flight$/)
}
/** What the round lines say the sender did, added up. */
const sendingSoFar = () => {
  const totals = { sent: 0, failed: 0, removed: 0, retried: 0 }
  for (const [, sent, failed, removed, retried] of server!
    .output()
    .matchAll(/since the last round sent (\d+), failed (\d+), removed (\d+), retried (\d+)/g)) {
    totals.sent += Number(sent)
    totals.failed += Number(failed)
    totals.removed += Number(removed)
    totals.retried += Number(retried)
  }
  return totals
}

test.beforeAll(async () => {
  port = await getPort({ host: '127.0.0.1' })
  pushService = await startFakePushService()
  backend = await startTestBackend({
    news: [news('n0', 'Welcome back')],
    events: [{ _id: 'e0', title: 'Sports day', date: '2026-12-01' }],
    toppers: [{ _id: 't0', class: 'X', sessionYear: '2025-2026', name: 'Asha', division: '97.2' }],
    gallery: [{ _id: 'g0', category: 'PhotoGallery', title: 'Annual day', attachments: [] }],
  })
})

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && server) {
    await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' })
    console.log(server.output())
  }
})

test.afterAll(async () => {
  await server?.stop()
  await pushService.close()
  await backend.close()
})

test('the first run marks what is there as seen and sends nothing', async () => {
  await start()
  subscribers.a = pushService.subscriber()
  subscribers.b = pushService.subscriber()
  subscribers.c = pushService.subscriber()
  for (const [subscriber, topics] of [
    [subscribers.a, ['news', 'results']],
    [subscribers.b, ['news']],
    [subscribers.c, ['events']],
  ] as const) {
    const answer = await subscribe(server!.origin, subscriber.subscription, [...topics])
    expect(answer.status, await answer.clone().text()).toBe(200)
  }
  await rounds(3)
  expect(pushService.requests()).toBe(0)
  expect(storeCounts(dataDir)).toMatchObject({ subscriptions: 3, outbox: 0 })
  await server!.stop()
})

test('a new item reaches each subscriber of its topic once, its title as text, opening its own address', async () => {
  backend.lists.news.unshift(news('n1', '<img src=x onerror=alert(1)>Holiday on <b>Monday</b>'))
  backend.lists.toppers.push({ _id: 't1', class: 'XII', sessionYear: '2025-2026', name: 'Ravi', division: '96.4' })
  await start()
  const [first] = await rounds(1)
  expect(first).toMatch(/news 1 new, events 0 new, results 1 new, albums 0 new; 3 queued;/)
  // The sender sends beside the rounds: the rounds' lines say what it sent.
  await allSent()
  expect(sendingSoFar()).toEqual({ sent: 3, failed: 0, removed: 0, retried: 0 })
  expect(tagsOf(subscribers.a).sort()).toEqual(['news:n1', 'results:t1'])
  expect(tagsOf(subscribers.b)).toEqual(['news:n1'])
  expect(tagsOf(subscribers.c)).toEqual([])
  const holiday = deliveriesTo(subscribers.b)[0]!
  expect(holiday.message).toEqual({
    title: 'Holiday on Monday',
    body: 'About n1.',
    url: '/News?year=2026&item=news-n1',
    tag: 'news:n1',
    icon: '/icons/icon-192.png',
  })
  const result = deliveriesTo(subscribers.a).find((d) => d.message.tag === 'results:t1')!
  expect(result.message).toMatchObject({ title: 'ISC (class XII) results 2025-2026', url: '/topperXII' })
  expect(result.urgency).toBe('high')
  expect(pushService.refused).toEqual([])
  await server!.stop()
})

test('a subscription the push service answers 410 for is deleted at once', async () => {
  pushService.answer(subscribers.b.id, { status: 410 })
  backend.lists.news.unshift(news('n2', 'Fee dates'))
  await start()
  await server!.nextLine(/news 1 new/)
  await allSent()
  expect(tagsOf(subscribers.a)).toContain('news:n2')
  expect(tagsOf(subscribers.b)).toEqual(['news:n1'])
  expect(storeCounts(dataDir)).toMatchObject({ subscriptions: 2, outbox: 0 })
  await server!.stop()
})

test('a backend that is down sends nothing and forgets nothing: its news goes out when it answers again', async () => {
  backend.lists.news.unshift(news('n3', 'PTM on Saturday'))
  backend.broken = { status: 503, type: 'text/html', body: '<h1>Service Unavailable</h1>' }
  await start()
  const down = await rounds(3)
  for (const line of down)
    expect(line).toMatch(/news unreachable, events unreachable, results unreachable, albums unreachable/)
  expect(tagsOf(subscribers.a)).not.toContain('news:n3')
  backend.broken = undefined
  await server!.nextLine(/news 1 new/)
  await allSent()
  await rounds(2)
  expect(tagsOf(subscribers.a).filter((tag) => tag === 'news:n3')).toHaveLength(1)
  await server!.stop()
})

test('a kill during sending and a restart send nothing twice', async () => {
  // 150 more parents on the news, from several networks.
  const many: FakeSubscriber[] = []
  await start()
  for (let i = 0; i < 150; i += 1) {
    const subscriber = pushService.subscriber()
    many.push(subscriber)
    const answer = await subscribe(
      server!.origin,
      subscriber.subscription,
      ['news'],
      `198.51.100.${Math.floor(i / 10)}`,
    )
    expect(answer.status).toBe(200)
  }
  await server!.stop()
  pushService.answerAll({ status: 201, delayMs: 150 })
  backend.lists.news.unshift(news('n4', 'School closed tomorrow'))
  await start()
  await expect.poll(() => pushService.deliveries.filter((d) => d.message.tag === 'news:n4').length).toBeGreaterThan(20)
  await server!.stop('SIGKILL')
  const beforeCrash = storeCounts(dataDir)
  expect(beforeCrash.outbox).toBeGreaterThan(0)
  pushService.answerAll({ status: 201 })
  await start()
  expect(server!.output()).toMatch(/\d+ push\(es\) were being sent when the server stopped: not sent again/)
  await allSent()
  await rounds(2)
  const n4 = pushService.deliveries.filter((d) => d.message.tag === 'news:n4')
  const perSubscriber = new Map<string, number>()
  for (const delivery of n4) perSubscriber.set(delivery.subscriber, (perSubscriber.get(delivery.subscriber) ?? 0) + 1)
  expect([...perSubscriber.values()].every((count) => count === 1)).toBe(true)
  // At most the pushes in flight at the crash (all on one push service here) are not sent again.
  expect(n4.length).toBeGreaterThanOrEqual(151 - MAX_PUSHES_PER_SERVICE)
  await server!.stop()
})
