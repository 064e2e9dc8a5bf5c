import { createFileRoute } from '@tanstack/react-router'
import { birthdaysAllQuery, birthdaysTodayQuery } from '../api/birthday.queries'
import { eventsHomeQuery } from '../api/event.queries'
import { galleryHomeQuery } from '../api/gallery.queries'
import { highlightsQuery } from '../api/highlight.queries'
import { newsHomeQuery } from '../api/news.queries'
import { notificationsQuery } from '../api/notification.queries'
import { onlineRegistrationQuery } from '../api/online-registration.queries'
import { prefetch } from '../api/prefetch'
import { principalMessagesQuery } from '../api/principal-message.queries'
import { pageHead } from '../config/page-head'
import { HomePage } from './-components/HomePage'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => {
    // Every home call starts at once; each section shows its own state, none holds up the page.
    prefetch(queryClient, onlineRegistrationQuery())
    prefetch(queryClient, notificationsQuery())
    prefetch(queryClient, highlightsQuery())
    prefetch(queryClient, newsHomeQuery())
    prefetch(queryClient, eventsHomeQuery())
    prefetch(queryClient, birthdaysTodayQuery())
    prefetch(queryClient, birthdaysAllQuery())
    prefetch(queryClient, principalMessagesQuery())
    prefetch(queryClient, galleryHomeQuery())
  },
  head: () => pageHead('/'),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage />
}
