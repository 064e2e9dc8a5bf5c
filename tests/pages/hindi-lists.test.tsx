import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/**
 * The list pages (Events, News, Photo Gallery, Video Gallery) under /hi: their filter bar, count, cards, status
 * line and empty states in Hindi, month names in Hindi, the backend's titles as they are; and the same pages in
 * English unchanged. The filters are in each address (a year, a session), so no page depends on today's date.
 */

const SLOW = { timeout: 5000 }

const EVENTS = [
  {
    _id: 'sports-2026',
    title: 'Annual Sports Day',
    date: '2026-11-28',
    time: '8:00 AM',
    venue: 'School Playground',
    attachments: ['events/sports-schedule.pdf'],
  },
  { _id: 'science-2026', title: 'Science Exhibition', date: '2026-09-19', venue: 'Science Block' },
  { _id: 'open-house', title: 'Open House', venue: 'Main Building' },
]

const NEWS = [
  { _id: 'admissions', title: 'Admissions open', fromDate: '2026-11-02', attachments: ['news/notice.pdf'] },
  { _id: 'uniform', title: 'Winter uniform', fromDate: '2026-10-25', attachments: [] },
  { _id: 'nodate', title: 'Library timings', attachments: [] },
]

const album = (id: string, title: string, date: string, photos: number) => ({
  _id: id,
  category: 'PhotoGallery',
  title,
  date,
  attachments: Array.from({ length: photos }, (_, i) => `gallery/${id}-${i + 1}.jpg`),
})
const GALLERY = [
  album('sports', 'Annual Sports Day', '2026-11-14', 8),
  album('founders', "Founder's Day", '2026-09-08', 1),
]

const VIDEOS = [
  { _id: 'v1', title: 'Sports Day Highlights', date: '2026-11-16', videoUrl: 'https://www.youtube.com/watch?v=a1' },
  { _id: 'v2', title: 'School Band', date: '2025-08-15', videoUrl: 'javascript:alert(1)' },
]

function serve() {
  server.use(
    http.get(`${API}/events/All/:code`, () => HttpResponse.json(EVENTS)),
    http.get(`${API}/news/all/:code`, () => HttpResponse.json(NEWS)),
    http.get(`${API}/gallery/All/:code`, () => HttpResponse.json(GALLERY)),
    http.get(`${API}/video/all/:code`, () => HttpResponse.json(VIDEOS)),
  )
}

