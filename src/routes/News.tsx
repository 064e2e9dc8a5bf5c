import { newsAllQuery } from '@/api/news.queries'
import { createFileRoute } from '@tanstack/react-router'
import { pageHeadWithPreview } from '@/config/page-head'
import type { PagePreview } from '@/config/share-preview'
import { datedListSearchSchema, searchValidator, type DatedListSearch } from '@/features/lists/list-search-params'
import { ListPage } from '@/features/lists/ListPage'
import { NEWS_PAGE } from '@/features/lists/news/news-page'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/News')({
  validateSearch: searchValidator(datedListSearchSchema),
  // Typed here: inferred, it would make the route's type depend on itself (the list page reads this route's search).
  loaderDeps: ({ search }: { search: DatedListSearch }) => ({ item: search.item }),
  // A shared notice's link names it (`?item=`): rendered with the list (the optional server, which WhatsApp's crawler
  // reads), the page previews as that notice (item-preview.ts, loaded only then). In the browser nothing waits.
  loader: async ({ context, deps }): Promise<PagePreview | undefined> => {
    const news = newsAllQuery()
    await prefetch(context.queryClient, news)
    const saved = context.queryClient.getQueryData(news.queryKey)
    if (!deps.item || saved === undefined) return undefined
    const { newsPreview } = await import('@/features/lists/item-preview')
    return newsPreview(saved, deps.item)
  },
  head: pageHeadWithPreview('/News'),
  component: NewsPage,
})

function NewsPage() {
  return <ListPage page={NEWS_PAGE} />
}
