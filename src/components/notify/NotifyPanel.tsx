import { useEffect, useId, useState, type FormEvent } from 'react'
import { PUSH_TOPIC_KEYS, PUSH_TOPICS, QUIET_HOURS, type PushTopic } from '@/config/push-topics'
import { currentSubscription, savedTopics, stopNotifications, subscribeTo } from './push-client'
import { browserFacts, pushSupportOf } from './push-support'

/** An hour of the day as a parent reads it: 22 → "10 pm". */
const clockHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'am' : 'pm'}`

/** What the school sends and what is stored, in one line, before a parent chooses. */
export const NOTIFY_PRIVACY =
  `The school sends a notification when it publishes in the topics you choose (only results between ` +
  `${clockHour(QUIET_HOURS.from)} and ${clockHour(QUIET_HOURS.until)}); ` +
  'this site stores your browser’s push address and your topics, nothing else about you.'

/** What the control says where notifications cannot come. */
export const NOTIFY_UNAVAILABLE = {
  unsupported: 'This browser cannot receive notifications from websites.',
  denied: 'Notifications from this site are blocked in this browser. Allow them in its site settings, then try again.',
  'ios-not-installed':
    'On an iPhone or iPad, notifications come to the site on your home screen: tap Share, then “Add to Home Screen”, ' +
    'open the site from there and tap Notify me again.',
} as const

/** The state line: on, with which topics, or off. */
function notifyStateLine(topics: readonly PushTopic[]): string {
  return topics.length === 0
    ? 'Notifications are off.'
    : `Notifications are on for: ${topics.map((topic) => PUSH_TOPICS[topic]).join(', ')}.`
}

interface NotifyPanelProps {
  id: string
  publicKey: string
  suggested?: PushTopic
}

/** The choice of topics, the state, and turning notifications on, changing them or stopping them. */
export default function NotifyPanel({ id, publicKey, suggested }: NotifyPanelProps) {
  const headingId = useId()
  const [support] = useState(() => pushSupportOf(browserFacts()))
  const [subscribed, setSubscribed] = useState<PushTopic[] | undefined>(undefined)
  const [chosen, setChosen] = useState<PushTopic[]>([])
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()

  useEffect(() => {
    if (support !== 'supported') return
    let current = true
    currentSubscription()
      .then((subscription) => subscription && savedTopics())
      .catch(() => null)
      .then((topics) => {
        if (!current) return
        const on = topics ?? []
        setSubscribed(on)
        setChosen(on.length > 0 ? on : suggested ? [suggested] : [])
      })
    return () => {
      current = false
    }
  }, [support, suggested])

  const run = (work: () => Promise<PushTopic[]>) => {
    setBusy(true)
    setProblem(undefined)
    work()
      .then((topics) => {
        setSubscribed(topics)
        if (topics.length === 0) setChosen([])
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    run(() => subscribeTo(chosen, publicKey))
  }
  const toggle = (topic: PushTopic, on: boolean) =>
    setChosen((topics) => PUSH_TOPIC_KEYS.filter((key) => (key === topic ? on : topics.includes(key))))
  const isOn = (subscribed?.length ?? 0) > 0

  return (
    <section id={id} className="notify__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify__title">
        Notifications from the school
      </h2>
      {support === 'supported' ? (
        <form onSubmit={onSubmit}>
          <p role="status" className="notify__state">
            {subscribed === undefined ? 'Checking…' : notifyStateLine(subscribed)}
          </p>
          <fieldset className="notify__topics" disabled={busy || subscribed === undefined}>
            <legend>Topics</legend>
            {PUSH_TOPIC_KEYS.map((topic) => (
              <label key={topic} className="notify__topic">
                <input
                  type="checkbox"
                  checked={chosen.includes(topic)}
                  onChange={(event) => toggle(topic, event.target.checked)}
                />{' '}
                {PUSH_TOPICS[topic]}
              </label>
            ))}
          </fieldset>
          <div className="notify__actions">
            <button type="submit" className="button" disabled={busy || chosen.length === 0}>
              {isOn ? 'Save topics' : 'Turn on notifications'}
            </button>
            {isOn ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => run(() => stopNotifications().then(() => []))}
              >
                Stop notifications
              </button>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className="notify__problem">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="notify__unavailable">{NOTIFY_UNAVAILABLE[support]}</p>
      )}
      <p className="notify__privacy">{NOTIFY_PRIVACY}</p>
    </section>
  )
}
