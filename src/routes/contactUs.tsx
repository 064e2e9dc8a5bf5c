import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ContactDetails } from '@/features/static-pages/ContactDetails'

export const Route = createFileRoute('/contactUs')({
  head: () => pageHead('/contactUs'),
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <PageShell path="/contactUs">
      <ContactDetails />
    </PageShell>
  )
}
