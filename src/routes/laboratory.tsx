import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { LABORATORIES, LABORATORY_INTRO } from '@/content/laboratory'
import { LabTabs } from '@/features/static-pages/LabTabs'

export const Route = createFileRoute('/laboratory')({
  head: () => pageHead('/laboratory'),
  component: LaboratoryPage,
})

function LaboratoryPage() {
  return (
    <PageShell path="/laboratory">
      {LABORATORY_INTRO.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <LabTabs labs={LABORATORIES} />
    </PageShell>
  )
}
