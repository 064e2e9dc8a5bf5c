import { SCHOOL_UTC_OFFSET_MINUTES } from './constants.ts'

/**
 * Notifications on parents' phones: the topics a parent can choose, in the order the "Notify me" control lists them
 * (their names, in each language, are the control's: components/notify/push-topic-labels.ts); and the server's
 * addresses the control talks to. Shared by the control (src/components/notify/) and the server (server/push/).
 */
export const PUSH_TOPIC_KEYS = ['news', 'events', 'results', 'albums'] as const

export type PushTopic = (typeof PUSH_TOPIC_KEYS)[number]

/** The quiet hours, India Standard Time: from 22:00 to 06:00 nothing but results is sent (the rest waits until 06:00). */
export const QUIET_HOURS = { from: 22, until: 6 } as const

/** India Standard Time, the quiet hours' clock, in milliseconds. */
export const IST_OFFSET_MS = SCHOOL_UTC_OFFSET_MINUTES * 60_000

export function isPushTopic(value: unknown): value is PushTopic {
  return typeof value === 'string' && (PUSH_TOPIC_KEYS as readonly string[]).includes(value)
}

/**
 * The `<meta name>` by which a page knows the site's server sends notifications, with its public key as content: the
 * server (server/push/) puts it in every page it sends; a static host's pages have none, and show no "Notify me"
 * (no request is made to find out).
 */
export const PUSH_KEY_META = 'push-public-key'

/** The server's address for a subscription: PUT it with its topics (`{ subscription, topics }`), DELETE it (`{ endpoint }`). */
export const PUSH_SUBSCRIPTION_PATH = '/push/subscription'
