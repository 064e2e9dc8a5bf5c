import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { eventsAll } from '../../mocks/fixtures/events'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/** /hi/search: the site search in Hindi, on the demo data (mocks/fixtures/) and a record typed in Hindi. */
const SLOW = { timeout: 8000 }

const group = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) }, SLOW)

/** An event as the staff may type it in Hindi, with a nukta in one word. */
const HINDI_EVENT = {
  _id: 'event-khel-diwas',
  title: 'वार्षिक खेल दिवस',
  description: 'दौड़ और रस्साकशी। फ़ोटो प्रतियोगिता भी होगी।',
  date: '2026-11-28',
  venue: 'खेल का मैदान',
  images: [],
  attachments: [],
}

describe('/hi/search', () => {
  it('is in Hindi: its box, its hint, and the pages titled in Hindi, each a Hindi link', async () => {
    const { user } = renderRoute('/hi/search')
    expect(await screen.findByRole('heading', { level: 1, name: 'खोजें' }, SLOW)).toBeVisible()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('search', { name: 'इस साइट में खोजें' })).toBeInTheDocument()
    const box = await within(main).findByRole('searchbox', { name: 'साइट में खोजें' }, SLOW)
    expect(box).toHaveAttribute('placeholder', 'प्रवेश, वर्दी, खेल दिवस…')
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent('कम से कम 2 अक्षर लिखें।'), SLOW)

    await user.type(box, 'प्रवेश')
    const pages = within(await group('पृष्ठ'))
    expect(pages.getByRole('link', { name: 'प्रवेश प्रक्रिया' })).toHaveAttribute('href', '/hi/admissionProcedure')
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent(/^“प्रवेश” के लिए \d+ परिणाम$/), SLOW)
  })

  it('finds a Hindi record in any usual spelling, and English words too', async () => {
    server.use(http.get(`${API}/events/All/:code`, () => HttpResponse.json([...eventsAll, HINDI_EVENT])))
    renderRoute(`/hi/search?q=${encodeURIComponent('फोटो खेल')}`)
    const events = within(await group('कार्यक्रम'))
    expect(events.getByRole('link', { name: 'वार्षिक खेल दिवस' })).toHaveAttribute(
      'href',
      '/hi/Events?year=2026#event-event-khel-diwas',
    )
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“फोटो खेल” के लिए 1 परिणाम'), SLOW)
  })

  it('an English word finds the page, listed by its Hindi title', async () => {
    renderRoute('/hi/search?q=uniform')
    const pages = within(await group('पृष्ठ'))
    expect(pages.getByRole('link', { name: 'विद्यालय की वर्दी' })).toHaveAttribute('href', '/hi/schoolUniform')
    expect(within(await group('समाचार')).getAllByRole('link').length).toBeGreaterThan(0)
  })

  it('says in Hindi when nothing matches', async () => {
    renderRoute(`/hi/search?q=${encodeURIComponent('ज़ज़ज़ज़')}`)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“ज़ज़ज़ज़” के लिए कोई परिणाम नहीं मिला'), SLOW)
  })

  it('says in Hindi that a list failed', async () => {
    server.use(http.get(`${API}/news/all/:code`, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    renderRoute('/hi/search?q=sports')
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('कुछ सूचियाँ लोड नहीं हो सकीं, इसलिए उनमें खोज नहीं हुई।'),
      SLOW,
    )
  })

  it('the English page stays as it was', async () => {
    renderRoute('/search?q=uniform')
    const pages = within(await group('Pages'))
    expect(pages.getByRole('link', { name: 'School Uniform' })).toHaveAttribute('href', '/schoolUniform')
    expect(screen.getByRole('search', { name: 'Search this site' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results for “uniform”$/), SLOW)
  })
})
