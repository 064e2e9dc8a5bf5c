import { circularsQuery } from '@/api/circular.queries'
import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { SyllabusList } from '@/features/syllabus/SyllabusList'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/syllabus')({
  staticData: { title: 'Syllabus', section: 'Academics' },
  loader: ({ context }) => prefetch(context.queryClient, circularsQuery()),
  head: routeHead,
  component: SyllabusPage,
})

function SyllabusPage() {
  return (
    <PageShell>
      <SyllabusList />
    </PageShell>
  )
}
