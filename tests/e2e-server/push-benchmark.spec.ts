import { expect, test } from '@playwright/test'
import getPort from 'get-port'
import { startFakePushService, type FakePushService, type FakeSubscriber } from '../push/fake-push-service'
import { startPushServer, startTestBackend, subscribe, type PushServerProcess } from '../push/push-server'

/**
 * Push benchmark, reported (and run by .ci/run with the server suite): 10,000 subscriptions to results and one
 * new result. The time until the fake push service has received every push (each VAPID-checked and decrypted), the
 * server's peak memory, and a second result published while the first is being sent: delivered to every
 * subscriber once, neither lost nor doubled. It reaches the watcher once the backend cache's copy of the list is no
 * longer fresh (policy/caching.ts, 60 s): that wait is the design (one backend call per list per freshness period).
 *   npx playwright test -c tests/e2e-server/playwright.server.config.ts push-benchmark
 */
const SUBSCRIPTIONS = Number(process.env.PUSH_BENCHMARK_SUBSCRIPTIONS ?? 10_000)
/** Subscriptions made at once while setting up (each its own network address, as many parents are). */
const SUBSCRIBING_AT_ONCE = 50

const topper = (id: string, name: string) => ({ _id: id, class: 'XII', sessionYear: '2025-2026', name, division: '95' })

let pushService: FakePushService
let server: PushServerProcess | undefined

test.afterAll(async () => {
  await server?.stop()
  await pushService?.close()
})

test(`${SUBSCRIPTIONS} subscriptions and one new result: every push made once, a second result neither lost nor doubled`, async () => {
  test.setTimeout(300_000)
  pushService = await startFakePushService()
  const port = await getPort({ host: '127.0.0.1' })
  const backend = await startTestBackend({ news: [], events: [], toppers: [topper('t0', 'Asha')], gallery: [] })
  server = await startPushServer({ port, backend: backend.origin, pushService, intervalS: 1 })
  const subscribers: FakeSubscriber[] = Array.from({ length: SUBSCRIPTIONS }, () => pushService.subscriber())
  for (let start = 0; start < subscribers.length; start += SUBSCRIBING_AT_ONCE) {
    const answers = await Promise.all(
      subscribers
        .slice(start, start + SUBSCRIBING_AT_ONCE)
        .map((subscriber, i) =>
          subscribe(
            server!.origin,
            subscriber.subscription,
            ['results'],
            `10.${(start + i) >> 16}.${((start + i) >> 8) & 255}.${(start + i) & 255}`,
          ),
        ),
    )
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true)
  }
  await server.nextLine(/^\[push\] news /)
  expect(pushService.requests()).toBe(0)

  // Taken as published after a server restart, whose cache is empty: the first result is read at the first round.
  await server.stop()
  backend.lists.toppers.push(topper('t1', 'Ravi'))
  const published = Date.now()
  server = await startPushServer({
    port,
    backend: backend.origin,
    dataDir: server.dataDir,
    pushService,
    intervalS: 1,
  })
  const first = () => pushService.deliveries.filter((d) => d.message.tag === 'results:t1').length
  await expect.poll(first, { timeout: 120_000, intervals: [100] }).toBeGreaterThan(0)
  backend.lists.toppers.push(topper('t2', 'Meera'))
  await expect.poll(first, { timeout: 120_000, intervals: [100] }).toBe(SUBSCRIPTIONS)
  const allSent = Date.now()
  const second = () => pushService.deliveries.filter((d) => d.message.tag === 'results:t2')
  await expect.poll(() => second().length, { timeout: 150_000, intervals: [500] }).toBe(SUBSCRIPTIONS)
  await server.nextLine(/^\[push\] news /)
  await server.nextLine(/^\[push\] news /)
  const peak = server.peakMemoryMb()
  const seconds = (allSent - published) / 1000
  const figures =
    `${SUBSCRIPTIONS} subscriptions, one new result: every push made in ${seconds.toFixed(1)} s ` +
    `(${Math.round(SUBSCRIPTIONS / seconds)} a second, from the restart's first round); server peak memory ${peak.toFixed(0)} MB; ` +
    `the second result: ${second().length} pushes, ${new Set(second().map((d) => d.subscriber)).size} subscribers`
  console.log(figures)
  test.info().annotations.push({ type: 'push benchmark', description: figures })
  expect(first()).toBe(SUBSCRIPTIONS)
  expect(new Set(second().map((d) => d.subscriber)).size).toBe(SUBSCRIPTIONS)
  expect(second()).toHaveLength(SUBSCRIPTIONS)
  expect(pushService.refused).toEqual([])
  await backend.close()
})
