import type { VoiceMessage } from '@/content/voice-sms'
import './static-pages.css'

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2022-08-10" as "10 Aug 2022"; anything unparseable is shown as written. */
function shortDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : SHORT_DATE.format(date)
}

/** A voice message: title, subtitle, last update and the browser's own audio player. */
export function VoiceSmsCard({ message }: { message: VoiceMessage }) {
  return (
    <article className="card voice-card">
      <h2 className="voice-card__title">{message.title}</h2>
      <p className="voice-card__subtitle">{message.subtitle}</p>
      <p className="voice-card__date">
        Updated on <time dateTime={message.updatedOn}>{shortDate(message.updatedOn)}</time>
      </p>
      {/* The school publishes these messages as audio only, with no transcript to caption them from: the title and
          subtitle above say what each one is about. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" aria-label={`Play ${message.title}`} className="voice-card__player">
        <source src={message.audioSrc} type={message.audioType} />
        Your browser cannot play this audio. <a href={message.audioSrc}>Download {message.title}</a>.
      </audio>
    </article>
  )
}
