import { getRouteApi } from '@tanstack/react-router'
import type { News } from '@/api/news.schema'
import { DatedFilteredList } from '@/features/lists/DatedFilteredList'
import { NewsCard } from './NewsCard'

const routeApi = getRouteApi('/News')

const dateOf = (news: News) => news.fromDate

/** News filters on fromDate, count and cards. */
export function NewsFilteredList({ news }: { news: News[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  return (
    <DatedFilteredList
      items={news}
      dateOf={dateOf}
      search={search}
      onSearchChange={(patch, { replace }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
      placeholderTitle="News title"
      emptyMessage="No news matches the selected year, month and search."
      listLabel="News"
      listClassName="list-grid list-grid--wide"
      renderItem={(item) => <NewsCard news={item} />}
    />
  )
}
