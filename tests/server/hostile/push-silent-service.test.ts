import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwawayCertificate } from '../../../scripts/throwaway-certificate.ts'
import { messagesFor, type PublishedItem } from '../../../server/push/new-items'
import { pushRequests } from '../../../server/push/push-request'
import { createPushSender, MAX_PUSHES_PER_SERVICE, type SendPush } from '../../../server/push/push-sender'
import { openPushStore, type PushStore } from '../../../server/push/push-store'
import { fanOut, watchRound } from '../../../server/push/push-watcher'
import { startFakePushService, type FakePushService, type FakeSubscriber } from '../../push/fake-push-service'

/**
 * A push service that accepts connections and never answers (down, hostile, or an address made to look like one)
 * must not hold other parents' notifications: each service has its own lane, each push a deadline on its whole
 * time, new notifications go ahead of retries, and a round never waits for the pushes it queued.
 */

const vapid = { subject: 'mailto:webmaster@school.example', ...webpush.generateVAPIDKeys() }
const daytime = () => Date.parse('2026-12-07T12:00:00+05:30')
const result = (key: string): PublishedItem => ({
  topic: 'results',
  key,
  title: `Result ${key}`,
  text: 'Asha: 97',
  path: '/topperX',
})

/** An HTTPS server that takes each request and never answers it (nor closes it). */
async function startSilentService() {
  const { key, cert } = throwawayCertificate()
  const sockets = new Set<Socket>()
  const paths: string[] = []
  const server: Server = createServer({ key, cert }, (request) => {
    paths.push(request.url ?? '')
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    certificate: Buffer.from(cert),
    /** Requests received for addresses starting with `prefix`. */
    requests: (prefix: string) => paths.filter((path) => path.startsWith(`/push/${prefix}`)).length,
    /** Subscriptions on it, with real keys. */
    subscription(n: number | string) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      return {
        endpoint: `${origin}/push/silent-${n}`,
        p256dh: ecdh.getPublicKey('base64url'),
        auth: randomBytes(16).toString('base64url'),
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

let pushService: FakePushService
let silent: Awaited<ReturnType<typeof startSilentService>>

beforeAll(async () => {
  pushService = await startFakePushService()
  silent = await startSilentService()
})

afterAll(async () => {
  await silent.close()
  await pushService.close()
})

/**
 * A store with `silentCount` subscriptions on the silent service, made first (ahead of everyone in the outbox),
 * then `parents` on a push service that answers; all on results.
 */
function storeWith(silentCount: number, parents: number): { store: PushStore; parents: FakeSubscriber[] } {
  const store = openPushStore(mkdtempSync(join(tmpdir(), 'push-silent-')), daytime)
  for (let n = 0; n < silentCount; n += 1) {
    store.saveSubscription({ ...silent.subscription(`${silentCount}-${n}`), topics: ['results'] })
  }
  const subscribers = Array.from({ length: parents }, () => pushService.subscriber())
  for (const { subscription } of subscribers) {
    store.saveSubscription({ endpoint: subscription.endpoint, ...subscription.keys, topics: ['results'] })
  }
  store.recordRound('results', [result('seen')], () => [], daytime())
  return { store, parents: subscribers }
}

/** Milliseconds until every one of `parents` has a notification tagged `tag` (or the wait ends). */
async function deliveredWithin(parents: FakeSubscriber[], tag: string, started: number, waitMs = 20_000) {
  const ids = new Set(parents.map((parent) => parent.id))
  for (;;) {
    const reached = new Set(
      pushService.deliveries.filter((d) => ids.has(d.subscriber) && d.message.tag === tag).map((d) => d.subscriber),
    )
    if (reached.size === ids.size) return Date.now() - started
    if (Date.now() - started > waitMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a silent push service holds no other parent’s notification', () => {
  it.each([320, 1_000])(
    'with %i subscriptions on a silent service ahead of them, parents get a result, and the next, within seconds',
    async (silentCount) => {
      const { store, parents } = storeWith(silentCount, 20)
      const send = pushRequests({
        vapid,
        extraHosts: ['127.0.0.1'],
        icon: '/icons/icon-192.png',
        ca: [pushService.certificate, silent.certificate],
      })
      const sender = createPushSender(store, send, { now: daytime })
      const lists = (key: string) => ({
        news: async () => [],
        events: async () => [],
        albums: async () => [],
        results: async () => [result('seen'), result(key)],
      })

      const firstRound = Date.now()
      const round = await watchRound(store, lists(`a${silentCount}`), sender, daytime)
      const roundMs = Date.now() - firstRound
      expect(round.queued).toBe(silentCount + 20)
      const firstDelay = await deliveredWithin(parents, `results:a${silentCount}`, firstRound)

      // A second result published while the silent service still holds its lane.
      const secondRound = Date.now()
      await watchRound(store, lists(`b${silentCount}`), sender, daytime)
      const secondDelay = await deliveredWithin(parents, `results:b${silentCount}`, secondRound)
      console.info(
        `${silentCount} silent: the round took ${roundMs} ms; parents had the first result in ${firstDelay} ms, ` +
          `the second in ${secondDelay} ms; ${silent.requests(`silent-${silentCount}-`)} requests held by the silent service`,
      )
      // Seconds, on a loaded 2-core machine with both push services in this process (the review saw 300 s and 494 s).
      expect(roundMs).toBeLessThan(5_000)
      expect(firstDelay).toBeLessThan(8_000)
      expect(secondDelay).toBeLessThan(8_000)
      // The silent service holds its own lane only.
      expect(silent.requests(`silent-${silentCount}-`)).toBeLessThanOrEqual(MAX_PUSHES_PER_SERVICE)
      sender.stop()
      store.close()
    },
    60_000,
  )

  it('ends a push at its deadline, counted from the connection to the last byte', async () => {
    const { store } = storeWith(1, 0)
    const send = pushRequests({
      vapid,
      extraHosts: ['127.0.0.1'],
      icon: '/i.png',
      ca: [silent.certificate],
      deadlineMs: 400,
    })
    const started = Date.now()
    const answer = await send({
      id: 1,
      ...silent.subscription(9_999),
      attempts: 0,
      message: { title: 'T', body: 'B', url: '/', tag: 'news:x' },
    })
    const took = Date.now() - started
    expect(answer.status).toBeUndefined()
    expect(took).toBeGreaterThanOrEqual(390)
    expect(took).toBeLessThan(1_500)
    store.close()
  })

  it('sends new notifications ahead of retries on the same service', async () => {
    let now = daytime()
    const store = openPushStore(mkdtempSync(join(tmpdir(), 'push-order-')), () => now)
    for (let n = 0; n < 4; n += 1) {
      store.saveSubscription({
        ...silent.subscription(n),
        endpoint: `https://fcm.googleapis.com/${n}`,
        topics: ['news'],
      })
    }
    store.recordRound('news', [{ ...result('old'), topic: 'news' as const }], () => [], now)
    store.recordRound('news', [{ ...result('r'), topic: 'news' as const }], (fresh) => messagesFor('news', fresh), now)
    await fanOut(store)
    // Every push of the first notification is answered 503: four retries, due in 30 s.
    const busy: SendPush = async () => ({ status: 503 })
    const first = createPushSender(store, busy, { now: () => now })
    first.wake()
    await first.idle()
    expect(first.takeCounts().retried).toBe(4)
    now += 60_000
    store.recordRound('news', [{ ...result('n'), topic: 'news' as const }], (fresh) => messagesFor('news', fresh), now)
    await fanOut(store)
    const order: string[] = []
    const recording: SendPush = async (entry) => {
      order.push(`${entry.message.tag} try ${entry.attempts + 1}`)
      return { status: 201 }
    }
    const sender = createPushSender(store, recording, { now: () => now, perService: 1 })
    sender.wake()
    await sender.idle()
    expect(order).toEqual([...Array(4).fill('news:n try 1'), ...Array(4).fill('news:r try 2')])
    store.close()
  })
})
