import { request as httpsRequest } from 'node:https'
import { rootCertificates } from 'node:tls'
import webpush from 'web-push'
import type { PushMessage } from './new-items'
import { guardedLookup, pushServiceUrlOf } from './push-endpoint'
import type { PushAnswer, SendPush } from './push-sender'

/**
 * One push request, made here rather than by `web-push`'s sendNotification: that one connects to the host Node's
 * legacy `url.parse` finds in the address, which can differ from the one checked (push-endpoint.ts). `web-push`
 * still does what it is for (the payload's encryption, RFC 8291, and the VAPID signature, RFC 8292); the request
 * goes to the one parsed URL, through a DNS lookup that refuses private addresses, and is abandoned when its whole
 * time (connection, TLS, answer and body) passes a deadline: a push service that accepts connections and never
 * answers holds one of its own lanes (push-sender.ts) for that long, and no more.
 */

/** A push's whole time at most, from the connection to the last byte of the answer. */
const PUSH_DEADLINE_MS = 10_000
/** How long a push service keeps a notification for a phone that is off: a day (results day is over by then). */
const PUSH_TTL_S = 24 * 3600
/** A push service's answer is a few bytes (an error's JSON at most): the rest is not read. */
const MAX_ANSWER_BYTES = 16 * 1024

export interface PushRequestOptions {
  vapid: { subject: string; publicKey: string; privateKey: string }
  /** PUSH_SERVICE_HOSTS (lower case). */
  extraHosts: readonly string[]
  /** The school's icon, shown with each notification. */
  icon: string
  deadlineMs?: number
  /** Certificates trusted beside the system's (a school's private push service; tests' own). */
  ca?: Buffer[]
  /** DNS, for tests that play a name resolving to a private address. */
  resolve?: Parameters<typeof guardedLookup>[1]
}

/** A SendPush over HTTPS to the push services. */
export function pushRequests({
  vapid,
  extraHosts,
  icon,
  deadlineMs = PUSH_DEADLINE_MS,
  ca,
  resolve: resolveName,
}: PushRequestOptions): SendPush {
  const lookup = guardedLookup(extraHosts, resolveName)
  // The system's certificates and these (Node uses only `ca` when it is given).
  const trusted = ca && [...rootCertificates, ...ca.map(String)]
  return async ({ endpoint, p256dh, auth, message }) => {
    // Stored addresses were checked when saved; checked again here, as the one parsed form the request goes to.
    const url = pushServiceUrlOf(endpoint, extraHosts)
    if (!url) return { status: 400 }
    const payload: PushMessage & { icon: string } = { ...message, icon }
    const details = webpush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh, auth } },
      JSON.stringify(payload),
      {
        TTL: PUSH_TTL_S,
        urgency: message.tag.startsWith('results:') ? 'high' : 'normal',
      },
    )
    // The VAPID token's audience is the origin connected to, from the same parsed URL.
    const { Authorization } = webpush.getVapidHeaders(
      url.origin,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    )
    const headers = { ...details.headers, Authorization } as Record<string, string | number>
    return new Promise<PushAnswer>((resolve) => {
      const sent = httpsRequest(url, { method: 'POST', headers, lookup, ca: trusted }, (answer) => {
        let read = 0
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) answer.destroy()
        })
        const done = () => {
          clearTimeout(deadline)
          resolve({ status: answer.statusCode, retryAfter: [answer.headers['retry-after']].flat()[0] ?? null })
        }
        answer.on('end', done)
        answer.on('close', done)
        answer.on('error', done)
      })
      const deadline = setTimeout(() => sent.destroy(new Error('The push service did not answer in time.')), deadlineMs)
      sent.on('error', () => {
        clearTimeout(deadline)
        resolve({})
      })
      sent.end(details.body ?? undefined)
    })
  }
}
