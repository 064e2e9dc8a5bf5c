import { Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '@/components/layout/use-lang'
import type { Lang } from '@/config/languages'
import type { VoiceMessage } from '@/content/voice-sms'
import { formatShortDate } from '@/selectors/dates'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2022-08-10" as "10 Aug 2022" ("10 अगस्त 2022" in Hindi); anything unparseable is shown as written. */
function shortDate(value: string, lang: Lang): string {
  if (lang === 'hi') return formatShortDate(value, lang) ?? value
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : SHORT_DATE.format(date)
}

/** A voice message: title, subtitle, last update and the browser's own audio player. */
export function VoiceSmsCard({ message }: { message: VoiceMessage }) {
  const { t } = useLingui()
  const lang = useLang()
  const title = useContentText()(message.title).text
  const date = shortDate(message.updatedOn, lang)
  return (
    <article className="card voice-card">
      <h2 className="voice-card__title">
        <ContentText text={message.title} />
      </h2>
      <p className="voice-card__subtitle">
        <ContentText text={message.subtitle} />
      </p>
      <p className="voice-card__date">
        <Trans>
          Updated on <time dateTime={message.updatedOn}>{date}</time>
        </Trans>
      </p>
      {/* The school publishes these messages as audio only, with no transcript to caption them from: the title and
          subtitle above say what each one is about. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" aria-label={t`Play ${title}`} className="voice-card__player">
        <source src={message.audioSrc} type={message.audioType} />
        <Trans>
          Your browser cannot play this audio. <a href={message.audioSrc}>Download {title}</a>.
        </Trans>
      </audio>
    </article>
  )
}
