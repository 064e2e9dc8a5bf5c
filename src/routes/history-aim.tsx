import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { HISTORY_AIM_PAGE } from '@/content/history-aim'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/history-aim')({
  head: () => pageHead('/history-aim'),
  component: HistoryAimPage,
})

function HistoryAimPage() {
  return (
    <PageShell path="/history-aim">
      <StaticTextPage page={HISTORY_AIM_PAGE} />
    </PageShell>
  )
}
