import { facultyQuery } from '@/api/faculty.queries'
import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { FacultyList } from '@/features/faculty/FacultyList'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/faculty')({
  staticData: { title: 'Faculty & Staff', section: 'Academics' },
  loader: ({ context }) => prefetch(context.queryClient, facultyQuery()),
  head: routeHead,
  component: FacultyPage,
})

function FacultyPage() {
  return (
    <PageShell>
      <FacultyList />
    </PageShell>
  )
}
