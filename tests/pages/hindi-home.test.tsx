import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAGAZINE_ISSUES } from '@/content/magazines'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/** The home calls (code is whatever the build uses): every one answers [] unless a test says otherwise. */
const HOME_CALLS = [
  `${API}/onlineRegistration/:code`,
  `${API}/notification/:code`,
  `${API}/highlight/:code`,
  `${API}/news/:code`,
  `${API}/events/:code`,
  `${API}/birthdays/:code`,
  `${API}/birthdays/all/:code`,
  `${API}/PrincipalMessage/:code`,
  `${API}/gallery/:code`,
]

const ALBUM = {
  _id: 'sports',
  category: 'PhotoGallery',
  title: 'Annual Sports Day',
  date: '2026-11-14T04:30:00.000Z',
  attachments: ['gallery/sports-1.jpg', 'gallery/sports-2.jpg'],
}

/** The 2023 issue, whose viewer the tests open. */
const ISSUE_2023 = MAGAZINE_ISSUES.find((issue) => issue.year === 2023)

// The home route's chunk, Swiper and the lightbox load lazily: the first render of a run takes a moment in jsdom.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  window.sessionStorage.clear()
  server.use(...HOME_CALLS.map((url) => http.get(url, () => HttpResponse.json([]))))
})

afterEach(() => window.sessionStorage.clear())

