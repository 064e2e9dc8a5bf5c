import { createContext, useContext, useSyncExternalStore } from 'react'
import { isRenderForTheServer } from '@/api/base-url'
import { RENDERED_URL_ATTRIBUTE, SAME_ORIGIN_API_ATTRIBUTE } from '@/config/page-markers'
import { subscribeToNothing, useHydrated } from './use-hydrated'

/**
 * Whether the page's HTML carries backend data: true when the optional server rendered it at request time with its
 * data (server/render-page.ts), or a live build with a current snapshot (first-visit/page-snapshot.ts), and in the
 * browser's render that takes that HTML over; false for the other prerendered pages, which hold every data section
 * loading.
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
 * Whether the page's HTML was rendered for the optional server to send: in its render, as the server says
 * (api/base-url.ts); in the browser, whether #root is marked with the address it rendered (main.tsx).
 */
const renderedByServer = () =>
  typeof document === 'undefined'
    ? isRenderForTheServer()
    : document.getElementById('root')?.hasAttribute(RENDERED_URL_ATTRIBUTE) === true

/**
 * Whether the optional server sent this page, and with it offers the site's feeds (the events calendar, the news
 * feed). In the server's render and the render that hydrates it: whether the server rendered the HTML with its data
 * (it has them then; a prerendered page does not, nor does a live build's snapshot, which a static host serves);
 * afterwards, whether the server marked the page.
 */
export function useServerFeeds(): boolean {
  const htmlHasData = useContext(HtmlDataContext)
  return useSyncExternalStore(subscribeToNothing, servedByServer, () => htmlHasData && renderedByServer())
}
