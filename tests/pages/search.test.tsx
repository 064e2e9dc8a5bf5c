import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
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

  it("finds a magazine issue's page by its session, a link to the issue's address", async () => {
    renderRoute('/search?q=magazine%202023-2024')
    const pages = within(await group('Pages'))
    expect(pages.getByRole('link', { name: 'Magazine 2023-2024' })).toHaveAttribute('href', '/Magazine2024')
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

  it('one-letter words are no search, each word on its own', async () => {
    renderRoute(`/search?q=${encodeURIComponent('s '.repeat(100))}`)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 letters'), SLOW)
    expect(screen.queryAllByRole('region', { name: /\(\d+\)$/ })).toEqual([])
  })
})

describe('/search keeps what was typed', () => {
  const pageBox = async () =>
    within(await screen.findByRole('main', {}, SLOW)).findByRole('searchbox', { name: 'Search the site' }, SLOW)
  const PAUSE_MS = 600

  it('typing past the maxlength keeps the first 200 characters, in the box and the address', async () => {
    const { user, router } = renderRoute('/search')
    const box = await pageBox()
    expect(box).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX_LENGTH))
    await user.type(box, 'uniform '.repeat(32))
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    const kept = 'uniform '.repeat(32).slice(0, SEARCH_TEXT_MAX_LENGTH)
    expect(box).toHaveValue(kept)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: kept }))
    expect(box).toHaveValue(kept)
  })

  it('a longer ?q= in an address is cut to the maxlength, not dropped', async () => {
    const words = 'uniform '.repeat(40)
    renderRoute(`/search?q=${encodeURIComponent(words)}`)
    expect(await pageBox()).toHaveValue(words.slice(0, SEARCH_TEXT_MAX_LENGTH))
    expect(within(await group('Pages')).getByRole('link', { name: 'School Uniform' })).toBeVisible()
  })

  it('a 250-character search from the header opens /search with its first 200 characters', async () => {
    const { user } = renderRoute('/about')
    const header = await screen.findByRole('search', { name: 'Site search' }, SLOW)
    const headerBox = within(header).getByRole('searchbox', { name: 'Search the site' })
    expect(headerBox).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX_LENGTH))
    // Past the maxlength by script or paste: the form still sends no more than the address keeps.
    fireEvent.change(headerBox, { target: { value: 'uniform '.repeat(32).slice(0, 250) } })
    await user.click(within(header).getByRole('button', { name: 'Search' }))
    expect(await pageBox()).toHaveValue('uniform '.repeat(32).slice(0, SEARCH_TEXT_MAX_LENGTH).trim())
  })

  it.each(['[1,2]', '{"a":1}'])('q=%s gives an empty box, and later typing stays', async (q) => {
    const { user, router } = renderRoute(`/search?q=${encodeURIComponent(q)}`)
    const box = await pageBox()
    expect(box).toHaveValue('')
    await user.type(box, 'uniform')
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'uniform' }))
    expect(box).toHaveValue('uniform')
    expect(within(await group('Pages')).getByRole('link', { name: 'School Uniform' })).toBeVisible()
  })
})
