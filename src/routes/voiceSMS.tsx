import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/voiceSMS')({
  head: () => pageHead('/voiceSMS'),
  component: VoiceSMSPage,
})

function VoiceSMSPage() {
  return (
    <PageShell path="/voiceSMS">
      <ContentPending />
    </PageShell>
  )
}
