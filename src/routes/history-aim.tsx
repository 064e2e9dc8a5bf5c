import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { HISTORY_AIM_PAGE } from '@/content/history-aim'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/history-aim')({
  staticData: { title: 'History, Aim, Vision & Mission', section: 'School' },
  loader: () => pagePreview(leadTextOf(HISTORY_AIM_PAGE)),
  head: routeHead,
  component: HistoryAimPage,
})

function HistoryAimPage() {
  return (
    <PageShell>
      <StaticTextPage page={HISTORY_AIM_PAGE} />
    </PageShell>
  )
}
