import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/** Per-test answers for the home calls (code is whatever the build uses). */
const HOME = {
  registration: `${API}/onlineRegistration/:code`,
  notifications: `${API}/notification/:code`,
  highlights: `${API}/highlight/:code`,
  news: `${API}/news/:code`,
  events: `${API}/events/:code`,
  birthdaysToday: `${API}/birthdays/:code`,
  birthdaysAll: `${API}/birthdays/all/:code`,
  principal: `${API}/PrincipalMessage/:code`,
  gallery: `${API}/gallery/:code`,
}

/** Every home list call answers [] unless a test says otherwise. */
function allEmpty() {
  server.use(...Object.values(HOME).map((url) => http.get(url, () => HttpResponse.json([]))))
}

const NOTIFICATIONS = [
  {
    _id: 'n1',
    title: 'Admissions Open',
    description: 'Forms from January.',
    image: ['notifications/a.svg'],
    url: 'https://example.org/admissions',
    urlTitle: 'Admission details',
    attachments: ['notifications/form.pdf'],
  },
  { _id: 'n2', title: 'Evil Link', url: 'javascript:alert(1)', urlTitle: 'Do not click' },
]

// The home route's code chunk and Swiper load lazily: the first render of a run takes a moment in jsdom.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  window.sessionStorage.clear()
  allEmpty()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

/** Wait until the home sections have their data (the empty-list placeholders show). */
async function homeLoaded() {
  const main = await screen.findByRole('main')
  await within(main).findByText('Gallery Title')
  return main
}

