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

/**
 * The registration banner sits above everything else on the page, so if it appeared after the page it would push
 * the whole page down (layout shift). Unless an earlier answer is in the cache, the page waits for its call this
 * long at most; a slower answer still shows it.
 */
const REGISTRATION_BANNER_WAIT_MS = 800

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    // Every home call starts at once; each section shows its own state, none but the banner's holds up the page.
    const registrationKnown = queryClient.getQueryData(onlineRegistrationQuery().queryKey) !== undefined
    const registration = queryClient.query(onlineRegistrationQuery()).catch(() => undefined)
    prefetch(queryClient, notificationsQuery())
    prefetch(queryClient, highlightsQuery())
    prefetch(queryClient, newsHomeQuery())
    prefetch(queryClient, eventsHomeQuery())
    prefetch(queryClient, birthdaysTodayQuery())
    prefetch(queryClient, birthdaysAllQuery())
    prefetch(queryClient, principalMessagesQuery())
    prefetch(queryClient, galleryHomeQuery())
    if (registrationKnown) return
    await Promise.race([registration, new Promise((resolve) => setTimeout(resolve, REGISTRATION_BANNER_WAIT_MS))])
  },
  head: () => pageHead('/'),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage />
}
