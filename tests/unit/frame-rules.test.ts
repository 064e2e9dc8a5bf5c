import { describe, expect, it } from 'vitest'
import { chunkIdOfError } from '@/components/layout/chunk-error'
import { isMenuShownByDefault } from '@/components/layout/use-menu-visibility'
import { MAIN_MENU, isMenuGroup, pageMatchingIgnoringCase, PAGES } from '@/config/site-map'

describe('menu breakpoint', () => {
  it('hides the menu below 991 px and shows it at 991 px and wider', () => {
    expect(isMenuShownByDefault(990)).toBe(false)
    expect(isMenuShownByDefault(991)).toBe(true)
    expect(isMenuShownByDefault(1440)).toBe(true)
  })
})

describe('site map', () => {
  it('lists the 40 routes of spec section 2 and the site search (issue 21), each once', () => {
    expect(PAGES).toHaveLength(41)
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(41)
    expect(PAGES.at(-1)?.path).toBe('/search')
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
