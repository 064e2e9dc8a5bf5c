import { setupI18n } from '@lingui/core'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { storedToken, usableToken } from '@/api/backend-request'
import { OFFLINE_WORKER_FILE } from '@/components/layout/release-worker'
import { startVisit } from '@/components/ui/visit-memory'
import { AFTER_LOAD_DELAY_MS } from '@/config/constants'
import { config } from '@/config/env'
import { activateCatalog } from '@/i18n/catalog'
import { hrefIn, langOfPath } from '@/config/languages'
import { rememberedLang } from '@/components/layout/chosen-language'
import { carriesCurrentSnapshot, endOldSnapshot } from '@/first-visit/page-snapshot'
import '@/first-visit/page-snapshot.css'
import { SNAPSHOT_AT_ATTRIBUTE } from '@/shared/page-markup'
import { createQueryClient, startQueryPersistence } from './query-client'
import { createAppRouter } from './router'
// After the app: its print rules must come after the layout's own rules (components/layout/*.css) to override them.
import '@/styles/global.css'

async function enableMocking() {
  // __API_MOCKING__ is a build-time constant: in a live build this branch, and msw with it, is dropped.
  if (!__API_MOCKING__) return
  try {
    const { worker } = await import('../mocks/browser')
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  } catch (error) {
    // No service worker (blocked, private mode): render anyway; the sections show their error states.
    console.warn('[mocks] demo data unavailable:', error)
  }
}

/** Run `callback` once the page has loaded and settled (AFTER_LOAD_DELAY_MS after its load event). */
function afterPageSettles(callback: () => void) {
  const later = () => setTimeout(callback, AFTER_LOAD_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/**
 * Live builds only: the offline worker (build/pwa-plugin.ts). In mock builds MSW owns the service worker.
 * Registered with workbox-window and nothing listening to it: a new release's worker installs, takes over
 * (skipWaiting, clientsClaim) and serves the next navigation, and the page open now is never reloaded under its
 * reader. vite-plugin-pwa's registerSW did reload it when the new worker took control (and a half-typed TC
 * form was lost). The page keeps its own code; a chunk it later finds gone is release-reload.ts's to handle.
 */
function registerOfflineWorker() {
  if (__API_MOCKING__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  afterPageSettles(() => {
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox(`${import.meta.env.BASE_URL}${OFFLINE_WORKER_FILE}`).register())
      .catch(() => {
        // No offline reading this time; the site works the same online.
      })
  })
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// "New" badges compare record dates with the visitor's previous visit (read, then this one saved, on this device).
startVisit()

/** The page's language is its address's (src/config/languages.ts); its catalogue starts loading at once. */
const lang = langOfPath(window.location.pathname)
document.documentElement.lang = lang
const i18n = setupI18n()
const catalogLoaded = activateCatalog(i18n, lang)

/**
 * A visitor who chose Hindi and comes back to the home page's address (a bookmark, the installed app, a link typed
 * by hand) is taken to the Hindi home page; any other English address is the English page it names.
 */
const chosenLang = rememberedLang()
const goesToChosenLang = lang === 'en' && window.location.pathname === '/' && chosenLang === 'hi'
if (goesToChosenLang) window.location.replace(hrefIn(window.location.href, chosenLang))

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient, lang, i18n })

/**
 * Whether this document is the page rendered for this very address: prerendered by the build (which marks #root
 * with its path, build/prerender-plugin.ts), or by the optional server at request time (which marks it with the
 * whole address it rendered, query string included, server/render-page.ts). Anything else starts afresh: the dev
 * server, a query string on a prerendered page (`/Gallery?year=2024`: the filters change what the page shows), the
 * home page served as the fallback for an address without a file of its own.
 */
function isRenderedForThisAddress(root: HTMLElement): boolean {
  const { pathname, search } = window.location
  if (root.dataset.renderedUrl !== undefined) return root.dataset.renderedUrl === `${pathname}${search}`
  return root.dataset.prerenderedPath === pathname && search === ''
}

/**
 * A live build's data page carries a snapshot of its data (first-visit/page-snapshot.ts); whether it is current was
 * decided once, by the page's check in `<head>` before the first paint, and is read here.
 */
const snapshotIsCurrent = carriesCurrentSnapshot(document.documentElement, config.snapshotMaxAgeHours)
/** The page's snapshot is past its bound: it is hidden (page-snapshot.css), and the app renders the page afresh. */
const snapshotIsOld = document.documentElement.hasAttribute(SNAPSHOT_AT_ATTRIBUTE) && !snapshotIsCurrent

/**
 * The page's HTML carries its backend data (which comes in the page, for the router): the optional server rendered
 * it so, or it is a live build's page with a current snapshot.
 */
function htmlHasData(root: HTMLElement): boolean {
  return root.dataset.renderedUrl !== undefined || snapshotIsCurrent
}

/** The head tags a prerendered page carries for its own address (src/config/page-head.ts). */
const PRERENDERED_HEAD_TAGS =
  'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], ' +
  'link[rel="alternate"][hreflang]'

/** Renders the app afresh into an empty #root (or one holding another address's page, which it replaces). */
async function renderAfresh(root: HTMLElement) {
  // The saved query cache is restored before the first render (synchronous storage: a few milliseconds), so the
  // loaders find last visit's data and a repeat visit shows it before the network answers.
  // The first page's code and loader have run before the first render, and that render is a transition: React
  // renders the whole page in slices and yields to the browser between them, so a phone's main thread is never
  // blocked for long (Total Blocking Time). Left to the router, the page would render in one piece when
  // its loader finished. A failed load is the router's to show (its error and not-found pages), so render anyway.
  await Promise.all([enableMocking(), startQueryPersistence(queryClient), catalogLoaded])
  await router.load().catch(() => undefined)
  // Another address's prerendered page (the fallback, a query string) brought that page's head tags: the app's
  // own <HeadContent /> writes this page's, so the old ones go, or every tag would be there twice.
  if (root.dataset.prerenderedPath !== undefined || root.dataset.renderedUrl !== undefined) {
    for (const tag of document.head.querySelectorAll(PRERENDERED_HEAD_TAGS)) tag.remove()
  }
  const reactRoot = createRoot(root)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={router}
          i18n={i18n}
          onFirstCommit={snapshotIsOld ? () => endOldSnapshot(document.documentElement) : undefined}
        />
      </StrictMode>,
    )
  })
}

