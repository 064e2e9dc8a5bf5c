import { useQuery } from '@tanstack/react-query'
import { newsAllQuery } from '@/api/news.queries'
import { QuerySection } from '@/components/ui/QuerySection'
import { NewsFilteredList } from './NewsFilteredList'

/** News: the year, month and title filters (on fromDate) over every news item, with its loading and error states. */
export function NewsList() {
  const query = useQuery(newsAllQuery())
  return (
    <QuerySection query={query} label="the news">
      {(news) => <NewsFilteredList news={news} />}
    </QuerySection>
  )
}
