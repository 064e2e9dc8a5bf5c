import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientNetworkOf, createClientAllowance } from '../../../server/client-network'
import { messagesFor } from '../../../server/push/new-items'
import { sendDuePushes } from '../../../server/push/push-sender'
import { openPushStore } from '../../../server/push/push-store'
import { fanOut } from '../../../server/push/push-watcher'
import { pushRoutes, MAX_NEW_SUBSCRIPTIONS_PER_CLIENT } from '../../../server/push/push-subscriptions'

/**
 * "Notify me" is the one address of the server that anyone on the internet writes to. A push address is not a
 * secret, so knowing one must not let a stranger change or stop a parent's notifications; and a flood of made-up
 * subscriptions, from one network or many, must never lock parents out.
 */

const keys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }
}
const subscription = (id: string | number, subscriptionKeys = keys()) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
  keys: subscriptionKeys,
})

function serverWith({ maxSubscriptions }: { maxSubscriptions?: number } = {}) {
  const store = openPushStore(mkdtempSync(join(tmpdir(), 'push-hostile-')))
  // The client's address as node.ts gives it (the connection's, or nginx's X-Forwarded-For from the loopback).
  const app = pushRoutes({ store, extraHosts: [], clientOf: (c) => c.req.header('x-client') ?? '', maxSubscriptions })
  const call = (method: 'PUT' | 'DELETE', body: unknown, client: string) =>
    app.request('/push/subscription', {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Client': client },
      body: JSON.stringify(body),
    })
  return {
    store,
    put: (sub: ReturnType<typeof subscription>, topics: string[], client = '203.0.113.9') =>
      call('PUT', { subscription: sub, topics }, client),
    remove: (body: unknown, client = '203.0.113.9') => call('DELETE', body, client),
  }
}

describe('a subscription is changed or stopped only by the browser that holds its secret', () => {
  it('refuses a stranger who knows the push address: keys, topics and the subscription stay', async () => {
    const { store, put, remove } = serverWith()
    const parent = subscription('parent')
    expect((await put(parent, ['results'])).status).toBe(200)

    // From another network, with keys of its own: a take-over attempt.
    const stranger = subscription('parent')
    const takeOver = await put(stranger, ['news'], '198.51.100.20')
    expect(takeOver.status).toBe(403)
    expect(await takeOver.json()).toEqual({ message: expect.stringMatching(/only that browser/) })
    expect(store.subscription(parent.endpoint)).toMatchObject({ ...parent.keys, topics: ['results'] })

    // Stopping it by its address alone, or with another secret.
    expect((await remove({ endpoint: parent.endpoint }, '198.51.100.20')).status).toBe(403)
    expect((await remove({ endpoint: parent.endpoint, keys: stranger.keys }, '198.51.100.20')).status).toBe(403)
    expect((await remove({ endpoint: parent.endpoint, keys: { auth: 'x'.repeat(500) } })).status).toBe(403)
    expect(store.hasSubscription(parent.endpoint)).toBe(true)
    // Many tries change nothing either (the secret is 16 random bytes).
    for (let n = 0; n < 50; n += 1) expect((await put(subscription('parent'), ['events'])).status).toBe(403)
    expect(store.subscription(parent.endpoint)?.topics).toEqual(['results'])

    // The parent's own browser, as the site's control sends it (PushSubscription.toJSON()).
    expect((await put(parent, ['results', 'news'], '192.0.2.77')).status).toBe(200)
    expect(store.subscription(parent.endpoint)?.topics).toEqual(['news', 'results'])
    expect((await remove(parent, '192.0.2.77')).status).toBe(204)
    expect(store.hasSubscription(parent.endpoint)).toBe(false)
  })
})

describe('a body that is not a subscription', () => {
  it('is refused in the words a parent reads, whatever it is and however it is typed', async () => {
    const { store } = serverWith()
    const app = pushRoutes({ store, extraHosts: [], clientOf: () => '203.0.113.9' })
    const send = async (method: 'PUT' | 'DELETE', body: string, type = 'application/json') => {
      const answer = await app.request('/push/subscription', { method, headers: { 'Content-Type': type }, body })
      return { status: answer.status, cache: answer.headers.get('Cache-Control'), ...(await answer.json()) }
    }
    const notAPushService = expect.stringMatching(/^This is not the address of a known push service/)
    const nameIt = expect.stringMatching(/^Name the subscription to stop/)
    for (const body of ['{not json', '"junk"', 'null', '[]', '{}']) {
      expect(await send('PUT', body)).toEqual({ status: 400, cache: 'no-store', message: notAPushService })
      expect(await send('DELETE', body)).toEqual({ status: 400, cache: 'no-store', message: nameIt })
    }
    // A subscription typed otherwise is read as JSON all the same.
    const sent = JSON.stringify({ subscription: subscription('typed-as-text'), topics: ['news', 'news', 'results'] })
    expect(await send('PUT', sent, 'text/plain')).toEqual({
      status: 200,
      cache: 'no-store',
      topics: ['news', 'results'],
    })
  })
})

