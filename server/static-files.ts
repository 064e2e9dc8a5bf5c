import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { IMMUTABLE_FILE_CACHE_CONTROL, NAMED_FILE_CACHE_CONTROL } from '../policy/caching'
import { EDITOR_PATH } from '../policy/headers'

/**
 * The build's files, served by the Node edge with the rules of deploy/site.nginx.conf (checked against the same
 * expectations in tests/unit/server-static-files.test.ts): pages at their addresses, `no-cache` so a release reaches
 * every visitor; hashed assets for a year, their brotli or gzip copy as the browser accepts; photos and documents for
 * an hour (policy/caching.ts); the not-found page with 404; build records never.
 */
export const REVALIDATE = 'no-cache'

/** Public files that keep their names when the school replaces one (deploy/site.nginx.conf's list). */
const MEDIA_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp|pdf|docx?|xlsx?|pptx?|mp3|m4a|ogg|wav|mp4|webm|woff2?)$/i
/** A page asked by its file name: `/about.html` (a plain name at the top only). */
const PAGE_FILE = /^\/([A-Za-z0-9_-]+)\.html$/
/** The last segment of a path has an extension: a file, not a page. */
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/

/** Sets `Cache-Control` on a file found (a 404 keeps its own: a missing asset must not be kept for a year). */
function cacheControl(valueFor: (path: string) => string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.ok || c.res.status === 304) c.res.headers.set('Cache-Control', valueFor(c.req.path))
  }
}

/** The build's files in `root`, and its not-found page for any address no part of the server answered. */
export function staticFiles(root: string): Hono {
  const notFoundPage = readFileSync(join(root, '404.html'), 'utf8')
  const notFound = (c: Context) => c.html(notFoundPage, 404, { 'Cache-Control': REVALIDATE })
  const app = new Hono()
  // Build records, deploy/publish.sh's records, and the not-found page by its own names are not pages.
  for (const path of ['/.vite/*', '/.publish/*', '/_headers', '/404.html', '/404']) app.all(path, notFound)
  // A page's file asked by its name goes to the page's address (the app would not know /about.html).
  app.get('*', async (c, next) => {
    const match = PAGE_FILE.exec(c.req.path)
    if (!match) return next()
    const search = new URL(c.req.url).search
    return c.redirect(`/${match[1] === 'index' ? '' : match[1]}${search}`, 301)
  })
  app.use(
    '/assets/*',
    cacheControl(() => IMMUTABLE_FILE_CACHE_CONTROL),
    serveStatic({ root, precompressed: true }),
  )
  // The content editor (build/decap-plugin.ts), as site.nginx.conf serves it: its folder's page at /admin/, and
  // /admin sent there (the editor finds its configuration and scripts relative to its address). Its files below
  // keep their names from one version to the next, so they are `no-cache` like pages.
  app.get(EDITOR_PATH.slice(0, -1), (c) => c.redirect(EDITOR_PATH, 301))
  // Its configuration as YAML (Hono knows no type for .yml; Decap notes any other in the console).
  app.get(`${EDITOR_PATH}*`, async (c, next) => {
    await next()
    if (c.res.ok && c.req.path.endsWith('.yml')) c.res.headers.set('Content-Type', 'text/yaml; charset=utf-8')
  })
  app.get(
    EDITOR_PATH,
    cacheControl(() => REVALIDATE),
    serveStatic({ root, rewriteRequestPath: () => `${EDITOR_PATH}index.html` }),
  )
  // No folder is a page (nginx answers a folder's address with 404, never a listing or its index).
  app.get('*', async (c, next) => (c.req.path !== '/' && c.req.path.endsWith('/') ? notFound(c) : next()))
  // Files that must be asked again on every visit get an ETag, so the answer is a 304 when nothing changed.
  app.get('*', etag({ weak: true }))
  app.get(
    '*',
    cacheControl((path) => (MEDIA_FILE.test(path) ? NAMED_FILE_CACHE_CONTROL : REVALIDATE)),
    serveStatic({
      root,
      rewriteRequestPath: (path) => (path === '/' ? '/index.html' : HAS_EXTENSION.test(path) ? path : `${path}.html`),
    }),
  )
  // Last: what no part answered (a sub-app's own `notFound` would not be kept when it is mounted).
  app.all('*', notFound)
  return app
}
