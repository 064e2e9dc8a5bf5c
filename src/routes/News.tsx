import { newsAllQuery } from '@/api/news.queries'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/config/page-head'
import { datedListSearchSchema, searchValidator } from '@/features/lists/list-search-params'
import { ListPage } from '@/features/lists/ListPage'
import { NEWS_PAGE } from '@/features/lists/news/news-page'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/News')({
  validateSearch: searchValidator(datedListSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, newsAllQuery()),
  head: () => pageHead('/News'),
  component: NewsPage,
})

function NewsPage() {
  return <ListPage page={NEWS_PAGE} />
}
