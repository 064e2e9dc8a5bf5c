import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import type { PagePath } from '@/config/site-map'
import { firstCallsOf, type FirstCallEndpoint } from './first-calls'

/** A first call as the app makes it: the cache entry it fills, and the query that fills it. */
interface FirstCall {
  queryKey: QueryKey
  /** The query's data: from the cache while fresh, else asked for (queryClient.query). */
  fetch: (queryClient: QueryClient) => Promise<unknown>
}

function firstCall<TData, TKey extends QueryKey>(
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): FirstCall {
  return { queryKey: options.queryKey, fetch: (queryClient) => queryClient.query(options) }
}

/**
 * The query of each endpoint a page may declare as a first call. Each is imported dynamically so that no page's
 * chunk carries every schema. The module is one the page's own code imports statically anyway (the page reads
 * that query: tests/pages/first-calls.test.tsx checks it), so on arrival it is already in memory and the import
 * costs no round trip. The type makes a new first call in the site map fail to compile until its query is here.
 */
const QUERY_OF_FIRST_CALL: Record<FirstCallEndpoint, () => Promise<FirstCall>> = {
  onlineRegistration: () =>
    import('@/api/online-registration.queries').then((m) => firstCall(m.onlineRegistrationQuery())),
  principalMessages: () => import('@/api/principal-message.queries').then((m) => firstCall(m.principalMessagesQuery())),
  faculty: () => import('@/api/faculty.queries').then((m) => firstCall(m.facultyQuery())),
  circulars: () => import('@/api/circular.queries').then((m) => firstCall(m.circularsQuery())),
  toppers: () => import('@/api/topper.queries').then((m) => firstCall(m.toppersQuery())),
  galleryAll: () => import('@/api/gallery.queries').then((m) => firstCall(m.galleryAllQuery())),
  videos: () => import('@/api/video.queries').then((m) => firstCall(m.videosQuery())),
  eventsAll: () => import('@/api/event.queries').then((m) => firstCall(m.eventsAllQuery())),
  newsAll: () => import('@/api/news.queries').then((m) => firstCall(m.newsAllQuery())),
}

/** The first calls the site map declares for `path`, ready to make. */
export function firstCallsOfPage(path: PagePath): Promise<FirstCall[]> {
  return Promise.all(firstCallsOf(path).map((endpoint) => QUERY_OF_FIRST_CALL[endpoint]()))
}

/**
 * A route loader's work for most pages: start the page's declared first calls without holding up navigation (the
 * page renders at once and its sections show their own loading and error states; fresh data is not fetched again).
 */
export function prefetchFirstCalls(queryClient: QueryClient, path: PagePath): void {
  firstCallsOfPage(path).then(
    (calls) => {
      for (const call of calls) {
        call.fetch(queryClient).catch(() => {
          // The section's own useQuery shows the error and offers Retry.
        })
      }
    },
    () => {
      // The query's module did not load: the page's own queries ask when they render, and show their errors.
    },
  )
}
