import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/** /search on the demo data (mocks/fixtures/), and on lists that fail. */
const SLOW = { timeout: 8000 }

const group = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) }, SLOW)

describe('/search', () => {
  it("finds fixed pages and backend records from the URL's words, grouped, each a link to the thing", async () => {
    renderRoute('/search?q=uniform')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the site' })).toHaveValue('uniform')
    const pages = within(await group('Pages'))
    expect(pages.getByRole('link', { name: 'School Uniform' })).toHaveAttribute('href', '/schoolUniform')
    const news = within(await group('News'))
    expect(news.getByRole('link', { name: 'Winter uniform from 1st November' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/News\?year=2026#news-[a-z0-9-]+$/),
    )
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results for “uniform”$/), SLOW)
  })

  it('typing updates the results and the URL (replacing the history entry); small typos still match', async () => {
    const { user, router } = renderRoute('/search')
    const box = await within(await screen.findByRole('main', {}, SLOW)).findByRole(
      'searchbox',
      { name: 'Search the site' },
      SLOW,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 letters')
    await user.type(box, 'admision')
    expect(within(await group('Pages')).getByRole('link', { name: 'Admission Procedure' })).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'admision' }))
    expect(router.history.length).toBe(1)
    await user.clear(box)
    await user.type(box, 'sports day')
    const albums = within(await group('Photo albums'))
    expect(albums.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/SubGallery\?id=/))
  })

  it('a keystroke searches without a navigation; the address follows once typing pauses, or at once on leaving the box', async () => {
    const { user, router } = renderRoute('/search')
    const box = await within(await screen.findByRole('main', {}, SLOW)).findByRole(
      'searchbox',
      { name: 'Search the site' },
      SLOW,
    )
    await screen.findByText('Type at least 2 letters', { exact: false }, SLOW)
    const navigations: string[] = []
    const stop = router.subscribe('onResolved', ({ toLocation }) => navigations.push(toLocation.href))
    await user.type(box, 'uniform')
    expect(within(await group('Pages')).getByRole('link', { name: 'School Uniform' })).toBeVisible()
    // Seven letters, no navigation yet: each one was searched where it was typed.
    expect(navigations).toEqual([])
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'uniform' }))
    expect(navigations).toEqual(['/search?q=uniform'])
    await user.type(box, ' winter')
    await user.tab()
    expect(router.state.location.search).toEqual({ q: 'uniform winter' })
    stop()
  })

  it('a list that fails is left out, and the status says so; the rest still answers', async () => {
    server.use(
      http.get(`${API}/news/all/:code`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(`${API}/events/All/:code`, () => new HttpResponse('<html>error</html>', { status: 200 })),
    )
    renderRoute('/search?q=sports')
    expect(await group('Photo albums')).toBeVisible()
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent('Some lists could not be loaded and are not searched.'),
      SLOW,
    )
    expect(screen.queryByRole('region', { name: /^News/ })).toBeNull()
  })

  it('says when nothing matches', async () => {
    renderRoute('/search?q=zzzzqqq')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzzqqq”'), SLOW)
  })
})
