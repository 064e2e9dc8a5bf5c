import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { albumSharePath } from '@/shared/album-address'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const SUB_GALLERY_URL = `${API}/subGallery`
/** The page's chunk (with the lightbox) is transformed on first use: allow it time. */
const SLOW = { timeout: 5000 }

const ITEM = {
  _id: 'sports',
  category: 'PhotoGallery',
  title: 'Annual Sports Day',
  description: 'March past and relay races.',
  date: '2026-11-14T04:30:00.000Z',
  attachments: ['gallery/sports-1.jpg', 'javascript:alert(1)', 'https://cdn.example.org/sports-3.jpg'],
}

describe('/SubGallery', () => {
  it('shows back link, Event Date, Updated On, Total Photos, title, description and the photo grid', async () => {
    let requestedId: string | null = null
    server.use(
      http.get(SUB_GALLERY_URL, ({ request }) => {
        requestedId = new URL(request.url).searchParams.get('id')
        return HttpResponse.json(ITEM)
      }),
    )
    renderRoute('/SubGallery?id=sports')
    expect(await screen.findByRole('heading', { level: 2, name: 'Annual Sports Day' }, SLOW)).toBeVisible()
    expect(requestedId).toBe('sports')
    expect(screen.getByRole('link', { name: /Back to Photo Gallery/ })).toHaveAttribute('href', '/Gallery')
    const facts = screen.getByText('Event Date').closest('dl') as HTMLElement
    expect(within(facts).getByText('Event Date').nextElementSibling).toHaveTextContent('14-11-2026')
    expect(within(facts).getByText('Updated On').nextElementSibling).toHaveTextContent('14-11-2026')
    // The javascript: attachment never reaches a src: two photos.
    expect(within(facts).getByText('Total Photos').nextElementSibling).toHaveTextContent('2')
    expect(screen.getByText('March past and relay races.')).toBeVisible()
    const grid = screen.getByRole('list', { name: 'Photos of Annual Sports Day' })
    const images = within(grid).getAllByRole('img')
    expect(images).toHaveLength(2)
    expect(images[0]).toHaveAccessibleName('Annual Sports Day: photo 1 of 2')
    expect(images[1]).toHaveAttribute('src', 'https://cdn.example.org/sports-3.jpg')
  })

  it('a numeric id in the URL is sent as text', async () => {
    let requestedId: string | null = null
    server.use(
      http.get(SUB_GALLERY_URL, ({ request }) => {
        requestedId = new URL(request.url).searchParams.get('id')
        return HttpResponse.json({ ...ITEM, _id: '123' })
      }),
    )
    renderRoute('/SubGallery?id=123')
    expect(await screen.findByRole('heading', { level: 2, name: 'Annual Sports Day' }, SLOW)).toBeVisible()
    expect(requestedId).toBe('123')
  })

  it('a shared link opens the album of exactly that id: 1e3, true, spaced and long ids', async () => {
    const requested: string[] = []
    server.use(
      http.get(SUB_GALLERY_URL, ({ request }) => {
        const id = new URL(request.url).searchParams.get('id') ?? ''
        requested.push(id)
        return HttpResponse.json({ ...ITEM, _id: id, title: `Album ${id.trim().slice(0, 20)}` })
      }),
    )
    for (const id of ['1e3', 'true', ' 12 ', 'x'.repeat(300)]) {
      const view = renderRoute(albumSharePath(id))
      expect(
        await screen.findByRole('heading', { level: 2, name: `Album ${id.trim().slice(0, 20)}` }, SLOW),
      ).toBeVisible()
      expect(requested.at(-1)).toBe(id)
      view.unmount()
    }
  })

  it('an id the address cannot carry exactly says "Gallery not found", not another album', async () => {
    // onUnhandledRequest is 'error': no album is asked for.
    renderRoute('/SubGallery?id=12345678901234567890')
    expect(await screen.findByRole('heading', { level: 2, name: 'Gallery not found' }, SLOW)).toBeVisible()
  })

  it("the album's Share link carries its id exactly", async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
    server.use(http.get(SUB_GALLERY_URL, () => HttpResponse.json({ ...ITEM, _id: '1e3' })))
    try {
      const { user } = renderRoute('/SubGallery?id=%221e3%22')
      await user.click(await screen.findByRole('button', { name: `Share ${ITEM.title}` }, SLOW))
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'http://localhost:3000/SubGallery?id=%221e3%22' }),
      )
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('clicking a photo opens the lightbox', async () => {
    server.use(http.get(SUB_GALLERY_URL, () => HttpResponse.json(ITEM)))
    const { user } = renderRoute('/SubGallery?id=sports')
    const grid = await screen.findByRole('list', { name: 'Photos of Annual Sports Day' }, SLOW)
    await user.click(within(grid).getAllByRole('button')[0] as HTMLElement)
    expect(await screen.findByRole('dialog', undefined, SLOW)).toBeInTheDocument()
  })

  it('an unknown id (404) shows a clear message inside the frame, without Retry', async () => {
    let calls = 0
    server.use(
      http.get(SUB_GALLERY_URL, () => {
        calls += 1
        return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      }),
    )
    renderRoute('/SubGallery?id=nope')
    expect(await screen.findByRole('heading', { level: 2, name: 'Gallery not found' }, SLOW)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery Detail' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
    expect(calls).toBe(1)
  })

  it('a missing id shows the message without calling the backend', async () => {
    // onUnhandledRequest is 'error': any call here would fail the test.
    renderRoute('/SubGallery')
    expect(await screen.findByRole('heading', { level: 2, name: 'Gallery not found' }, SLOW)).toBeVisible()
    expect(screen.getByRole('link', { name: /Back to Photo Gallery/ })).toBeVisible()
  })

  it('an item of another category is not shown as a photo gallery', async () => {
    server.use(http.get(SUB_GALLERY_URL, () => HttpResponse.json({ ...ITEM, category: 'Circular' })))
    renderRoute('/SubGallery?id=sports')
    expect(await screen.findByRole('heading', { level: 2, name: 'Gallery not found' }, SLOW)).toBeVisible()
    expect(screen.queryByText('Annual Sports Day')).toBeNull()
  })

  it('a server error shows the section error with Retry inside the frame', async () => {
    server.use(http.get(SUB_GALLERY_URL, () => new HttpResponse('boom', { status: 500 })))
    renderRoute('/SubGallery?id=sports')
    expect(await screen.findByRole('button', { name: 'Retry' }, SLOW)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery Detail' })).toBeVisible()
  })
})
