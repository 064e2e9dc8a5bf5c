import { setupI18n, type I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { App } from '@/App'
import { createQueryClient, startQueryPersistence } from '@/query-client'
import { createAppRouter } from '@/router'
import { langOfPath, type Lang } from '@/config/languages'
import { messages as englishMessages } from '@/locales/en/messages.po'
import { messages as hindiMessages } from '@/locales/hi/messages.po'

const CATALOGS = { en: englishMessages, hi: hindiMessages }

/** An i18n instance active in `lang`, as main.tsx makes one once the page's catalogue has loaded. */
export function i18nIn(lang: Lang): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: CATALOGS[lang] } })
}

/** The router and i18n instance of the app at `path`, in the language of its address. */
function appAt(path: string, queryClient: ReturnType<typeof createQueryClient>) {
  const lang = langOfPath(new URL(path, 'http://localhost').pathname)
  const i18n = i18nIn(lang)
  const history = createMemoryHistory({ initialEntries: [path] })
  return { i18n, router: createAppRouter({ queryClient, history, lang, i18n }) }
}

/** A component rendered alone in `lang` (Testing Library's `wrapper`), as the app provides its i18n instance. */
export function inLanguage(lang: Lang) {
  const i18n = i18nIn(lang)
  return function InLanguage({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>
  }
}

/** Render the real route tree at `path` in a memory history, with a fresh QueryClient that does not retry. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const { router, i18n } = appAt(path, queryClient)
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} router={router} i18n={i18n} />)
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
  const { router, i18n } = appAt(path, queryClient)
  const view = render(<App queryClient={queryClient} router={router} i18n={i18n} />)
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
