import { onlineRegistrationQuery } from '@/api/online-registration.queries'
import { createFileRoute } from '@tanstack/react-router'
import { notificationsQuery } from '@/api/notification.queries'
import { loadsOutsideTheBrowser, prefetch } from '@/api/prefetch'
import { routeHead } from '@/config/page-head'
import { HomePage } from '@/features/home/HomePage'

/**
 * The registration banner sits above everything else on the page, so if it appeared after the page it would push
 * the whole page down (layout shift). Unless an earlier answer is in the cache, the page waits for its call this
 * long at most; a slower answer still shows it.
 */
const REGISTRATION_BANNER_WAIT_MS = 800

export const Route = createFileRoute('/')({
  staticData: { title: 'Home' },
  loader: async ({ context: { queryClient } }) => {
    // The banner's call, the only one that holds up the page, starts at once.
    const registration = onlineRegistrationQuery()
    // On a server, only the banner is the page's HTML (the sections below the slider render in the browser);
    // prerendering asks nothing (prefetch.ts).
    if (loadsOutsideTheBrowser(queryClient)) return prefetch(queryClient, registration)
    const known = queryClient.getQueryData(registration.queryKey) !== undefined
    const answered = queryClient.query(registration).catch(() => undefined)
    // The notification popup's call and those of the sections below the slider start with it (their code is a
    // chunk of its own, with the calls' schemas).
    prefetch(queryClient, notificationsQuery())
    import('@/features/home/home-below-fold-data').then(
      ({ prefetchHomeBelowFold }) => prefetchHomeBelowFold(queryClient),
      () => {
        // Not downloaded: the sections' own queries ask when they render, and show their errors.
      },
    )
    if (known) return
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, REGISTRATION_BANNER_WAIT_MS))])
  },
  head: routeHead,
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage />
}
