/// <reference types="vite-plugin-pwa/client" />
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadHttpClient } from '@/api/backend-request'
import { AFTER_LOAD_DELAY_MS } from '@/config/constants'
import { createQueryClient, startQueryPersistence } from './query-client'
import { createAppRouter } from './router'
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

/** Live builds only: the offline worker (build/pwa-plugin.ts). In mock builds MSW owns the service worker. */
function registerOfflineWorker() {
  if (__API_MOCKING__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  afterPageSettles(() => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => {
        // No offline reading this time; the site works the same online.
      })
  })
}

/**
 * The HTTP client (api/http.ts) is not among the first screen's scripts: a first visit's first calls are answered
 * early. It loads once the page has settled, so that the next page's calls do not wait for it.
 */
function preloadHttpClient() {
  afterPageSettles(() => {
    loadHttpClient().catch(() => {
      // Loaded again by the next call that needs it.
    })
  })
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })

// The saved query cache is restored before the first render (synchronous storage: a few milliseconds), so the
// loaders find last visit's data and a repeat visit shows it before the network answers.
// The first page's code and loader have run before the first render, and that render is a transition: React
// renders the whole page in slices and yields to the browser between them, so a phone's main thread is never
// blocked for long (Total Blocking Time, issue 9). Left to the router, the page would render in one piece when
// its loader finished. A failed load is the router's to show (its error and not-found pages), so render anyway.
void Promise.all([enableMocking(), startQueryPersistence(queryClient)]).then(async () => {
  await router.load().catch(() => undefined)
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
  registerOfflineWorker()
  preloadHttpClient()
})
