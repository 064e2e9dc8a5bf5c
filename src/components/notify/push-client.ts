import type { Lang } from '@/config/languages'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPushTopic, PUSH_KEY_META, PUSH_SUBSCRIPTION_PATH, type PushTopic } from '@/config/push-topics'

/**
 * The browser's side of notifications: whether the site's server sends them (its key in the page), and a parent's
 * subscription made, changed or stopped, in the browser and on the server alike. The topics chosen are kept in
 * localStorage beside the browser's own subscription, to show the control's state.
 */

/** The server's public key, from the page it sent; undefined on a static host (the control is then not shown). */
export function pushPublicKey(): string | undefined {
  const key = document.querySelector<HTMLMetaElement>(`meta[name="${PUSH_KEY_META}"]`)?.content
  return key && /^[A-Za-z0-9_-]{20,}$/.test(key) ? key : undefined
}

/**
 * A failure the control explains in the page's language: its words are a message of the catalogue, shown with
 * `i18n._(error.words)` (NotifyPanel). The server's own words for a refusal come as a plain Error.
 */
export class NotifyProblem extends Error {
  constructor(readonly words: MessageDescriptor) {
    super(words.message ?? words.id)
    this.name = 'NotifyProblem'
  }
}

const TOPICS_KEY = 'school-site:notify-topics'
/** How long to wait for the offline worker (it registers after the page's first screen). */
const WORKER_WAIT_MS = 10_000

/** The topics this browser subscribed to, as saved. */
export function savedTopics(): PushTopic[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(TOPICS_KEY) ?? '[]')
    return Array.isArray(saved) ? saved.filter(isPushTopic) : []
  } catch {
    return []
  }
}

function saveTopics(topics: readonly PushTopic[]) {
  try {
    if (topics.length === 0) window.localStorage.removeItem(TOPICS_KEY)
    else window.localStorage.setItem(TOPICS_KEY, JSON.stringify(topics))
  } catch {
    // The state shown is then the server's alone; the subscription itself is unaffected.
  }
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new NotifyProblem(msg`The site is still starting: reload the page and try again.`)),
      WORKER_WAIT_MS,
    ),
  )
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/** This browser's push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await workerRegistration()).pushManager.getSubscription()
}

/** The server's words for a refusal, or a general one. */
async function refusalOf(answer: Response): Promise<Error> {
  const body = (await answer.json().catch(() => undefined)) as { message?: unknown } | undefined
  const status = answer.status
  return typeof body?.message === 'string'
    ? new Error(body.message)
    : new NotifyProblem(msg`The school's server said ${status}.`)
}

/**
 * Notifications on for `topics`: the browser's permission asked (here, after the parent confirmed, never before),
 * its subscription made (or the one it has), and handed to the server with the topics and the page's language (the
 * notifications come in it).
 */
export async function subscribeTo(topics: readonly PushTopic[], publicKey: string, lang: Lang): Promise<PushTopic[]> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') {
    throw new NotifyProblem(msg`Notifications were not allowed. You can allow them in the browser’s site settings.`)
  }
  const registration = await workerRegistration()
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    }))
  const answer = await fetch(PUSH_SUBSCRIPTION_PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON(), topics, lang }),
  })
  if (!answer.ok) throw await refusalOf(answer)
  const saved = (await answer.json()) as { topics?: unknown }
  const chosen = Array.isArray(saved.topics) ? saved.topics.filter(isPushTopic) : [...topics]
  saveTopics(chosen)
  return chosen
}

/**
 * Notifications off: the server forgets the subscription, and the browser drops it. The subscription's keys go
 * with its address: the server deletes it only for the browser that holds its secret.
 */
export async function stopNotifications(): Promise<void> {
  const subscription = await currentSubscription()
  if (subscription) {
    const answer = await fetch(PUSH_SUBSCRIPTION_PATH, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    })
    if (!answer.ok) throw await refusalOf(answer)
    await subscription.unsubscribe()
  }
  saveTopics([])
}
