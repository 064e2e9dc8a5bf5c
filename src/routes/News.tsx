import { createFileRoute } from '@tanstack/react-router'
import { newsAllQuery } from '@/api/news.queries'
import { routeHead } from '@/config/page-head'
import { NEWS_PAGE } from '@/features/lists/news/news-page'
import type { DatedListSearch } from '@/shared/list-search-params'
import { PAGE_SEARCH } from '@/shared/page-search'
import { ListPage } from '@/features/lists/ListPage'
import { sharedItemLoader } from '@/features/lists/shared-item-loader'

export const Route = createFileRoute('/News')({
  staticData: { title: 'News', section: 'News & Events', notifyTopic: 'news' },
  validateSearch: PAGE_SEARCH.datedList,
  // Typed here: inferred, it would make the route's type depend on itself (the list page reads this route's search).
  loaderDeps: ({ search }: { search: DatedListSearch }) => ({ item: search.item }),
  // A shared notice's link names it (`?item=`): rendered with the list (the optional server, which WhatsApp's
  // crawler reads), the page previews as that notice.
  loader: sharedItemLoader('news', newsAllQuery),
  head: routeHead,
  component: NewsPage,
})

function NewsPage() {
  return <ListPage page={NEWS_PAGE} />
}