describe('/ (home)', () => {
  it('shows every section of the spec, in order', async () => {
    renderRoute('/')
    const main = await homeLoaded()
    expect(within(main).getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      'Mission',
      'Vision',
      'Aim',
      'Announcements',
      'About Our School',
      'Latest News',
      'Upcoming Events',
      'Our Facilities',
      'TODAY STAR',
      'Birthday In This Month',
      'Message Desk',
      'Photo Gallery',
    ])
    const slider = within(main).getByRole('region', { name: 'School photos' })
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = slider.querySelectorAll('[aria-roledescription="slide"]')
    expect(slides.length).toBeGreaterThanOrEqual(3)
    expect(slides[0]).toHaveAttribute('aria-label', `1 of ${slides.length}`)
    const firstImage = within(slider).getAllByRole('img')[0]
    expect(firstImage).toHaveAttribute('fetchpriority', 'high')
    expect(firstImage).not.toHaveAttribute('loading', 'lazy')
    expect(within(slider).getByRole('button', { name: 'Pause school photos' })).toBeVisible()
    expect(within(main).getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/Gallery')
  })

  it('shows the registration banner with the registration page and the instructions when records exist', async () => {
    server.use(
      http.get(HOME.registration, () => HttpResponse.json([{ _id: 'r1', attachments: ['registration/how-to.pdf'] }])),
    )
    renderRoute('/')
    const banner = await screen.findByRole('complementary', { name: 'Online registration' })
    const register = within(banner).getByRole('link', { name: /Register Online/ })
    expect(register.getAttribute('href')).toMatch(/^https:\/\//)
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    const instructions = within(banner).getByRole('link', { name: /Read Instructions/ })
    expect(instructions).toHaveAttribute('href', `${API}/image?url=${encodeURIComponent('registration/how-to.pdf')}`)
    expect(instructions).toHaveAttribute('target', '_blank')
  })

  it('shows no registration banner when the call returns no records', async () => {
    renderRoute('/')
    await homeLoaded()
    expect(screen.queryByRole('complementary', { name: 'Online registration' })).toBeNull()
    expect(screen.queryByRole('link', { name: /Read Instructions/ })).toBeNull()
  })

  it('a failed registration call is logged and shows no banner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get(HOME.registration, () => new HttpResponse('down', { status: 500 })))
    renderRoute('/')
    await homeLoaded()
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('online registration'), expect.anything()),
    )
    expect(screen.queryByRole('link', { name: /Read Instructions/ })).toBeNull()
  })

  it('does not open the notification popup when there are no notifications', async () => {
    renderRoute('/')
    await homeLoaded()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the notification popup by itself: a named modal carousel with title, image, description, link and attachment', async () => {
    server.use(http.get(HOME.notifications, () => HttpResponse.json(NOTIFICATIONS)))
    renderRoute('/')
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('button', { name: /Close/ })).toHaveFocus()
    expect(within(dialog).getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )

    const first = within(dialog).getByRole('heading', { level: 3, name: 'Admissions Open' }).closest('article')
    if (!first) throw new Error('slide not found')
    expect(within(first).getByText('Forms from January.')).toBeVisible()
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      `${API}/image?url=${encodeURIComponent('notifications/a.svg')}`,
    )
    const link = within(first).getByRole('link', { name: /Admission details/ })
    expect(link).toHaveAttribute('href', 'https://example.org/admissions')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(first).getByRole('link', { name: /Attachment/ })).toHaveAttribute(
      'href',
      `${API}/image?url=${encodeURIComponent('notifications/form.pdf')}`,
    )

    // A javascript: url renders no live link at all.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Evil Link' })).toBeInTheDocument()
    expect(within(dialog).queryByText('Do not click')).toBeNull()
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('Escape closes the popup, and it stays closed on the way back Home in the same visit', async () => {
    server.use(http.get(HOME.notifications, () => HttpResponse.json(NOTIFICATIONS)))
    const { user, router, unmount } = renderRoute('/')
    await screen.findByRole('dialog', { name: 'Notifications' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()

    await router.navigate({ to: '/about' })
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    await router.navigate({ to: '/' })
    await homeLoaded()
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()

    // A new visit (fresh session) sees it again.
    window.sessionStorage.clear()
    renderRoute('/')
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('the Close button closes the popup', async () => {
    server.use(http.get(HOME.notifications, () => HttpResponse.json(NOTIFICATIONS)))
    const { user } = renderRoute('/')
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    await user.click(within(dialog).getByRole('button', { name: /Close/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a notification link inside the site closes the popup and goes there', async () => {
    server.use(
      http.get(HOME.notifications, () =>
        HttpResponse.json([{ title: 'Sports Day', url: '/News', urlTitle: 'See all news' }]),
      ),
      http.get(`${API}/news/all/:code`, () => HttpResponse.json([])),
    )
    const { user, router } = renderRoute('/')
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    // Once Swiper has started the popup's carousel: click the link it shows.
    await expect.poll(() => dialog.querySelector('.swiper-initialized')).not.toBeNull()
    const link = within(dialog).getByRole('link', { name: 'See all news' })
    expect(link).toHaveAttribute('href', '/News')
    expect(link).not.toHaveAttribute('target')
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/News'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.sessionStorage.length).toBe(1)
  })

  it('Tab stays inside the popup', async () => {
    server.use(http.get(HOME.notifications, () => HttpResponse.json(NOTIFICATIONS)))
    const { user } = renderRoute('/')
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    for (let step = 0; step < 12; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('shows the placeholders when the lists are empty', async () => {
    renderRoute('/')
    const main = await homeLoaded()
    expect(within(main).getByText('Stay Tuned For More Updates')).toBeVisible()
    expect(within(main).getByRole('link', { name: 'News title' })).toHaveAttribute('href', '/News')
    expect(within(main).getByRole('heading', { name: 'Event Title' })).toBeVisible()
    expect(within(main).getAllByRole('heading', { name: 'Student Name' })).toHaveLength(2)
    expect(within(main).getAllByText('Class')).toHaveLength(2)
    expect(within(main).getByRole('heading', { name: 'Gallery Title' })).toBeVisible()
  })

  it('shows announcements, news and events from the backend, with links to /News and /Events', async () => {
    server.use(
      http.get(HOME.highlights, () =>
        HttpResponse.json([{ title: 'Exams begin on Monday', attachments: ['h/datesheet.pdf'] }]),
      ),
      http.get(HOME.news, () => HttpResponse.json([{ title: 'Science olympiad winners' }])),
      http.get(HOME.events, () =>
        HttpResponse.json([
          { title: 'Sports Day', date: '2026-11-28', time: '8:00 AM', venue: 'Playground', images: ['e/sports.svg'] },
          { title: 'Annual Day', date: 'soon' },
        ]),
      ),
    )
    const { user } = renderRoute('/')
    const announcement = await screen.findByRole('link', { name: /Exams begin on Monday/ })
    expect(screen.getByRole('region', { name: 'Announcements' })).toContainElement(announcement)
    expect(announcement).toHaveAttribute('href', `${API}/image?url=${encodeURIComponent('h/datesheet.pdf')}`)
    const newsLink = await screen.findByRole('link', { name: 'Science olympiad winners' })
    expect(newsLink).toHaveAttribute('href', '/News')
    const news = screen.getByRole('region', { name: 'Latest news' })
    expect(news).toContainElement(newsLink)
    const pause = within(news).getByRole('button', { name: 'Pause latest news' })
    await user.click(pause)
    expect(within(news).getByRole('button', { name: 'Play latest news' })).toBeVisible()

    await screen.findByRole('link', { name: 'Sports Day' })
    const events = screen.getByRole('region', { name: 'Upcoming events' })
    expect(events).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(events).getByRole('link', { name: 'Sports Day' })).toHaveAttribute('href', '/Events')
    expect(within(events).getByText('28-11-2026')).toBeInTheDocument()
    expect(within(events).getByText('Playground')).toBeInTheDocument()
    expect(within(events).getByRole('link', { name: 'Annual Day' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/Events')
  })

  it('Birthday In This Month keeps only this month; a birthday in another month never shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'))
    server.use(
      http.get(HOME.birthdaysToday, () =>
        HttpResponse.json([{ name: 'Today Child', class: 'V-A', date: '2016-11-21' }]),
      ),
      http.get(HOME.birthdaysAll, () =>
        HttpResponse.json([
          { name: 'November Child', class: 'IX-B', date: '2012-11-03', attachments: 'b/nov.svg' },
          { name: 'October Child', class: 'VII-A', date: '2014-10-21' },
          { name: 'December Child', class: 'II-A', date: '2018-12-21T00:00:00.000Z' },
          { name: 'Undated Child', class: 'I-A', date: 'unknown' },
        ]),
      ),
    )
    renderRoute('/')
    const month = await screen.findByRole('region', { name: 'Birthdays this month' })
    expect(within(month).getByRole('heading', { name: 'November Child' })).toBeInTheDocument()
    expect(within(month).getByText('IX-B')).toBeInTheDocument()
    expect(within(month).getByRole('img', { name: 'Photo of November Child' })).toHaveAttribute(
      'src',
      `${API}/image?url=${encodeURIComponent('b/nov.svg')}`,
    )
    for (const name of ['October Child', 'December Child', 'Undated Child']) expect(screen.queryByText(name)).toBeNull()

    const today = screen.getByRole('region', { name: "Today's birthdays" })
    expect(within(today).getByRole('heading', { name: 'Today Child' })).toBeInTheDocument()
    expect(within(today).getByText('V-A')).toBeInTheDocument()
  })

  it('a failed home news call is logged, shows the placeholder, and leaves the rest of the page working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get(HOME.news, () => new HttpResponse('Internal error', { status: 500 })),
      http.get(HOME.events, () => HttpResponse.json([{ title: 'Sports Day' }])),
    )
    renderRoute('/')
    expect(await screen.findByRole('link', { name: 'News title' })).toHaveAttribute('href', '/News')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('home news'), expect.anything())
    expect(await screen.findByRole('link', { name: 'Sports Day' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a malformed events answer shows Retry in the events section only', async () => {
    server.use(
      http.get(HOME.events, () => HttpResponse.html('<!doctype html><h1>Bad gateway</h1>')),
      http.get(HOME.gallery, () =>
        HttpResponse.json([{ _id: 'g1', category: 'PhotoGallery', title: 'Annual Day', attachments: ['g/1.svg'] }]),
      ),
    )
    renderRoute('/')
    const events = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section')
    if (!events) throw new Error('events section not found')
    expect(await within(events).findByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
    expect(await screen.findByRole('link', { name: 'Annual Day' })).toHaveAttribute('href', '/SubGallery?id=g1')
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
  })

  it('the gallery preview keeps PhotoGallery only', async () => {
    server.use(
      http.get(HOME.gallery, () =>
        HttpResponse.json([
          { _id: 'g1', category: 'PhotoGallery', title: 'Annual Day' },
          { _id: 'g2', category: 'Circular', title: 'Not a photo album' },
        ]),
      ),
    )
    renderRoute('/')
    const albums = await screen.findByRole('list', { name: 'Latest photo albums' })
    expect(within(albums).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('Not a photo album')).toBeNull()
  })

  it('facilities tabs: five tabs, the first selected, arrows and Home/End move, each panel links to its page', async () => {
    const { user } = renderRoute('/')
    const tablist = await screen.findByRole('tablist', { name: 'Our Facilities' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Camps & Tours',
      'Laboratories',
      'Library',
      'Sports',
      'Summer Camp',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Camps & Tours' })).toBeVisible()
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/campusTour')

    tabs[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/laboratory')
    await user.keyboard('{End}')
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true')
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/comingSoon')
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}')
    expect(tabs[4]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveFocus()
    await user.click(tabs[3] as HTMLElement)
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/sports')
  })

  it('Message Desk: the principal message as sanitised, shortened text linking to /PrincipalMessage', async () => {
    const long = 'Education forms the whole person. '.repeat(40)
    server.use(
      http.get(HOME.principal, () =>
        HttpResponse.json([
          { category: 'Manager', message: '<p>Not this one</p>' },
          {
            category: 'Principal',
            message: `<p><strong>Dear parents,</strong></p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><p>${long}</p>`,
            name: 'Sr. Mary Thomas',
            designation: 'Principal',
          },
        ]),
      ),
    )
    renderRoute('/')
    const desk = (await screen.findByRole('heading', { name: 'Message Desk' })).closest('section')
    if (!desk) throw new Error('message desk not found')
    const text = await within(desk).findByText(/^Dear parents, Education forms/)
    expect(text.textContent?.endsWith('…')).toBe(true)
    expect((text.textContent ?? '').length).toBeLessThan(long.length)
    expect(within(desk).queryByText('Not this one')).toBeNull()
    expect(desk.querySelector('script, [onerror]')).toBeNull()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
    expect(within(desk).getByText('Sr. Mary Thomas')).toBeInTheDocument()
    expect(within(desk).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/PrincipalMessage')
  })
})
