import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PushTopic } from '@/config/push-topics'

/**
 * The names of the notification topics as the "Notify me" control shows them, as messages of the catalogue
 * (src/locales/), apart from the topics' keys (config/push-topics.ts), which the server reads without Lingui's
 * compiler. Typed by topic, so a new topic without its name here is a type error.
 */
export const PUSH_TOPIC_LABELS: Record<PushTopic, MessageDescriptor> = {
  news: msg`Notices and news`,
  events: msg`Events`,
  results: msg`Results`,
  albums: msg`Photo albums`,
}
