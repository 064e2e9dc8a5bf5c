import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/App'
import { createQueryClient } from '../src/query-client'
import { createAppRouter } from '../src/router'

/** Render the real route tree at `path` in a memory history, with a fresh QueryClient that does not retry. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) })
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} router={router} />)
  return { ...view, router, queryClient, user }
}

/** The URL every mocked backend call goes to in tests (jsdom's origin; no VITE_API_BASE_URL is set). */
export const API = 'http://localhost:3000/api'
