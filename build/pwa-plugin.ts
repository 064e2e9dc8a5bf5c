import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { OFFLINE_WORKER_FILE } from '../src/components/layout/release-worker.ts'
import { APP_MANIFEST } from '../src/config/app-manifest.ts'
import {
  IMAGE_CACHE_MAX_AGE_S,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_NETWORK_TIMEOUT_S,
} from '../src/config/constants.ts'
import type { AppConfig } from '../src/config/env-schema'

/** public/push-worker.js: the offline worker's notifications (shown, and opened on a tap). */
const PUSH_WORKER_FILE = 'push-worker.js'

/** Files of public/ that belong to the shell (precached with index.html and its scripts and styles). */
const SHELL_PUBLIC_FILES = ['favicon.svg', 'logo.svg']

/*
 * The offline worker's routes. Workbox copies each matcher into sw.js as its source text, so a matcher can use nothing
 * from this file: it writes the content editor's address (EDITOR_PATH) and the backend's (API_PREFIX) as text, and
 * tests/unit/offline-worker-routes.test.ts holds them to those.
 */

/**
 * The site's pages; an API address opened as a page (same-origin backend) is the backend's, not kept, and the
 * content editor (/admin/) is always asked of the host.
 */
export const isSitePage = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/admin/')

/** The site's scripts and styles; not the editor's: they keep their names from one Decap version to the next. */
export const isSiteCode = ({ request, sameOrigin, url }: { request: Request; sameOrigin: boolean; url: URL }) =>
  sameOrigin &&
  (request.destination === 'script' || request.destination === 'style') &&
  !url.pathname.startsWith('/admin/')

/**
 * The site's images and the backend's image calls (/api/image?url=… and /api/image/…), which answer with CORS
 * headers (the TC download reads them with fetch): fetched in cors mode, so that the worker sees the real status.
 * Images on other hosts would answer opaquely (status 0, any status inside): not cached. Never a request that carries
 * the visitor's token.
 */
export const isImage = ({ request, url, sameOrigin }: { request: Request; url: URL; sameOrigin: boolean }) =>
  request.destination === 'image' &&
  !request.headers.has('Authorization') &&
  !url.pathname.startsWith('/admin/') &&
  (sameOrigin || /^\/api\/image(?:\/|$)/.test(url.pathname))

/** The precache holds the shell only: the files index.html loads, and index.html itself. */
function shellFilesOf(indexHtml: string): Set<string> {
  const urls = [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/^\//, ''),
  )
  return new Set(['index.html', ...SHELL_PUBLIC_FILES, ...urls.filter((url) => /\.(js|css)$/.test(url))])
}

/**
 * Offline reading for live builds: a Workbox service worker made by vite-plugin-pwa.
 * - precache: the shell only (index.html and what it loads), not every page chunk: mobile
 *   data is precious;
 * - navigations: network first with a short timeout, then the saved page, then the precached shell;
 * - page chunks (hashed, never change): cache first once loaded;
 * - images of the site and of the backend's image calls: cache first with an expiry, real successes only;
 * - notifications: public/push-worker.js, imported by the worker, shows a push and opens its page;
 * - the web app manifest (src/config/app-manifest.ts, "Install the site"): written as manifest.webmanifest and linked
 *   from index.html, so from every prerendered page. It is precached (about 1 KB, and revisioned with each build);
 *   its icons are not: the browser fetches them once, when the site is installed, and every other visitor would pay
 *   for them on the first visit.
 * Backend data is not the worker's: no route here keeps an API answer, not even one opened as a
 * page. The saved query cache (src/query-client.ts) is its one owner, for the instant repeat visit and for offline
 * reading alike: a page seen before opens offline with the shell from here and its data from there. A worker
 * answering the app's refetch from its own cache showed the old data, marked fresh for another five minutes, even
 * right after a release.
 * In mock builds the plugin is disabled (MSW owns the service worker there), and with it the manifest and its link;
 * `virtual:pwa-register` then resolves to a no-op, so main.tsx can import it either way.
 */
export function pwaPlugin(config: AppConfig): PluginOption {
  let outDir = resolve('dist')
  const buildFacts: Plugin = {
    name: 'pwa-build-facts',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
  }
  return [
    buildFacts,
    VitePWA({
      disable: config.mocking,
      strategies: 'generateSW',
      // Releases without harm. A new worker takes over as soon as it is installed (skipWaiting, clientsClaim below)
      // and the next navigation is the new release (network first). It never reloads the page: src/main.tsx
      // registers it with workbox-window and listens to nothing. (vite-plugin-pwa's own registerSW, with either
      // registerType, reloads the page when a new worker takes control; injectRegister: false keeps it out, and
      // registerType then only names what would be injected.)
      // An open tab of the previous release keeps working: its scripts are loaded, and its page chunks were never
      // precached (the shell only): they come from the `chunks` cache or the host, which keeps the previous
      // release's assets (deploy/publish.sh). The new worker's precache drops the old shell's entries as it
      // activates (Workbox deletes what its manifest no longer lists; cleanupOutdatedCaches only removes caches of
      // older Workbox versions). A chunk gone from the host too gets one full load (release-reload.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: APP_MANIFEST,
      includeManifestIcons: false,
      filename: OFFLINE_WORKER_FILE,
      workbox: {
        // Notifications to parents' phones: the push and notificationclick handlers, beside Workbox's.
        importScripts: [PUSH_WORKER_FILE],
        globPatterns: ['**/*.{js,css,html,svg}'],
        // admin/: the content editor (build/decap-plugin.ts, 6 MB of scripts for the school's office), never a
        // visitor's; its pages and scripts are not the worker's either (the routes below leave /admin/ alone).
        globIgnores: [
          'demo-files/**',
          'magazines/**',
          'images/**',
          'documents/**',
          'results/**',
          'audio/**',
          'admin/**',
        ],
        manifestTransforms: [
          (entries) => {
            const shell = shellFilesOf(readFileSync(resolve(outDir, 'index.html'), 'utf8'))
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] }
          },
        ],
        // Navigations go through the network-first route below, not straight to the precached index.html.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: isSitePage,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: NAVIGATION_NETWORK_TIMEOUT_S,
              expiration: { maxEntries: 60 },
              cacheableResponse: { statuses: [200] },
              // A page never opened before still gets the app shell (the SPA routes it).
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            urlPattern: isSiteCode,
            handler: 'CacheFirst',
            options: {
              cacheName: 'chunks',
              expiration: { maxEntries: 120 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: isImage,
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              fetchOptions: { mode: 'cors', credentials: 'omit' },
              expiration: {
                maxEntries: IMAGE_CACHE_MAX_ENTRIES,
                maxAgeSeconds: IMAGE_CACHE_MAX_AGE_S,
                purgeOnQuotaError: true,
              },
              // A real success only: not an opaque answer (status 0, which could be a 503 and costs megabytes of
              // quota each), not an error.
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ]
}
