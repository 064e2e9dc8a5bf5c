import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/config/site-map'
import { renderRoute } from '../render-route'

describe('site frame (spec section 1)', () => {
  it('has the header with social links, logo, phones, e-mail, fee payment and magazine links', async () => {
    renderRoute('/about')
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/')
    // Twice: in the top strip and beside the name at 991 px and wider, in the opened menu of a phone's compact
    // header (README). CSS shows one of the two, which jsdom does not apply; each has all of them.
    const nav = within(banner).getByRole('navigation', { name: 'Main' })
    const inMenu = (element: HTMLElement) => nav.contains(element)
    const socialLists = within(banner).getAllByRole('list', { name: 'Social media' })
    expect(socialLists.map(inMenu)).toEqual([false, true])
    for (const social of socialLists) {
      const socialLinks = within(social).getAllByRole('link')
      expect(socialLinks).toHaveLength(4)
      for (const link of socialLinks) {
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
    const links = within(banner).getAllByRole('link')
    for (const place of [false, true]) {
      const here = links.filter((link) => inMenu(link) === place)
      expect(here.filter((a) => a.getAttribute('href')?.startsWith('tel:'))).toHaveLength(3)
      expect(here.filter((a) => a.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(1)
      const fee = here.filter((a) => /Online Fee Payment/.test(a.textContent ?? ''))
      expect(fee).toHaveLength(1)
      expect(fee[0]).toHaveAttribute('target', '_blank')
      expect(fee[0]?.getAttribute('href')).toMatch(/^https:\/\//)
      const magazine = here.filter((a) => a.textContent === 'School Magazine')
      expect(magazine).toHaveLength(1)
      expect(magazine[0]).toHaveAttribute('href', '/magazine')
    }
  })

  it('has the main menu with every group of the spec, and keyboard-operable submenus', async () => {
    // Not the home page: its notification popup takes the focus when it opens.
    const { user } = renderRoute('/contactUs')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const group of ['School', 'Academics', 'Facilities', 'Results', 'Gallery']) {
      expect(within(nav).getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false')
    }
    for (const item of ['Home', 'Alumni', 'Contact'])
      expect(within(nav).getByRole('link', { name: item })).toBeVisible()

    const results = within(nav).getByRole('button', { name: 'Results' })
    results.focus()
    await user.keyboard('{Enter}')
    expect(results).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav).getByRole('link', { name: 'School Toppers' })).toHaveAttribute('href', '/school-topper')
    expect(within(nav).getByRole('link', { name: 'Class Toppers' })).toHaveAttribute('href', '/classTopper')
    await user.keyboard('{Escape}')
    expect(results).toHaveAttribute('aria-expanded', 'false')
    expect(results).toHaveFocus()
  })

  it('the Menu toggle names its menu and shows or hides it', async () => {
    window.innerWidth = 500
    try {
      const { user } = renderRoute('/')
      const toggle = await screen.findByRole('button', { name: 'Menu' })
      expect(toggle).toHaveAttribute('aria-controls', 'main-menu')
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(document.getElementById('main-menu')).not.toBeVisible()
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(document.getElementById('main-menu')).toBeVisible()
    } finally {
      window.innerWidth = 1024
    }
  })

  it('has the breadcrumb Home, section, page on inner pages only', async () => {
    renderRoute('/faculty')
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Academics', 'Faculty & Staff'])
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })

  it('has no breadcrumb on the home page', async () => {
    renderRoute('/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull()
  })

  it('has the footer with quick links, address, phones, e-mail, map, app stores and the copyright years', async () => {
    renderRoute('/about')
    const footer = await screen.findByRole('contentinfo')
    for (const path of ['/TC', '/ERPSoftware', '/ParentPortal']) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === path),
        path,
      ).toBe(true)
    }
    expect(footer).toHaveTextContent('Station Road, Pilikothi')
    expect(footer).toHaveTextContent('231001')
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(3)
    expect(
      within(footer)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href')?.startsWith('mailto:')),
    ).toBe(true)
    expect(footer.querySelector('iframe[title^="Map"]')).not.toBeNull()
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank')
    expect(footer).toHaveTextContent(`© 2020–${new Date().getFullYear()}`)
  })
})

describe('routes', () => {
  it.each(PAGES.filter((page) => page.path !== '/').map((page) => [page.path, page.title] as const))(
    '%s renders its heading inside the frame, with its breadcrumb and title',
    async (path, title) => {
      renderRoute(path)
      const main = await screen.findByRole('main')
      expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeVisible()
      expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(title)).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(screen.getByRole('contentinfo')).toBeInTheDocument()
      await expect.poll(() => document.title).toContain(title)
    },
  )

  it('an unknown address shows a friendly not-found page inside the frame with a link home', async () => {
    renderRoute('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('routes are exact-match: /gallery is not found, and the page suggests /Gallery', async () => {
    renderRoute('/gallery')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Photo Gallery' })).toHaveAttribute(
      'href',
      '/Gallery',
    )
  })
})
