/// <reference types="vite-plugin-pwa/client" />
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { OFFLINE_WORKER_REGISTER_DELAY_MS } from './config/constants'
import { createQueryClient, startQueryPersistence } from './query-client'
import { createAppRouter } from './router'
import './styles/global.css'

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

/**
 * Live builds only: the offline worker (build/pwa-plugin.ts), registered once the page has loaded and settled
 * (OFFLINE_WORKER_REGISTER_DELAY_MS). In mock builds MSW owns the service worker.
 */
function registerOfflineWorker() {
  if (__API_MOCKING__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    setTimeout(() => {
      void import('virtual:pwa-register')
        .then(({ registerSW }) => registerSW({ immediate: true }))
        .catch(() => {
          // No offline reading this time; the site works the same online.
        })
    }, OFFLINE_WORKER_REGISTER_DELAY_MS)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
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
})
