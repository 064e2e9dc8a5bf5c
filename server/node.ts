import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { JSDOM } from 'jsdom'
import { answerApiCallsWith } from '../src/api/base-url'
import { sanitizeInWindow } from '../src/shared/sanitize-html'
import { config } from '../src/config/env'
import { PAGES } from '../src/config/site-map'
import { LANGS, publicPathOf } from '../src/config/languages'
import { loadSchoolLists, renderPageWithData } from '../src/entry-server'
import { pageFileOf } from '../src/shared/page-markup'
import { createApp } from './app'
import { createBackendCache } from './backend-cache'
import { withCompression } from './compression'
import { createPreviewImageSizes } from './preview-image-size'
import { parsePushSettings, startPushService } from './push/push-service'
import { APP_MANIFEST } from '../src/config/app-manifest'
import { createResizedPhotos, type ResizedPhotos } from './resized-photos'
import { EDITOR_PATH, headersForPath, headersOfHeadersFile } from '../policy/headers'
import { DEFAULT_HOST, parseServerConfig, ServerConfigError } from './server-config'
import { SLOW_CLIENT_LIMITS } from './slow-clients'
import { staticFiles } from './static-files'

/**
 * `npm start`: the optional server on Node. It serves the production build in `dist/` (SITE_DIST to
 * serve another) and the school's backend on the site's own origin through its cache. Node's own APIs stay in this
 * file and static-files.ts; app.ts is the handler any runtime could host.
 */
const GRACEFUL_SHUTDOWN_MS = 10_000

function log(line: string) {
  process.stdout.write(`${line}\n`)
}

function start() {
  const root = resolve(process.env.SITE_DIST ?? 'dist')
  const { port, host, backendUrl, imageResizerUrl } = parseServerConfig(process.env, config)
  const backend = backendUrl ? createBackendCache({ backendUrl }) : undefined
  // Backend HTML (the principal's message) is sanitised by DOMPurify, which needs a window: jsdom's, as DOMPurify
  // itself recommends on a server. Nothing is ever loaded or run in it.
  sanitizeInWindow(new JSDOM('').window)
  // Pages rendered here call the backend through its cache, with no trip over the network.
  if (backend)
    answerApiCallsWith({
      origin: `http://${host}:${port}`,
      fetch: (request) => backend.handle(request),
      sendsPages: true,
    })
  const headersFile = readFileSync(join(root, '_headers'), 'utf8')
  // Every page in both languages (`/Events` and `/hi/Events`), as the build prerendered them.
  const shells = new Map<string, string>(
    PAGES.flatMap(({ path }) =>
      LANGS.map((lang) => {
        const publicPath = publicPathOf(path, lang)
        return [publicPath, readFileSync(join(root, pageFileOf(publicPath)), 'utf8')] as const
      }),
    ),
  )
  const siteResizer = config.imageResizer?.startsWith('/') ? config.imageResizer : undefined
  const photoOrigins = [backendUrl, config.apiBaseUrl, ...config.mediaOrigins].filter((origin) => origin !== undefined)
  const photos =
    siteResizer && imageResizerUrl
      ? createResizedPhotos({
          siteTemplate: siteResizer,
          resizerTemplate: imageResizerUrl,
          photoOrigins,
          mediaOrigins: config.mediaOrigins,
          clientOf: clientAddressOf,
        })
      : undefined
  // Notifications to parents' phones: from a live build's server, which has a backend to watch.
  const push =
    backend && !config.mocking
      ? startPushService({
          settings: parsePushSettings(process.env, config.siteUrl),
          icon: APP_MANIFEST.icons[0]?.src ?? '/favicon.svg',
          clientOf: clientAddressOf,
          log,
        })
      : undefined
  const app = createApp({
    photos,
    push: push?.routes,
    backend,
    schoolCode: config.schoolCode,
    // File URLs in a page must be the same in its HTML and in the browser (api/base-url.ts): without the backend's
    // origin in the build, the pages stay as the build wrote them.
    pages: config.apiBaseUrl
      ? {
          shellOf: (path) => shells.get(path),
          render: renderPageWithData,
          lists: loadSchoolLists,
          siteUrl: config.siteUrl,
          // A preview photo on the site (its resizer a path of the site) is read from the copies here, not over the
          // network from the site's public address.
          previewImageSizes: createPreviewImageSizes({
            fetch: photos ? photosHereFirst(photos, config.siteUrl) : fetch,
          }),
        }
      : undefined,
    securityHeaders: headersOfHeadersFile(headersFile),
    editorSecurityHeaders: headersForPath(headersFile, EDITOR_PATH),
    log,
    files: staticFiles(root),
  })
  const server = serve(
    {
      fetch: withCompression(push ? push.withKeyInPages(app.fetch) : app.fetch),
      port,
      hostname: host,
      serverOptions: SLOW_CLIENT_LIMITS,
    },
    () => {
      log(`Serving ${root} on http://${host}:${port}; backend: ${backendUrl ?? 'none (demo data in the browser)'}`)
      if (host === DEFAULT_HOST) log('On the loopback only: put nginx in front, or set HOST=0.0.0.0 to serve visitors.')
      if (siteResizer && !photos) {
        log(
          `Photos at ${siteResizer} are left to nginx in front (deploy/image-resizer*.conf); set IMAGE_RESIZER_URL to serve them here.`,
        )
      }
      if (photos) log(`Photos at ${siteResizer} made by ${imageResizerUrl} and kept here.`)
    },
  )
  // A service manager's stop (SIGTERM) or Ctrl-C: answers under way finish, new connections are refused.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`)
      push?.stop()
      server.close(() => process.exit(0))
      setTimeout(() => process.exit(0), GRACEFUL_SHUTDOWN_MS).unref()
    })
  }
}

/**
 * The client's address: the connection's; or, when the connection is nginx's on this machine (the loopback), the
 * address nginx saw, the last of X-Forwarded-For (deploy/server-front-site.nginx.conf adds it; earlier entries are
 * the client's own claims).
 */
function clientAddressOf(c: Context): string {
  const address = getConnInfo(c).remote.address ?? ''
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  return loopback && forwarded ? forwarded : address
}

/** `fetch`, but a copy of a photo on the site's own address is answered by `photos`. */
function photosHereFirst(photos: ResizedPhotos, siteUrl: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin === new URL(siteUrl).origin && photos.handles(url)) return photos.answer(new Request(url, init))
    return fetch(input, init)
  }
}

try {
  start()
} catch (error) {
  process.stderr.write(
    `The server did not start. ${error instanceof ServerConfigError ? error.message : String(error)}\n`,
  )
  process.exitCode = 1
}
