import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { VOICE_MESSAGES } from '@/content/voice-sms'
import { VoiceSmsCard } from '@/features/static-pages/VoiceSmsCard'

export const Route = createFileRoute('/voiceSMS')({
  head: () => pageHead('/voiceSMS'),
  component: VoiceSmsPage,
})

function VoiceSmsPage() {
  return (
    <PageShell path="/voiceSMS">
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
