/**
 * Notifications on parents' phones (issue 51): the topics a parent can choose, in the order the "Notify me" control
 * lists them, with the names it shows; and the server's addresses the control talks to. Shared by the control
 * (src/features/notify/) and the server (server/push/).
 */
export const PUSH_TOPICS = {
  news: 'Notices and news',
  events: 'Events',
  results: 'Results',
  albums: 'Photo albums',
} as const

export type PushTopic = keyof typeof PUSH_TOPICS

export const PUSH_TOPIC_KEYS = Object.keys(PUSH_TOPICS) as PushTopic[]

export function isPushTopic(value: unknown): value is PushTopic {
  return typeof value === 'string' && Object.hasOwn(PUSH_TOPICS, value)
}

/**
 * The server's push addresses: GET the key (`{ publicKey, topics }`; 404 where the site has no server that sends),
 * PUT a subscription with its topics (`{ subscription, topics }`), DELETE one (`{ endpoint }`).
 */
export const PUSH_KEY_PATH = '/push/key'
export const PUSH_SUBSCRIPTION_PATH = '/push/subscription'
