import { createFileRoute } from '@tanstack/react-router'
import { circularsQuery } from '@/api/circular.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { SyllabusList } from '@/features/syllabus/SyllabusList'

export const Route = createFileRoute('/syllabus')({
  loader: ({ context }) => prefetch(context.queryClient, circularsQuery()),
  head: () => pageHead('/syllabus'),
  component: SyllabusPage,
})

function SyllabusPage() {
  return (
    <PageShell path="/syllabus">
      <SyllabusList />
    </PageShell>
  )
}
