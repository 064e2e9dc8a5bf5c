import { Hono } from 'hono'
import { apiProxy, type ApiProxyOptions } from './api-proxy'
import { dataPages, type PageRenderer } from './data-pages'
import { feedRoutes, type FeedSource } from './feed-routes'
import { health } from './health'
import { photoCopies } from './photo-copies'
import { requestLog } from './request-log'
import type { ResizedPhotos } from './resized-photos'
import { securityHeaders, type HeaderLines } from './security-headers'

/**
 * The optional server's request handler, on Hono: it knows nothing of the runtime that hosts it. The Node edge
 * (node.ts) adds the build's files, compression and the push key in pages, and starts it; another runtime would add
 * its own. Each concern is a named part in its own file, with its options.
 */
export interface AppOptions extends ApiProxyOptions {
  /** The deployment's security headers (the build writes them to `_headers`), set on every answer that lacks one. */
  securityHeaders: HeaderLines
  /** The content editor's (/admin/): its own policy, which the site's would stop (security-headers.ts). */
  editorSecurityHeaders?: HeaderLines
  /** One line a request. */
  log: (line: string) => void
  /** Notifications to parents' phones (push/push-subscriptions.ts): the subscription's address, before the API. */
  push?: Hono
  /** Photo copies on the site's own origin (resized-photos.ts), when the build's resizer is a path on the site. */
  photos?: ResizedPhotos
  /** Rendering at request time, and the feeds; without it (or without a backend) every page is its prerendered file. */
  pages?: PageRenderer & FeedSource
  /** The hosting runtime's files (node.ts: static-files.ts), after the server's own parts, and its not-found page. */
  files?: Hono
}

/**
 * A request's way through, top to bottom: it leaves at the first part that answers it. The log and the security
 * headers wrap every answer, whichever part made it.
 */
export function createApp(options: AppOptions): Hono {
  const { push, photos, pages, backend, files, log } = options
  const app = new Hono()
  app.use(requestLog(log))
  app.use(securityHeaders({ site: options.securityHeaders, editor: options.editorSecurityHeaders }))
  app.route('/', health())
  if (push) app.route('/', push)
  app.route('/', apiProxy(options))
  if (photos) app.route('/', photoCopies(photos))
  if (pages && backend) {
    app.route('/', feedRoutes(pages))
    app.route('/', dataPages({ pages, securityHeaders: options.securityHeaders, log }))
  }
  if (files) app.route('/', files)
  return app
}
