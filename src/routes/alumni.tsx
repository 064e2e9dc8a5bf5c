import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ALUMNI, ALUMNI_INTRO } from '@/content/alumni'
import { AlumniTable } from '@/features/static-pages/AlumniTable'

export const Route = createFileRoute('/alumni')({
  head: () => pageHead('/alumni'),
  component: AlumniPage,
})

function AlumniPage() {
  return (
    <PageShell path="/alumni">
      <p>{ALUMNI_INTRO}</p>
      <AlumniTable rows={ALUMNI} caption="Our alumni" />
    </PageShell>
  )
}
