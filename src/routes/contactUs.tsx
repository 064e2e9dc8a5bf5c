import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/contactUs')({
  head: () => pageHead('/contactUs'),
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <PageShell path="/contactUs">
      <ContentPending />
    </PageShell>
  )
}