const optionsOf = (name: RegExp | string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('the list pages in Hindi', () => {
  it('/hi/Events: filters, count, cards and the calendar buttons in Hindi; titles and places as they are', async () => {
    serve()
    renderRoute('/hi/Events?year=2026')
    const list = await screen.findByRole('list', { name: 'कार्यक्रम' }, SLOW)
    expect(within(screen.getByRole('search', { name: 'फ़िल्टर' })).getAllByRole('combobox')).toHaveLength(2)
    expect(screen.getByRole('combobox', { name: 'वर्ष' })).toHaveValue('2026')
    expect(optionsOf('वर्ष')).toEqual(expect.arrayContaining(['सभी वर्ष', '2026']))
    expect(optionsOf('महीना')).toEqual(['सभी', 'सितंबर', 'नवंबर'])
    expect(screen.getByRole('searchbox', { name: 'शीर्षक से खोजें' })).toHaveAttribute('placeholder', 'कार्यक्रम का शीर्षक')
    expect(screen.getByText('कुल संख्या: 2')).toBeVisible()
    expect(screen.getByText('सभी 2 कार्यक्रम दिखाए जा रहे हैं')).toBeVisible()

    const card = within(
      within(list).getByRole('heading', { level: 2, name: 'Annual Sports Day' }).closest('article') as HTMLElement,
    )
    expect(card.getByText('समय')).toBeVisible()
    expect(card.getByText('तारीख़')).toBeVisible()
    expect(card.getByText('स्थान')).toBeVisible()
    expect(card.getByText('28 नवंबर 2026')).toBeVisible()
    expect(card.getByText('School Playground')).toBeVisible()
    expect(card.getByRole('link', { name: /Annual Sports Day का\s+अटैचमेंट/ })).toBeVisible()
    expect(card.getByRole('button', { name: /Annual Sports Day को\s+कैलेंडर में जोड़ें/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'ये कार्यक्रम मेरे कैलेंडर में जोड़ें' })).toBeVisible()
  })

  it('/hi/Events: an undated event\'s date "to be announced", and the empty state', async () => {
    serve()
    const { unmount } = renderRoute('/hi/Events?year=all')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Open House' }, SLOW)
    expect(within(heading.closest('article') as HTMLElement).getByText('बाद में बताई जाएगी')).toBeVisible()
    unmount()
    renderRoute('/hi/Events?year=2024')
    expect(await screen.findByRole('heading', { level: 2, name: 'कार्यक्रम का शीर्षक' }, SLOW)).toBeVisible()
    expect(screen.getByText('चुने गए वर्ष, महीने और खोज से मेल खाता कोई कार्यक्रम नहीं है।')).toBeVisible()
    expect(screen.getByText('कुल संख्या: 0')).toBeVisible()
  })

  it('/hi/News: Hindi month names on the cards and in the month select, "no date", the empty state', async () => {
    serve()
    const { unmount } = renderRoute('/hi/News?year=2026')
    const list = await screen.findByRole('list', { name: 'समाचार' }, SLOW)
    expect(within(list).getByText('नवंबर')).toBeVisible()
    expect(within(list).getByText('अक्टूबर')).toBeVisible()
    expect(optionsOf('महीना')).toEqual(['सभी', 'अक्टूबर', 'नवंबर'])
    expect(screen.getByRole('searchbox', { name: 'शीर्षक से खोजें' })).toHaveAttribute('placeholder', 'समाचार का शीर्षक')
    expect(within(list).getByRole('link', { name: /Admissions open का\s+अटैचमेंट/ })).toBeVisible()
    unmount()

    const view = renderRoute('/hi/News?year=all')
    const all = await screen.findByRole('list', { name: 'समाचार' }, SLOW)
    expect(within(all).getByText('बिना तारीख़')).toBeVisible()
    view.unmount()

    renderRoute('/hi/News?year=2026&month=1')
    expect(await screen.findByRole('heading', { level: 2, name: 'समाचार का शीर्षक' }, SLOW)).toBeVisible()
    expect(screen.getByText('चुने गए वर्ष, महीने और खोज से मेल खाता कोई समाचार नहीं है।')).toBeVisible()
  })

  it('/hi/Gallery: session and month selects, the category count and photo counts in Hindi', async () => {
    serve()
    const { user } = renderRoute('/hi/Gallery?year=2026-2027')
    const list = await screen.findByRole('list', { name: 'सत्र 2026-2027 की फ़ोटो गैलरी' }, SLOW)
    expect(screen.getByRole('combobox', { name: 'सत्र' })).toHaveValue('2026-2027')
    expect(optionsOf('महीना')).toEqual(['सभी', 'सितंबर', 'नवंबर'])
    expect(screen.getByRole('searchbox', { name: 'यहाँ खोजें...' })).toHaveAttribute('placeholder', 'एल्बम का शीर्षक')
    expect(screen.getByText('कुल श्रेणियाँ: 2')).toBeVisible()
    expect(within(list).getByText('8 फ़ोटो')).toBeVisible()
    expect(within(list).getByText('1 फ़ोटो')).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'यहाँ खोजें...' }), 'zzz')
    expect(await screen.findByText('चुने गए वर्ष के लिए कोई जानकारी उपलब्ध नहीं है।', {}, SLOW)).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'एल्बम का शीर्षक' })).toBeVisible()
  })

  it('/hi/VideoGallery: the year select, the watch link and an unavailable link in Hindi', async () => {
    serve()
    const { user } = renderRoute('/hi/VideoGallery')
    const list = await screen.findByRole('list', { name: 'वीडियो' }, SLOW)
    expect(optionsOf('वर्ष')).toEqual(['सभी वर्ष', '2026', '2025'])
    expect(screen.getByText('कुल संख्या: 2')).toBeVisible()
    expect(within(list).getByRole('link', { name: /Sports Day Highlights का\s+वीडियो देखें/ })).toBeVisible()
    expect(within(list).getByText('इस वीडियो का लिंक उपलब्ध नहीं है।')).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'शीर्षक से खोजें' }), 'zzz')
    expect(await screen.findByText('चुने गए वर्ष और खोज से मेल खाता कोई वीडियो नहीं है।', {}, SLOW)).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'वीडियो का शीर्षक' })).toBeVisible()
  })

  it('/hi/News: the status line and "Show more" of a long list in Hindi', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      _id: `n${i}`,
      title: `Notice ${i + 1}`,
      fromDate: `2026-03-${String(i + 1).padStart(2, '0')}`,
      attachments: [],
    }))
    server.use(http.get(`${API}/news/all/:code`, () => HttpResponse.json(many)))
    const { user } = renderRoute('/hi/News?year=2026')
    await screen.findByRole('list', { name: 'समाचार' }, SLOW)
    expect(screen.getByText('15 में से 1–12 समाचार दिखाए जा रहे हैं')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'और समाचार दिखाएँ' }))
    expect(await screen.findByText('सभी 15 समाचार दिखाए जा रहे हैं')).toBeVisible()
    expect(screen.getByText('कुल संख्या: 15')).toBeVisible()
  })

  it('keeps the English pages as they were', async () => {
    serve()
    const { unmount } = renderRoute('/Events?year=2026')
    const list = await screen.findByRole('list', { name: 'Events' }, SLOW)
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument()
    expect(optionsOf('Year')).toEqual(expect.arrayContaining(['All Years', '2026']))
    expect(optionsOf('Month')).toEqual(['All', 'Sep', 'Nov'])
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveAttribute('placeholder', 'Event Title')
    expect(screen.getByText('Total Count: 2')).toBeVisible()
    expect(screen.getByText('Showing all 2 events')).toBeVisible()
    const card = within(
      within(list).getByRole('heading', { level: 2, name: 'Annual Sports Day' }).closest('article') as HTMLElement,
    )
    expect(card.getByText('28 Nov 2026')).toBeVisible()
    expect(card.getByRole('link', { name: /^Attachment\s+for Annual Sports Day/ })).toBeVisible()
    expect(card.getByRole('button', { name: /^Add to calendar\s+for Annual Sports Day$/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add these events to my calendar' })).toBeVisible()
    unmount()

    const news = renderRoute('/News?year=all')
    const newsList = await screen.findByRole('list', { name: 'News' }, SLOW)
    expect(within(newsList).getByText('Nov')).toBeVisible()
    expect(within(newsList).getByText('No date')).toBeVisible()
    news.unmount()

    const { user } = renderRoute('/Gallery?year=2026-2027')
    const albums = await screen.findByRole('list', { name: 'Photo galleries of the session 2026-2027' }, SLOW)
    expect(screen.getByText('Total Categories: 2')).toBeVisible()
    expect(within(albums).getByText('8 photos')).toBeVisible()
    expect(within(albums).getByText('1 photo')).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'Search Here...' }), 'zzz')
    await waitFor(() => expect(screen.getByText('No data available for the selected year.')).toBeVisible())
    expect(screen.getByRole('heading', { level: 2, name: 'Gallery Title' })).toBeVisible()
  })
})
