import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createQueryClient } from './query-client'
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

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })

void enableMocking().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
})
