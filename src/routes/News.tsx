import { createFileRoute } from '@tanstack/react-router'
import { newsAllQuery } from '@/api/news.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { datedListSearchSchema, lazySearch } from '@/features/lists/list-search-params'
import { NewsList } from '@/features/lists/news/NewsList'

export const Route = createFileRoute('/News')({
  validateSearch: lazySearch(datedListSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, newsAllQuery()),
  head: () => pageHead('/News'),
  component: NewsPage,
})

function NewsPage() {
  return (
    <PageShell path="/News">
      <NewsList />
    </PageShell>
  )
}
