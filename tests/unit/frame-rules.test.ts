import { describe, expect, it } from 'vitest'
import { chunkIdOfError } from '@/components/layout/chunk-error'
import { isMenuShownByDefault } from '@/components/layout/use-menu-visibility'
import { MAIN_MENU, isMenuGroup } from '@/config/menus'
import { pageMatchingIgnoringCase, PAGES } from '@/config/site-map'
import { sitePages } from '@/config/site-map-rows'
import { MAGAZINE_YEARS } from '@/content/magazine-years'
import { sitePagesIn } from '../../build/site-pages'

describe('menu breakpoint', () => {
  it('hides the menu below 991 px and shows it at 991 px and wider', () => {
    expect(isMenuShownByDefault(990)).toBe(false)
    expect(isMenuShownByDefault(991)).toBe(true)
    expect(isMenuShownByDefault(1440)).toBe(true)
  })
})

describe('site map', () => {
  it('lists the 40 routes of spec section 2 (three magazine issues; one more with each new issue) and the site search, each once', () => {
    expect(MAGAZINE_YEARS).toEqual(expect.arrayContaining([2023, 2024, 2025]))
    expect(PAGES).toHaveLength(38 + MAGAZINE_YEARS.length)
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length)
    expect(PAGES.map((page) => page.path)).toContain('/search')
  })

  it('has a row for each magazine issue, from its data file, after /magazine and in the Gallery', () => {
    const magazine = PAGES.findIndex((page) => page.path === '/magazine')
    expect(PAGES.slice(magazine + 1, magazine + 4)).toEqual([
      { path: '/Magazine2023', title: 'Magazine 2022-2023', section: 'Gallery' },
      { path: '/Magazine2024', title: 'Magazine 2023-2024', section: 'Gallery' },
      { path: '/Magazine2025', title: 'Magazine 2024-2025', section: 'Gallery' },
    ])
    // The rows of a year's data file: sitePages makes them from the years alone, so the Node steps agree.
    expect(sitePages([2026, 2023]).filter((page) => page.path.startsWith('/Magazine'))).toEqual([
      { path: '/Magazine2023', title: 'Magazine 2022-2023', section: 'Gallery' },
      { path: '/Magazine2026', title: 'Magazine 2025-2026', section: 'Gallery' },
    ])
    expect(sitePagesIn(process.cwd())).toEqual(PAGES)
  })

  it('has the spec menu groups in order, and every menu target is a page', () => {
    expect(MAIN_MENU.map((entry) => entry.label)).toEqual([
      'Home',
      'School',
      'Academics',
      'Facilities',
      'Results',
      'Gallery',
      'Alumni',
      'Contact',
    ])
    const paths = new Set<string>(PAGES.map((page) => page.path))
    for (const entry of MAIN_MENU) {
      for (const item of isMenuGroup(entry) ? entry.items : [entry]) expect(paths.has(item.to), item.to).toBe(true)
    }
  })

  it('finds the page a visitor meant when only the letter case differs', () => {
    expect(pageMatchingIgnoringCase('/gallery')?.path).toBe('/Gallery')
    expect(pageMatchingIgnoringCase('/nowhere')).toBeUndefined()
    expect(pageMatchingIgnoringCase('/MAGAZINE2024')?.path).toBe('/Magazine2024')
    // No magazine for that year: no page to suggest.
    expect(pageMatchingIgnoringCase('/magazine2030')).toBeUndefined()
  })
})

describe('chunk load errors', () => {
  it('recognises failed dynamic imports in each browser and names the chunk', () => {
    expect(
      chunkIdOfError(
        new TypeError('Failed to fetch dynamically imported module: https://s.example/assets/about-Ab12.js'),
      ),
    ).toBe('about-Ab12.js')
    expect(
      chunkIdOfError(new TypeError('error loading dynamically imported module: https://s.example/assets/x-1.js')),
    ).toBe('x-1.js')
    expect(chunkIdOfError(new TypeError('Importing a module script failed.'))).toBe('unknown')
    expect(chunkIdOfError(new Error('Loading chunk 42 failed.'))).toBe('42')
  })

  it('leaves other errors alone', () => {
    expect(chunkIdOfError(new Error('boom'))).toBeNull()
    expect(chunkIdOfError(undefined)).toBeNull()
  })
})
