import { createContext, useContext } from 'react'
import { useHydrated } from './use-hydrated'

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
