import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { ADDRESS_LINES, SCHOOL_NAME } from '@/config/site'
import { CONTACT_INTRO } from '@/content/contact'
import { ContactDetails } from '@/features/static-pages/ContactDetails'

export const Route = createFileRoute('/contactUs')({
  staticData: { title: 'Contact Us' },
  loader: () =>
    pagePreview(
      `The address, phone numbers and e-mail of ${SCHOOL_NAME}, ${ADDRESS_LINES.join(', ')}. ${CONTACT_INTRO}`,
    ),
  head: routeHead,
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <PageShell>
      <ContactDetails />
    </PageShell>
  )
}
