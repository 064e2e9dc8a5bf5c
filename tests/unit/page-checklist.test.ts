import { setupI18n } from '@lingui/core'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/config/site-map'
import { createAppRouter } from '@/router'
import { routeTree } from '@/routeTree.gen'

/**
 * The README's "Adding a page" checklist, checked: a page forgotten in one of its places fails here. (A route's site
 * map row is its own declaration, tests/pages/route-pages.test.ts; every page of the site map is opened by its path
 * in tests/pages/first-calls.test.tsx, which waits for its title and checks that a first visit requests exactly the
 * calls it declares. Content that no page reads is an unused file to knip, in CI's lint step.)
 */

const ROOT = join(import.meta.dirname, '..', '..')
const filesIn = (folder: string) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })

/** Every path of the route tree (the router plugin writes it from src/routes/), the root left out. */
const routePaths = Object.values(routeTree.children ?? {}).map((route) => (route.options as { path: string }).path)
const sitePaths: string[] = PAGES.map((page) => page.path)

/** The real router, which tells which route serves an address (undefined: none, the not-found page). */
const router = createAppRouter({ queryClient: new QueryClient(), lang: 'en', i18n: setupI18n() })
const routeServing = (path: string) => router.getMatchedRoutes(path)[2]?.fullPath

describe('adding a page: the checklist', () => {
  it('a magazine issue is a data file, not a route file: one route serves every year', () => {
    expect(routePaths.filter((route) => route.startsWith('/Magazine'))).toEqual(['/Magazine{$year}'])
    expect(sitePaths.filter((path) => routeServing(path) === '/Magazine{$year}')).toEqual(
      expect.arrayContaining(['/Magazine2023', '/Magazine2024', '/Magazine2025']),
    )
  })

  it('every route serves a page of the site map, and every page of the site map is served by a route', () => {
    // The site map is the list the page suites open one by one (tests/pages/first-calls.test.tsx visits each page by
    // its path and waits for its title): a route outside it would be a page no test opens.
    const routeOfPage = new Map(sitePaths.map((path) => [path, routeServing(path)]))
    expect(sitePaths.filter((path) => routeOfPage.get(path) === undefined)).toEqual([])
    const servingRoutes = new Set(routeOfPage.values())
    expect(routePaths.filter((route) => !servingRoutes.has(route))).toEqual([])
  })

  it('every feature folder has its tests under the same name (tests/pages/ or tests/unit/, <feature>*.test.ts(x))', () => {
    const features = readdirSync(join(ROOT, 'src/features'))
    const lists = readdirSync(join(ROOT, 'src/features/lists'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const tests = [...filesIn('tests/pages'), ...filesIn('tests/unit')]
    // "static-pages" is tested by static-*.test.tsx, "lists" by list-*.test.ts(x) and its pages by their own names.
    const stem = (name: string) => name.replace(/-pages$|s$/, '')
    const untested = [...features, ...lists].filter((name) => !tests.some((file) => file.startsWith(stem(name))))
    expect(untested).toEqual([])
  })
})
