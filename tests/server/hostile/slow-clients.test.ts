import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SLOW_CLIENT_LIMITS } from '../../../server/slow-clients'

/**
 * A client that trickles its request: under Node's defaults a body sent a byte every few seconds
 * held a connection for 5 minutes. With the server's limits (node.ts serves with SLOW_CLIENT_LIMITS), it is closed
 * soon after its time.
 */
let server: ReturnType<typeof serve>
let port: number
/** How much later than its limit a slow client may still be connected: Node looks every second. */
const SLACK_MS = 2_500

beforeAll(async () => {
  const app = new Hono().post('/api/tc/DEMO01', async (c) =>
    c.json({ length: (await c.req.text().catch(() => '')).length }),
  )
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: SLOW_CLIENT_LIMITS }, () =>
      resolve(),
    )
  })
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Opens a connection, writes `start`, then one more byte every `everyMs`; resolves with how long it stayed open. */
function trickle(start: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1', () => socket.write(start))
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs)
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve(performance.now() - started)
    })
  })
}

describe('slow clients are let go on purpose', () => {
  it('closes a request whose headers or body trickle in, soon after its limit', { timeout: 30_000 }, async () => {
    const [slowBody, slowHeaders] = await Promise.all([
      trickle('POST /api/tc/DEMO01 HTTP/1.1\r\nHost: school.test\r\nContent-Length: 1000\r\n\r\n', 1_000),
      trickle('GET / HTTP/1.1\r\nHost: school.test\r\nX-Slow: ', 1_000),
    ])
    expect(slowBody).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - SLACK_MS)
    expect(slowBody).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS)
    expect(slowHeaders).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS)
  })
})