describe('the home page and its neighbours in Hindi', () => {
  it('/hi: the section headings, links, placeholders and carousel controls in Hindi', async () => {
    renderRoute('/hi')
    const main = await screen.findByRole('main')
    await within(main).findByText('एल्बम का शीर्षक')
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    for (const heading of [
      'घोषणाएँ',
      'ताज़ा समाचार',
      'आने वाले कार्यक्रम',
      'हमारी सुविधाएँ',
      'आज के स्टार',
      'इस महीने के जन्मदिन',
      'संदेश',
      'फ़ोटो गैलरी',
    ]) {
      expect(headings).toContain(heading)
    }
    expect(within(main).getByText('नई जानकारी के लिए जुड़े रहें')).toBeVisible()
    expect(within(main).getByText('अभी किसी कार्यक्रम की घोषणा नहीं हुई है।')).toBeVisible()
    expect(within(main).getByRole('link', { name: 'सभी कार्यक्रम देखें' })).toHaveAttribute('href', '/hi/Events')
    expect(within(main).getByRole('link', { name: 'गैलरी देखें' })).toHaveAttribute('href', '/hi/Gallery')
    expect(within(main).getByRole('link', { name: 'और पढ़ें: प्रधानाचार्य का पूरा संदेश' })).toHaveAttribute(
      'href',
      '/hi/PrincipalMessage',
    )
    expect(within(main).getAllByText('विद्यार्थी का नाम').length).toBeGreaterThan(0)

    const slider = within(main).getByRole('region', { name: 'विद्यालय की फ़ोटो' })
    expect(slider).toHaveAttribute('aria-roledescription', 'स्लाइड शो')
    const slides = slider.querySelectorAll('[aria-roledescription="स्लाइड"]')
    expect(slides.length).toBeGreaterThanOrEqual(3)
    expect(slides[0]).toHaveAttribute('aria-label', `${slides.length} में से 1`)
    expect(within(slider).getByRole('button', { name: 'विद्यालय की फ़ोटो रोकें' })).toBeVisible()
    expect(within(slider).getByRole('button', { name: 'अगली स्लाइड, विद्यालय की फ़ोटो' })).toBeVisible()
  })

  it('/hi: the notification popup and the registration banner in Hindi', async () => {
    server.use(
      http.get(`${API}/notification/:code`, () =>
        HttpResponse.json([{ _id: 'n1', title: 'Admissions Open', url: 'https://example.org/a' }]),
      ),
      http.get(`${API}/onlineRegistration/:code`, () => HttpResponse.json([{ _id: 'r1' }])),
    )
    renderRoute('/hi')
    const dialog = await screen.findByRole('dialog', { name: 'सूचनाएँ' })
    expect(within(dialog).getByRole('button', { name: /बंद करें/ })).toHaveFocus()
    // The school's own words stay as they are; the fallback link label is Hindi.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Admissions Open' })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: /और पढ़ें/ })).toHaveAttribute('href', 'https://example.org/a')
    const banner = await screen.findByRole('complementary', { name: 'ऑनलाइन रजिस्ट्रेशन' })
    expect(within(banner).getByText('ऑनलाइन रजिस्ट्रेशन शुरू हो गया है।')).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: /ऑनलाइन रजिस्टर करें/ })).toBeInTheDocument()
  })

  it('/hi: a notification link inside the site stays in Hindi', async () => {
    server.use(
      http.get(`${API}/notification/:code`, () =>
        HttpResponse.json([{ title: 'Sports Day', url: '/News', urlTitle: 'See all news' }]),
      ),
      http.get(`${API}/news/all/:code`, () => HttpResponse.json([])),
    )
    const { user, router } = renderRoute('/hi')
    const dialog = await screen.findByRole('dialog', { name: 'सूचनाएँ' })
    const link = within(dialog).getByRole('link', { name: 'See all news' })
    expect(link).toHaveAttribute('href', '/hi/News')
    await user.click(link)
    expect(await screen.findByRole('heading', { level: 1, name: 'समाचार' })).toBeVisible()
    expect(router.state.location.publicHref).toBe('/hi/News')
  })

  it('/hi/SubGallery?id=...: the facts, the photos and the back link in Hindi, the album title as it is', async () => {
    server.use(http.get(`${API}/subGallery`, () => HttpResponse.json(ALBUM)))
    renderRoute('/hi/SubGallery?id=sports')
    expect(await screen.findByRole('heading', { level: 2, name: 'Annual Sports Day' })).toBeVisible()
    expect(screen.getByRole('link', { name: /फ़ोटो गैलरी पर वापस जाएँ/ })).toHaveAttribute('href', '/hi/Gallery')
    const facts = screen.getByText('कार्यक्रम की तारीख़').closest('dl') as HTMLElement
    expect(within(facts).getByText('कार्यक्रम की तारीख़').nextElementSibling).toHaveTextContent('14-11-2026')
    expect(within(facts).getByText('अपडेट की तारीख़')).toBeInTheDocument()
    expect(within(facts).getByText('कुल फ़ोटो').nextElementSibling).toHaveTextContent('2')
    const grid = screen.getByRole('list', { name: 'Annual Sports Day की फ़ोटो' })
    expect(within(grid).getByRole('img', { name: 'Annual Sports Day: 2 में से फ़ोटो 1' })).toBeInTheDocument()
    expect(within(grid).getAllByRole('button', { name: /\(बड़ा करके देखें\)/ })).toHaveLength(2)
  })

  it('/hi/SubGallery without an id: "not found" in Hindi', async () => {
    renderRoute('/hi/SubGallery')
    expect(await screen.findByRole('heading', { level: 2, name: 'गैलरी नहीं मिली' })).toBeVisible()
  })

  it('/hi/PrincipalMessage: the loading state and an unnamed principal in Hindi, the message as it is', async () => {
    server.use(
      http.get(`${API}/PrincipalMessage/:code`, () =>
        HttpResponse.json([{ category: 'Principal', message: '<p>Welcome, dear parents.</p>' }]),
      ),
    )
    renderRoute('/hi/PrincipalMessage')
    const main = await screen.findByRole('main')
    expect(within(main).getByText('प्रधानाचार्य का संदेश लोड हो रहा है…')).toBeInTheDocument()
    expect(await within(main).findByText('Welcome, dear parents.')).toBeVisible()
    expect(within(main).getByText('प्रधानाचार्य', { selector: 'strong' })).toBeVisible()
  })

  it('/hi/faculty: the empty placeholder in Hindi', async () => {
    server.use(http.get(`${API}/faculty/all/:code`, () => HttpResponse.json([])))
    renderRoute('/hi/faculty')
    expect(await screen.findByText('अभी शिक्षकों और कर्मचारियों के नाम नहीं जोड़े गए हैं।')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'शिक्षक का नाम' })).toBeVisible()
  })

  it('/hi/syllabus: the list and its tiles in Hindi', async () => {
    server.use(
      http.get(`${API}/circular/all/:code`, () =>
        HttpResponse.json([
          { category: 'Syllabus', title: 'Class X Syllabus', attachments: ['syllabus/x.pdf'] },
          { category: 'Syllabus', title: 'No File' },
        ]),
      ),
    )
    renderRoute('/hi/syllabus')
    const list = await screen.findByRole('list', { name: 'पाठ्यक्रम की फ़ाइलें' })
    expect(within(list).getByRole('link', { name: /Class X Syllabus.*नए टैब में खुलती है/ })).toBeInTheDocument()
    expect(within(list).getByText('फ़ाइल उपलब्ध नहीं है')).toBeVisible()
  })

  it('/hi/magazine and a viewer: the cards, the page counter and the controls in Hindi', async () => {
    if (!ISSUE_2023) throw new Error('no 2023 magazine')
    const { unmount } = renderRoute('/hi/magazine')
    const list = await screen.findByRole('list', { name: 'विद्यालय पत्रिकाएँ' })
    expect(within(list).getByText(`विद्यालय पत्रिका, ${ISSUE_2023.pages.length} पेज`)).toBeVisible()
    expect(within(list).getByRole('link', { name: /^देखें: पत्रिका 2022-2023/ })).toHaveAttribute(
      'href',
      '/hi/Magazine2023',
    )
    unmount()

    renderRoute('/hi/Magazine2023')
    const viewer = await screen.findByRole('region', { name: 'पत्रिका 2022-2023' })
    expect(within(viewer).getByRole('status')).toHaveTextContent(`${ISSUE_2023.pages.length} में से पेज 1`)
    for (const name of ['पीछे', 'आगे', 'बड़ा करें', 'छोटा करें']) {
      expect(within(viewer).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(await within(viewer).findByRole('img', { name: 'कवर 1', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'सभी विद्यालय पत्रिकाएँ' })).toHaveAttribute('href', '/hi/magazine')
  })

  it('the English pages keep their English', async () => {
    if (!ISSUE_2023) throw new Error('no 2023 magazine')
    const { unmount } = renderRoute('/magazine')
    const list = await screen.findByRole('list', { name: 'School magazines' })
    expect(within(list).getByText(`School magazine, ${ISSUE_2023.pages.length} pages`)).toBeVisible()
    unmount()

    renderRoute('/')
    const main = await screen.findByRole('main')
    await within(main).findByText('Gallery Title')
    expect(within(main).getByText('Stay Tuned For More Updates')).toBeVisible()
    expect(within(main).getByText('No events have been announced yet.')).toBeVisible()
    const slider = within(main).getByRole('region', { name: 'School photos' })
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(slider).getByRole('button', { name: 'Previous slide, school photos' })).toBeVisible()
  })
})
