import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { newsAllQuery } from '../api/news.queries'
import { prefetch } from '../api/prefetch'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'
import { monthParam, searchTextParam, yearOrAllParam } from './-components/ListFiltersSearch'
import { NewsList } from './-components/NewsList'

export const Route = createFileRoute('/News')({
  validateSearch: z.object({ year: yearOrAllParam, month: monthParam, q: searchTextParam }),
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
