import type { QueryClient } from '@tanstack/react-query'
import { birthdaysAllQuery, birthdaysTodayQuery } from '@/api/birthday.queries'
import { eventsHomeQuery } from '@/api/event.queries'
import { galleryHomeQuery } from '@/api/gallery.queries'
import { highlightsQuery } from '@/api/highlight.queries'
import { newsHomeQuery } from '@/api/news.queries'
import { prefetch } from '@/api/prefetch'
import { principalMessagesQuery } from '@/api/principal-message.queries'

/** Start the calls of the home sections below the fold (HomeBelowFold.tsx). */
export function prefetchHomeBelowFold(queryClient: QueryClient): void {
  prefetch(queryClient, highlightsQuery())
  prefetch(queryClient, newsHomeQuery())
  prefetch(queryClient, eventsHomeQuery())
  prefetch(queryClient, birthdaysTodayQuery())
  prefetch(queryClient, birthdaysAllQuery())
  prefetch(queryClient, principalMessagesQuery())
  prefetch(queryClient, galleryHomeQuery())
}
