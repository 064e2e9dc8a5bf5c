import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'
import { throwawayCertificate } from '../../scripts/throwaway-certificate.ts'

/**
 * A push service on this machine that receives as a real one does (for the push tests): HTTPS, a VAPID
 * `Authorization` whose ES256 signature is checked against its `k` key, `Content-Encoding: aes128gcm` and a TTL;
 * each payload decrypted with the subscription's own keys (RFC 8291, by http_ece, as a browser would). What it
 * answers can be set per subscription (410, 429, a delay) to play a service that forgot one or is busy.
 */

/** A phone's subscription: what the browser would hand the site, and the keys the phone keeps to decrypt. */
export interface FakeSubscriber {
  id: string
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  ecdh: ECDH
  auth: string
}

interface Delivery {
  subscriber: string
  /** The payload, decrypted and parsed. */
  message: Record<string, unknown>
  ttl: number
  urgency: string | undefined
  at: number
}

interface FakeAnswer {
  status: number
  delayMs?: number
  retryAfter?: string
}

export interface FakePushService {
  origin: string
  /** The certificate a client must trust (NODE_EXTRA_CA_CERTS for the server's process). */
  certificate: Buffer
  subscriber(): FakeSubscriber
  deliveries: Delivery[]
  /** Requests refused (bad VAPID signature, payload that did not decrypt), with why. */
  refused: string[]
  /** Every request received, delivered or not. */
  requests(): number
  /** What the service answers `subscriber` from now on (201 by default). */
  answer(subscriber: string, answer: FakeAnswer): void
  /** The answer for everyone without one of their own. */
  answerAll(answer: FakeAnswer): void
  close(): Promise<void>
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

/** Why a VAPID `Authorization: vapid t=<JWT>, k=<key>` is not valid for `audience`, or undefined when it is. */
function vapidProblem(header: string | undefined, audience: string, now: number): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) return 'no VAPID authorization'
  const [, token = '', key = ''] = match
  const [head = '', body = '', signature = ''] = token.split('.')
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'VAPID signature does not verify'
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string
    exp?: number
    sub?: string
  }
  if (claims.aud !== audience) return `VAPID audience ${claims.aud} is not ${audience}`
  if (!(typeof claims.exp === 'number' && claims.exp * 1000 > now)) return 'VAPID token expired'
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'VAPID subject is not mailto: or https:'
  return undefined
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = throwawayCertificate()
  const subscribers = new Map<string, FakeSubscriber>()
  const answers = new Map<string, FakeAnswer>()
  let everyone: FakeAnswer = { status: 201 }
  const deliveries: Delivery[] = []
  const refused: string[] = []
  let requests = 0
  let origin = ''

  const server: Server = createServer({ key, cert }, (request, response) => {
    requests += 1
    void read(request).then(async (body) => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? ''
      const subscriber = subscribers.get(id)
      const answer = answers.get(id) ?? everyone
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      const refuse = (why: string, status = 400) => {
        refused.push(`${id}: ${why}`)
        response.writeHead(status).end(why)
      }
      if (request.method !== 'POST' || !subscriber) return refuse('no such subscription', 404)
      const problem = vapidProblem(request.headers.authorization, origin, Date.now())
      if (problem) return refuse(problem, 401)
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse('not aes128gcm')
      const ttl = Number(request.headers.ttl)
      if (!Number.isInteger(ttl)) return refuse('no TTL')
      if (answer.status >= 300) {
        response.writeHead(answer.status, answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {}).end()
        return
      }
      let message: Record<string, unknown>
      try {
        const plain = decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth })
        message = JSON.parse(plain.toString('utf8')) as Record<string, unknown>
      } catch (error) {
        return refuse(`payload did not decrypt: ${String(error)}`)
      }
      deliveries.push({
        subscriber: id,
        message,
        ttl,
        urgency: request.headers.urgency as string | undefined,
        at: Date.now(),
      })
      response.writeHead(answer.status, { Location: `/message/${deliveries.length}` }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    certificate: Buffer.from(cert),
    subscriber() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const id = randomBytes(12).toString('base64url')
      const auth = randomBytes(16).toString('base64url')
      const subscriber: FakeSubscriber = {
        id,
        subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
        ecdh,
        auth,
      }
      subscribers.set(id, subscriber)
      return subscriber
    },
    deliveries,
    refused,
    requests: () => requests,
    answer: (subscriber, answer) => answers.set(subscriber, answer),
    answerAll(answer) {
      everyone = answer
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
