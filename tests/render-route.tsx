import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { App } from '@/App'
import { createQueryClient, startQueryPersistence } from '@/query-client'
import { createAppRouter } from '@/router'

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

/**
 * One visit as a browser makes it: a new QueryClient (no retries) restored from localStorage and saving to it, and
 * the real route tree at `path`. `stopSaving` ends the saving (call it when the visit is over).
 */
export async function visitWithSavedCache(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const stopSaving = await startQueryPersistence(queryClient)
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(<App queryClient={queryClient} router={router} />)
  return { ...view, queryClient, stopSaving }
}

/** The URL every mocked backend call goes to in tests (jsdom's origin; no VITE_API_BASE_URL is set). */
export const API = 'http://localhost:3000/api'

/** Render a page and wait for its one h1 (the site map's title) and its document title; returns its `main`. */
export async function openPage(path: string, title: string) {
  const view = renderRoute(path)
  const main = await screen.findByRole('main')
  expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1)
  await expect.poll(() => document.title).toContain(title)
  return { ...view, main }
}
