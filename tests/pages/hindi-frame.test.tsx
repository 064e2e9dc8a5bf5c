import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/config/site-map'
import { MENU_LABELS } from '@/config/menu-labels'
import { pageTitleIn } from '@/config/page-titles'
import { i18nIn, renderRoute } from '../render-route'

/** Every link of the page to an address of the site (a path): mail, phone and other sites' links aside. */
function siteLinks(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '')
}

describe('the site in Hindi, under /hi', () => {
  it('shows the header, menu, breadcrumb and footer in Hindi, the language switch offering English', async () => {
    const { user } = renderRoute('/hi/faculty?x=1')
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' })
    for (const group of ['विद्यालय', 'शैक्षणिक', 'सुविधाएँ', 'परिणाम', 'गैलरी']) {
      expect(within(nav).getByRole('button', { name: group })).toBeInTheDocument()
    }
    const results = within(nav).getByRole('button', { name: 'परिणाम' })
    await user.click(results)
    expect(within(nav).getByRole('link', { name: 'विद्यालय के टॉपर' })).toHaveAttribute('href', '/hi/school-topper')
    expect(within(nav).getByRole('link', { name: 'मुख्य पृष्ठ' })).toHaveAttribute('href', '/hi')

    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' })
    expect(within(crumbs).getByRole('link', { name: 'मुख्य पृष्ठ' })).toHaveAttribute('href', '/hi')
    expect(within(crumbs).getByText('शैक्षणिक')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'शिक्षक एवं कर्मचारी' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'त्वरित लिंक' })).toBeInTheDocument()

    // In the header and in the phone's menu: the same page and filters in English, named in English.
    const switches = screen.getAllByRole('link', { name: 'English' })
    expect(switches).toHaveLength(2)
    for (const link of switches) {
      expect(link).toHaveAttribute('href', '/faculty?x=1')
      expect(link).toHaveAttribute('lang', 'en')
    }
  })

  it('keeps every link of a Hindi page in Hindi', async () => {
    renderRoute('/hi/Events?year=2026&month=3')
    await screen.findByRole('heading', { level: 1, name: 'कार्यक्रम' })
    const links = siteLinks()
    expect(links.length).toBeGreaterThan(30)
    // The language switch is the one way out to English.
    const outside = links.filter((href) => href !== '/hi' && !href.startsWith('/hi/') && !href.startsWith('/hi?'))
    expect(outside).toEqual(['/Events?year=2026&month=3', '/Events?year=2026&month=3'])
  })

  it('offers Hindi on an English page, which stays English', async () => {
    renderRoute('/about')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    const switches = screen.getAllByRole('link', { name: 'हिन्दी' })
    expect(switches.map((link) => link.getAttribute('href'))).toEqual(['/hi/about', '/hi/about'])
    expect(siteLinks().filter((href) => href === '/hi' || href.startsWith('/hi/'))).toEqual(['/hi/about', '/hi/about'])
  })

  it("shows a fixed page's Hindi text unmarked, and marks nothing English on a data page", async () => {
    const { unmount } = renderRoute('/hi/about')
    await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' })
    expect(screen.getByRole('main').querySelector('[lang="en"]')).toBeNull()
    unmount()
    renderRoute('/hi/faculty')
    await screen.findByRole('heading', { level: 1, name: 'शिक्षक एवं कर्मचारी' })
    expect(screen.getByRole('main').querySelector('[lang="en"]')).toBeNull()
  })

  it("has each page's English title and menu label in the catalogue exactly as its route and the menus say it", () => {
    const english = i18nIn('en')
    for (const page of PAGES) expect(pageTitleIn(english, page), page.path).toBe(page.title)
    for (const [label, message] of Object.entries(MENU_LABELS)) expect(english._(message)).toBe(label)
  })
})
