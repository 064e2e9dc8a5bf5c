import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHARE_NAME_MAX_LENGTH } from '@/config/constants'
import { LIST_PAGE_SIZE } from '@/selectors/list-window'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

// The first render of the route tree takes seconds on a shared two-core machine.
const SLOW = { timeout: 10_000 }
/** jsdom's origin: the shared URL is absolute on it. */
const ORIGIN = 'http://localhost:3000'

/** News item n (1-based) of 2026, on day 31 - n of October: the list shows them in that order, newest first. */
function newsNumber(n: number) {
  return { _id: `n${n}`, title: `News number ${n}`, fromDate: `2026-10-${String(31 - n).padStart(2, '0')}` }
}
/** More news than one page of the window. */
const NEWS = Array.from({ length: LIST_PAGE_SIZE + 10 }, (_, index) => newsNumber(index + 1))
const FIRST = newsNumber(1)
const SECOND = newsNumber(2)
/** On the second page of the window: not rendered until the list brings it in. */
const DEEP = newsNumber(LIST_PAGE_SIZE + 5)
const DEEP_PATH = `/News?year=2026&item=news-${DEEP._id}#news-${DEEP._id}`
const DEEP_URL = `${ORIGIN}${DEEP_PATH}`

function serveNews() {
  server.use(http.get(`${API}/news/all/:code`, () => HttpResponse.json(NEWS)))
}

/** Browser APIs defined per test, removed after it (jsdom has neither share nor clipboard of its own). */
function defineOnNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'))
  // jsdom does not scroll; the list page scrolls the shared item into view.
  Element.prototype.scrollIntoView = vi.fn()
  serveNews()
})
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'canShare')
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('a shared link to a news item', () => {
  it('brings an item from the second page into the list, highlights and focuses it', async () => {
    renderRoute(DEEP_PATH)
    const heading = await screen.findByRole('heading', { level: 2, name: DEEP.title }, SLOW)
    const item = heading.closest('li')
    expect(item).toHaveAttribute('id', `news-${DEEP._id}`)
    await waitFor(() => expect(item).toHaveClass('list-target'))
    await waitFor(() => expect(item).toHaveFocus())
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    // The window starts at the item's page; the first page is one "Show earlier" away.
    expect(screen.queryByRole('heading', { level: 2, name: FIRST.title })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show earlier news' })).toBeVisible()
  })

  it('does nothing for a hash that matches no item', async () => {
    renderRoute('/News?year=2026#news-nothing-here')
    expect(await screen.findByRole('heading', { level: 2, name: FIRST.title }, SLOW)).toBeVisible()
    expect(document.querySelector('.list-target')).toBeNull()
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled()
  })
})

describe('the Share control of a news card', () => {
  it("opens the browser's share sheet with the title, text and the item's URL", async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    defineOnNavigator('share', share)
    // As phones answer: nothing to share without data; an item with a URL can be shared.
    defineOnNavigator('canShare', (data?: ShareData) => data !== undefined && 'url' in data)
    const { user } = renderRoute('/News?year=2026')
    await user.click(await screen.findByRole('button', { name: `Share ${SECOND.title}` }, SLOW))
    expect(share).toHaveBeenCalledWith({
      title: SECOND.title,
      text: SECOND.title,
      url: `${ORIGIN}/News?year=2026&item=news-${SECOND._id}#news-${SECOND._id}`,
    })
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })

  it('takes a cancelled share sheet quietly', async () => {
    defineOnNavigator('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')))
    const { user } = renderRoute('/News?year=2026')
    await user.click(await screen.findByRole('button', { name: `Share ${SECOND.title}` }, SLOW))
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('without a share sheet offers WhatsApp and Copy link, which copies and says so', async () => {
    const { user } = renderRoute(DEEP_PATH)
    const writeText = vi.fn().mockResolvedValue(undefined)
    defineOnNavigator('clipboard', { writeText })
    const button = await screen.findByRole('button', { name: `Share ${DEEP.title}` }, SLOW)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')

    const card = button.closest('li') as HTMLElement
    const whatsApp = within(card).getByRole('link', { name: /WhatsApp/ })
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent(DEEP_URL))
    expect(whatsApp).toHaveAttribute('target', '_blank')
    expect(whatsApp.getAttribute('rel')).toContain('noopener')

    await user.click(within(card).getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(DEEP_URL)
    expect(within(card).getByRole('status')).toHaveTextContent('Link copied')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes its menu with Escape and gives the focus back to the button', async () => {
    const { user } = renderRoute('/News?year=2026')
    const button = await screen.findByRole('button', { name: `Share ${FIRST.title}` }, SLOW)
    await user.click(button)
    await user.tab()
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('shows the link selected in a field when the clipboard is refused', async () => {
    const { user } = renderRoute('/News?year=2026')
    defineOnNavigator('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    })
    await user.click(await screen.findByRole('button', { name: `Share ${FIRST.title}` }, SLOW))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    const field = await screen.findByRole('textbox', { name: 'Copy this link' })
    expect(field).toHaveValue(`${ORIGIN}/News?year=2026&item=news-${FIRST._id}#news-${FIRST._id}`)
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveFocus()
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
  })
})

describe('news items with the same id', () => {
  const TWINS = [
    { _id: 'dup', title: 'Twin one', fromDate: '2026-10-20' },
    { _id: 'dup', title: 'Twin two', fromDate: '2026-10-19' },
  ]

  it('each card has an anchor of its own, its Share link lands on it, and so does the link', async () => {
    server.use(http.get(`${API}/news/all/:code`, () => HttpResponse.json(TWINS)))
    const share = vi.fn().mockResolvedValue(undefined)
    defineOnNavigator('share', share)
    const { user } = renderRoute('/News?year=2026#news-dup-2')
    const second = (await screen.findByRole('heading', { level: 2, name: 'Twin two' }, SLOW)).closest('li')
    const first = screen.getByRole('heading', { level: 2, name: 'Twin one' }).closest('li')
    expect(first).toHaveAttribute('id', 'news-dup')
    expect(second).toHaveAttribute('id', 'news-dup-2')
    await waitFor(() => expect(second).toHaveClass('list-target'))
    expect(first).not.toHaveClass('list-target')
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Share Twin two' }))
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${ORIGIN}/News?year=2026&item=news-dup-2#news-dup-2` }),
    )
  })
})

describe('a news item with a 100,000-character title', () => {
  it('has a Share button whose name and WhatsApp link are capped', async () => {
    const title = `Notice ${'very long '.repeat(10_000)}`
    server.use(
      http.get(`${API}/news/all/:code`, () => HttpResponse.json([{ _id: 'long', title, fromDate: '2026-10-20' }])),
    )
    const { user } = renderRoute('/News?year=2026')
    const button = await screen.findByRole('button', { name: /^Share Notice very long/ }, SLOW)
    const name = button.getAttribute('aria-label') ?? ''
    expect(name.length).toBeLessThanOrEqual('Share '.length + SHARE_NAME_MAX_LENGTH)
    expect(name.endsWith('…')).toBe(true)
    await user.click(button)
    const href = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? ''
    expect(href.length).toBeLessThan(1000)
    expect(new URL(href).searchParams.get('text')).toMatch(
      /… http:\/\/localhost:3000\/News\?year=2026&item=news-long#news-long$/,
    )
  })
})
