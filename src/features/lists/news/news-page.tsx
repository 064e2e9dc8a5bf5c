import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { News } from '@/api/news.schema'
import { newsAllQuery } from '@/api/news.queries'
import { datedListFilters } from '@/features/lists/dated-list-filters'
import { EmptyState } from '@/features/lists/EmptyState'
import type { ListPageDescription } from '@/features/lists/list-page'
import { newsStructuredData } from '@/features/lists/item-structured-data'
import { listRoute } from '@/features/lists/use-list-search'
import type { DatedListSearch } from '@/shared/list-search-params'
import { anchoredNews, listAnchors } from '@/selectors/item-anchor'
import { NewsCard } from './NewsCard'

/** The date News files a notice under: its fromDate. */
const newsDate = (news: News) => news.fromDate

/** News: year (default this year), month and title search on fromDate; Total Count; news cards. */
export const NEWS_PAGE: ListPageDescription<News, DatedListSearch> = {
  ...listRoute('/News'),
  query: newsAllQuery,
  queryLabel: msg`the news`,
  filters: datedListFilters(newsDate),
  recordDate: newsDate,
  searchBox: { label: msg`Search by title`, placeholder: msg`News title` },
  countLabel: msg`Total Count`,
  noun: msg`news`,
  listLabel: () => msg`News`,
  listClassName: 'list-grid list-grid--wide',
  keyOf: (news) => news._id ?? news.title,
  renderCard: (news, _view, anchor) => <NewsCard news={news} anchor={anchor} />,
  anchorsOf: (records) => listAnchors('news', records, anchoredNews),
  structuredDataOf: newsStructuredData,
  renderEmpty: () => (
    <EmptyState
      title={<Trans>News title</Trans>}
      message={<Trans>No news matches the selected year, month and search.</Trans>}
    />
  ),
}