describe('a flood of subscriptions cannot lock parents out', () => {
  it('counts an IPv6 client by its /64: 5,000 PUTs from one /64 take its share, a parent elsewhere is served', async () => {
    const { store, put } = serverWith()
    const started = performance.now()
    let accepted = 0
    for (let n = 0; n < 5_000; n += 1) {
      const address = `2001:db8:77:1:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}:1:1`
      if ((await put(subscription(`flood-${n}`), ['news'], address)).status === 200) accepted += 1
    }
    const floodMs = performance.now() - started
    expect(accepted).toBe(MAX_NEW_SUBSCRIPTIONS_PER_CLIENT)
    const parentStarted = performance.now()
    const parent = await put(subscription('parent'), ['results'], '2001:db8:99:2::5')
    const parentMs = performance.now() - parentStarted
    expect(parent.status).toBe(200)
    expect(store.subscriptionCount()).toBe(MAX_NEW_SUBSCRIPTIONS_PER_CLIENT + 1)
    console.info(
      `5,000 PUTs from one /64 in ${Math.round(floodMs)} ms: ${accepted} accepted; a parent on another network: ` +
        `${parent.status} in ${parentMs.toFixed(1)} ms`,
    )
  }, 60_000)

  it('lets many parents behind one mobile network’s shared IPv4 address subscribe', async () => {
    const { put } = serverWith()
    for (let n = 0; n < 60; n += 1) {
      expect((await put(subscription(`cgnat-${n}`), ['results'], '100.64.12.34')).status).toBe(200)
    }
  })

  it('keeps the store’s bound by letting go of subscriptions no push ever reached, never by refusing a newcomer', async () => {
    const { store, put } = serverWith({ maxSubscriptions: 300 })
    // Parents who subscribed earlier and have had a notification: confirmed by their push service's 201.
    const confirmed = Array.from({ length: 20 }, (_, n) => subscription(`confirmed-${n}`))
    for (const [n, parent] of confirmed.entries()) {
      expect((await put(parent, ['results'], `192.0.2.${n}`)).status).toBe(200)
    }
    const published = (key: string) => ({ topic: 'results' as const, key, title: 'Result', text: '', path: '/topperX' })
    store.recordRound('results', [published('old')], () => [], Date.now())
    store.recordRound('results', [published('new')], (fresh) => messagesFor('results', fresh), Date.now())
    await fanOut(store)
    expect(await sendDuePushes(store, async () => ({ status: 201 }))).toMatchObject({ sent: 20 })
    // A flood from many networks fills the store, and goes on.
    let flooded = 0
    for (let network = 0; network < 10; network += 1) {
      for (let n = 0; n < MAX_NEW_SUBSCRIPTIONS_PER_CLIENT; n += 1) {
        if ((await put(subscription(`flood-${network}-${n}`), ['news'], `198.51.${network}.1`)).status === 200) {
          flooded += 1
        }
      }
    }
    expect(flooded).toBe(10 * MAX_NEW_SUBSCRIPTIONS_PER_CLIENT)
    expect(store.subscriptionCount()).toBe(300)
    // A parent arriving now is taken; every confirmed parent is still there.
    const newcomer = subscription('newcomer')
    expect((await put(newcomer, ['results'], '203.0.113.200')).status).toBe(200)
    expect(store.hasSubscription(newcomer.endpoint)).toBe(true)
    expect(store.subscriptionCount()).toBe(300)
    for (const parent of confirmed) expect(store.hasSubscription(parent.endpoint)).toBe(true)
  }, 60_000)

  it('counts in constant time and bounded memory: past 100,000 networks a fresh one is still served', () => {
    let now = 0
    const allowance = createClientAllowance({ perClient: 3, windowMs: 3_600_000, maxClients: 100_000, now: () => now })
    const timeOf = (from: number, count: number) => {
      const started = performance.now()
      for (let n = from; n < from + count; n += 1) allowance.take(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
      return (performance.now() - started) / count
    }
    const early = timeOf(0, 10_000)
    timeOf(10_000, 90_010)
    const late = timeOf(100_010, 10_000)
    expect(allowance.take('192.0.2.1')).toBe(true)
    // A client over its bound stays refused; another is not.
    for (let n = 0; n < 3; n += 1) allowance.take('192.0.2.50')
    expect(allowance.take('192.0.2.50')).toBe(false)
    expect(allowance.take('192.0.2.51')).toBe(true)
    now += 3_600_000
    expect(allowance.take('192.0.2.50')).toBe(true)
    console.info(
      `a count: ${(early * 1000).toFixed(2)} µs with 10,000 networks, ${(late * 1000).toFixed(2)} µs past 100,000`,
    )
    expect(late).toBeLessThan(Math.max(early * 5, 0.05))
  })

  it('groups addresses as a network hands them out', () => {
    expect(clientNetworkOf('2001:db8:1:2:aaaa::1')).toBe(clientNetworkOf('2001:db8:1:2:bbbb::9'))
    expect(clientNetworkOf('2001:db8:1:2::1')).not.toBe(clientNetworkOf('2001:db8:1:3::1'))
    expect(clientNetworkOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientNetworkOf('192.0.2.7')).not.toBe(clientNetworkOf('192.0.2.8'))
    expect(clientNetworkOf('not an address')).toBe('unknown')
  })
})