/**
 * Takes over the prerendered page: React attaches to the HTML the build wrote instead of rendering it again, and
 * the router picks up the state the server rendered it with (RouterClient). The first render must be the server's
 * exactly, so the saved query cache is restored only once that render has committed (before any section subscribes
 * to its query): the hydrating render shows the data sections loading, as the HTML does, and the next one shows
 * the saved data.
 */
async function hydratePrerendered(root: HTMLElement) {
  // The demo build's sections ask MSW for their data as soon as they mount.
  await Promise.all([enableMocking(), catalogLoaded])
  const withData = htmlHasData(root)
  const restoreSavedData = () => {
    void startQueryPersistence(queryClient)
    // The server renders as a visitor without a token (contract, "Auth"); a visitor with one gets the token's
    // answers, as on any other page.
    if (withData && usableToken(storedToken())) void queryClient.invalidateQueries()
  }
  hydrateRoot(
    root,
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        i18n={i18n}
        routerView={<RouterClient router={router} />}
        onFirstCommit={once(restoreSavedData)}
        htmlHasData={withData}
      />
    </StrictMode>,
  )
}

/** `callback`, to be run at most once (StrictMode runs effects twice in development). */
function once(callback: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    callback()
  }
}

if (!goesToChosenLang) {
  void (
    isRenderedForThisAddress(container) && !snapshotIsOld ? hydratePrerendered(container) : renderAfresh(container)
  ).then(registerOfflineWorker)
}
