import { createContext, useContext, useSyncExternalStore } from 'react'
import { SAME_ORIGIN_API_ATTRIBUTE } from '@/config/page-markers'
import { subscribeToNothing, useHydrated } from './use-hydrated'

/**
 * Whether the page's HTML carries backend data: true when the optional server rendered it at request time with its
 * data (server/render-page.ts), and in the browser's render that takes that HTML over; false for the build's
 * prerendered pages, which hold every data section loading.
 */
export const HtmlDataContext = createContext(false)

/**
 * Whether a section may show what its query holds in this render. Always, once the page is hydrated. Before that
 * (the server's render and the browser's hydrating render, which must match it), only data the page's HTML carries:
 * a query the server had answered, which the browser finds in its cache from the page (router dehydrate/hydrate).
 * A call that failed or missed the server's deadline is not in the page: its section renders loading on both sides.
 */
export function useMayShowData(query: { status: 'pending' | 'error' | 'success' }): boolean {
  const hydrated = useHydrated()
  const htmlHasData = useContext(HtmlDataContext)
  return hydrated || (htmlHasData && query.status === 'success')
}

const servedByServer = () => document.documentElement.hasAttribute(SAME_ORIGIN_API_ATTRIBUTE)

/**
 * Whether the optional server sent this page, and with it offers the site's feeds (the events calendar, the news
 * feed). In the server's render and the render that hydrates it: whether the HTML was rendered there (it has them
 * then, a prerendered page does not); afterwards, whether the server marked the page.
 */
export function useServerFeeds(): boolean {
  const htmlHasData = useContext(HtmlDataContext)
  return useSyncExternalStore(subscribeToNothing, servedByServer, () => htmlHasData)
}
