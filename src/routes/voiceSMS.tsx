import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { contentTextIn } from '@/content/hindi'
import { VOICE_MESSAGES } from '@/content/voice-sms'
import { msg } from '@lingui/core/macro'
import { VoiceSmsCard } from '@/features/static-pages/VoiceSmsCard'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/voiceSMS')({
  staticData: { title: 'Voice SMS', section: 'Gallery' },
  loader: ({ context: { i18n, lang } }) => {
    const titles = VOICE_MESSAGES.map((message) => contentTextIn(lang, message.title).text).join(', ')
    return pagePreview(i18n._(msg`Voice messages of ${SCHOOL_NAME} to listen to: ${titles}.`))
  },
  head: routeHead,
  component: VoiceSmsPage,
})

function VoiceSmsPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <ul className="card-grid" aria-label={t`Voice messages`}>
        {VOICE_MESSAGES.map((message) => (
          <li key={message.audioSrc}>
            <VoiceSmsCard message={message} />
          </li>
        ))}
      </ul>
    </PageShell>
  )
}
