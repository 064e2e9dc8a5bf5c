import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/config/site-map'
import { routeTree } from '@/routeTree.gen'

/**
 * The README's "Adding a page" checklist, checked: a page forgotten in one of its places fails here. (A route's site
 * map row is its own declaration, tests/pages/route-pages.test.ts; the first calls it declares are checked by
 * tests/pages/first-calls.test.tsx: a first visit requests exactly them. Content that no page reads is an unused file
 * to knip, in CI's lint step.)
 */

const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const filesIn = (folder: string) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })

/** Every path of the route tree (the router plugin writes it from src/routes/), the root left out. */
const routePaths = Object.values(routeTree.children ?? {}).map((route) => (route.options as { path: string }).path)
const sitePaths: string[] = PAGES.map((page) => page.path)

/** Whether a route path serves a page path: the same, or a route with a parameter (/Magazine{$year}) that matches it. */
function serves(routePath: string, path: string): boolean {
  if (!routePath.includes('{$')) return routePath === path
  const parts = routePath.split(/\{\$[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('[^/]+')}$`).test(path)
}

describe('adding a page: the checklist', () => {
  it('a magazine issue is a data file, not a route file: one route serves every year', () => {
    expect(routePaths.filter((route) => route.startsWith('/Magazine'))).toEqual(['/Magazine{$year}'])
    expect(sitePaths.filter((path) => serves('/Magazine{$year}', path))).toEqual(
      expect.arrayContaining(['/Magazine2023', '/Magazine2024', '/Magazine2025']),
    )
  })

  it('every page is opened by a page test in tests/pages/', () => {
    const pageTests = filesIn('tests/pages')
      .filter((file) => file.endsWith('.test.tsx'))
      .map((file) => read(join('tests/pages', file)))
      .join('\n')
    // A page test names the page's path as a string: '/faculty', `/SubGallery?id=...`, '/Events?year=all'.
    const opened = (path: string) =>
      [`'${path}'`, `'${path}?`, `\`${path}`].some((quoted) => pageTests.includes(quoted))
    // A route with a parameter is one page for its tests: a magazine issue added as data needs no test of its own.
    const routeOf = (path: string) => routePaths.find((route) => serves(route, path)) ?? path
    const openedRoutes = new Set(sitePaths.filter(opened).map(routeOf))
    expect(sitePaths.filter((path) => !openedRoutes.has(routeOf(path)))).toEqual([])
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
