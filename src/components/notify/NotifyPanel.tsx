import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { PUSH_TOPIC_KEYS, QUIET_HOURS, type PushTopic } from '@/config/push-topics'
import { currentSubscription, NotifyProblem, savedTopics, stopNotifications, subscribeTo } from './push-client'
import { browserFacts, pushSupportOf, type PushSupport } from './push-support'
import { PUSH_TOPIC_LABELS } from './push-topic-labels'
import { useLang } from '@/components/layout/use-lang'

/**
 * An hour of the day as a parent reads it: 22 → "10 pm" (रात 10 बजे). The English says am or pm; the Hindi names the
 * part of the day, so each part is a message of its own (told apart by its context).
 */
function clockHour(i18n: I18n, hourOfDay: number): string {
  const hour = hourOfDay % 12 || 12
  if (hourOfDay < 4) return i18n._(msg({ message: `${hour} am`, context: 'night' }))
  if (hourOfDay < 12) return i18n._(msg({ message: `${hour} am`, context: 'morning' }))
  if (hourOfDay < 16) return i18n._(msg({ message: `${hour} pm`, context: 'afternoon' }))
  if (hourOfDay < 19) return i18n._(msg({ message: `${hour} pm`, context: 'evening' }))
  return i18n._(msg({ message: `${hour} pm`, context: 'night' }))
}

/** What the school sends and what is stored, in one line, before a parent chooses. */
export function notifyPrivacy(i18n: I18n): string {
  const from = clockHour(i18n, QUIET_HOURS.from)
  const until = clockHour(i18n, QUIET_HOURS.until)
  return i18n._(
    msg`The school sends a notification when it publishes in the topics you choose (only results between ${from} and ${until}); this site stores your browser’s push address and your topics, nothing else about you.`,
  )
}

/** What the control says where notifications cannot come. */
export const NOTIFY_UNAVAILABLE: Record<Exclude<PushSupport, 'supported'>, MessageDescriptor> = {
  unsupported: msg`This browser cannot receive notifications from websites.`,
  denied: msg`Notifications from this site are blocked in this browser. Allow them in its site settings, then try again.`,
  'ios-not-installed': msg`On an iPhone or iPad, notifications come to the site on your home screen: tap Share, then “Add to Home Screen”, open the site from there and tap Notify me again.`,
}

/** The state line: on, with which topics, or off. */
function notifyStateLine(i18n: I18n, topics: readonly PushTopic[]): string {
  if (topics.length === 0) return i18n._(msg`Notifications are off.`)
  const names = topics.map((topic) => i18n._(PUSH_TOPIC_LABELS[topic])).join(', ')
  return i18n._(msg`Notifications are on for: ${names}.`)
}

interface NotifyPanelProps {
  id: string
  publicKey: string
  suggested?: PushTopic
}

/** The choice of topics, the state, and turning notifications on, changing them or stopping them. */
export default function NotifyPanel({ id, publicKey, suggested }: NotifyPanelProps) {
  const { i18n, t } = useLingui()
  const lang = useLang()
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
      .catch((error: unknown) =>
        setProblem(
          error instanceof NotifyProblem ? i18n._(error.words) : error instanceof Error ? error.message : String(error),
        ),
      )
      .finally(() => setBusy(false))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    run(() => subscribeTo(chosen, publicKey, lang))
  }
  const toggle = (topic: PushTopic, on: boolean) =>
    setChosen((topics) => PUSH_TOPIC_KEYS.filter((key) => (key === topic ? on : topics.includes(key))))
  const isOn = (subscribed?.length ?? 0) > 0

  return (
    <section id={id} className="notify__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify__title">
        <Trans>Notifications from the school</Trans>
      </h2>
      {support === 'supported' ? (
        <form onSubmit={onSubmit}>
          <p role="status" className="notify__state">
            {subscribed === undefined ? t`Checking…` : notifyStateLine(i18n, subscribed)}
          </p>
          <fieldset className="notify__topics" disabled={busy || subscribed === undefined}>
            <legend>
              <Trans>Topics</Trans>
            </legend>
            {PUSH_TOPIC_KEYS.map((topic) => (
              <label key={topic} className="notify__topic">
                <input
                  type="checkbox"
                  checked={chosen.includes(topic)}
                  onChange={(event) => toggle(topic, event.target.checked)}
                />{' '}
                {i18n._(PUSH_TOPIC_LABELS[topic])}
              </label>
            ))}
          </fieldset>
          <div className="notify__actions">
            <button type="submit" className="button" disabled={busy || chosen.length === 0}>
              {isOn ? t`Save topics` : t`Turn on notifications`}
            </button>
            {isOn ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => run(() => stopNotifications().then(() => []))}
              >
                <Trans>Stop notifications</Trans>
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
        <p className="notify__unavailable">{i18n._(NOTIFY_UNAVAILABLE[support])}</p>
      )}
      <p className="notify__privacy">{notifyPrivacy(i18n)}</p>
    </section>
  )
}
