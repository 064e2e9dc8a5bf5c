/**
 * The build's server entry (build/prerender-plugin.ts): renders one address of the site to HTML with the router's own
 * server rendering, for the page's prerendered file. Never part of the browser bundle.
 *
 * What a page holds: the frame, the page's fixed content and its data sections in their loading state. No backend or
 * demo data: the QueryClient is empty and the loaders do not fetch on the server (api/prefetch.ts), so
 * nothing in a page can be stale by a build.
 */
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { App } from './App'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/** The origin the router sees; pages hold paths only, never it. */
const RENDER_ORIGIN = 'http://localhost'

export interface RenderedPage {
  /** 200 for a page of the site, 404 for the not-found page. */
  status: number
  /** The app's markup (what goes inside #root), with the router's hydration scripts still inline. */
  html: string
}

/** React's static rendering: waits for every lazy route chunk and fails on any error (a missing page is no page). */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(element, {
    // One piece: a page's HTML is complete before anything is written, never streamed in parts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error)
    },
  })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  if (errors.length > 0) {
    const first = errors[0]
    throw new AggregateError(
      errors,
      `Prerendering failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`,
    )
  }
  return html
}

/** Renders `path` (a path of the site, or any other for the not-found page) as the router serves it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  try {
    const handler = createRequestHandler({
      request: new Request(new URL(path, RENDER_ORIGIN)),
      createRouter: () => createAppRouter({ queryClient }),
    })
    let failures: string[] = []
    const response = await handler(({ router, responseHeaders }) => {
      // A loader or a route that failed: the router renders its error screen with status 500; say what failed.
      failures = router.stores.matches
        .get()
        .filter((match) => match.status === 'error')
        .map((match) => `${match.routeId}: ${String(match.error)}`)
      return renderSsrHtmlResponse({
        router,
        responseHeaders,
        render: () =>
          renderToHtml(
            <StrictMode>
              <App queryClient={queryClient} router={router} routerView={<RouterServer router={router} />} />
            </StrictMode>,
          ),
      })
    })
    const html = await response.text()
    if (response.status >= 500) {
      throw new Error(
        `Prerendering ${path} failed with status ${response.status}: ${failures.join('; ') || 'see above'}`,
      )
    }
    return { status: response.status, html }
  } finally {
    // Queries built while rendering keep a garbage-collection timer (gcTime) that would keep the build running.
    queryClient.clear()
  }
}
