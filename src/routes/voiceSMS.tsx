import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { VOICE_MESSAGES } from '@/content/voice-sms'
import { VoiceSmsCard } from '@/features/static-pages/VoiceSmsCard'

export const Route = createFileRoute('/voiceSMS')({
  staticData: { title: 'Voice SMS', section: 'Gallery' },
  loader: () =>
    pagePreview(
      `Voice messages of ${SCHOOL_NAME} to listen to: ${VOICE_MESSAGES.map((message) => message.title).join(', ')}.`,
    ),
  head: routeHead,
  component: VoiceSmsPage,
})

function VoiceSmsPage() {
  return (
    <PageShell>
      <ul className="card-grid" aria-label="Voice messages">
        {VOICE_MESSAGES.map((message) => (
          <li key={message.audioSrc}>
            <VoiceSmsCard message={message} />
          </li>
        ))}
      </ul>
    </PageShell>
  )
}
