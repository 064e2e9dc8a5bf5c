import { setupI18n } from '@lingui/core'
import { readFileSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { asksOnArrival, dataPagesOf, routePagesOf } from '@/config/route-pages'
import { PAGES } from '@/config/site-map'
import { NOT_STANDALONE_PAGES, notStandalonePagesOf, sitePagesOf } from '@/config/site-map-rows'
import { MAGAZINE_YEARS } from '@/content/magazine-years'
import { createAppRouter, type RouterContext } from '@/router'
import { appRoutePages, routePagesWithTheirCalls } from '../../build/app-route-pages'
import { circularsQuery } from '@/api/circular.queries'
import { prefetch } from '@/api/prefetch'
import { ROUTE_PAGES_FILE, routePagesSource } from '../../build/route-pages-file'
import { sitemapXml } from '../../build/site-files-plugin'
import { DATA_PAGES } from '../../server/render-page'
import { PAGES_WITH_FIRST_CALLS } from '../first-calls'

/**
 * The routes are the one place a page's title, section and backend calls are declared; route-pages.gen.ts is what
 * Node code and the browser suites read of them, written by build/route-pages-plugin.ts at dev and build time. This
 * check fails, in CI, while the committed file differs from what the plugin would write from the routes.
 */
it(`${ROUTE_PAGES_FILE} is what the plugin writes from each route's declaration`, async () => {
  expect(readFileSync(ROUTE_PAGES_FILE, 'utf8'), 'npm run dev or npm run build rewrites it: commit the result').toBe(
    await routePagesSource(await appRoutePages()),
  )
})

describe('a page added to the site is its route file', async () => {
  // A route as a new route file makes it: its page declared in its own staticData, its calls in its own loader,
  // nowhere else.
  const root = createRootRouteWithContext<RouterContext>()()
  const context: RouterContext = { queryClient: new QueryClient(), lang: 'en', i18n: setupI18n() }
  const added = createRoute({
    getParentRoute: () => root,
    path: '/transportRoutes',
    staticData: { title: 'Transport Routes', section: 'Parents' },
    loader: ({ context }) => prefetch(context.queryClient, circularsQuery()),
  })
  const addedRouter = createRouter({ routeTree: root.addChildren([added]), context })
  const appRoutes = Object.values(
    createAppRouter({ queryClient: new QueryClient(), lang: 'en', i18n: setupI18n() }).routesByPath,
  )
  const pages = await routePagesWithTheirCalls([...appRoutes, ...Object.values(addedRouter.routesByPath)])
  const path = '/transportRoutes'

  it('is in the site map with its title and section (breadcrumb, document title, prerender, nginx host)', () => {
    expect(sitePagesOf(pages, MAGAZINE_YEARS)).toContainEqual({ path, title: 'Transport Routes', section: 'Parents' })
  })

  it('is in sitemap.xml', () => {
    expect(sitemapXml('https://school.example', sitePagesOf(pages, []), notStandalonePagesOf(pages))).toContain(
      `<loc>https://school.example${path}</loc>`,
    )
  })

  it("is one of the server's data pages, with its first calls, when it declares calls", () => {
    expect(dataPagesOf(pages)).toContain(path)
    expect(pages.find((page) => page.path === path)?.firstCalls).toEqual(['circulars'])
  })

  it('is not a data page, nor in sitemap.xml when it says it is not a page on its own, if it says so', () => {
    const quiet = createRoute({
      getParentRoute: () => root,
      path: '/quiet',
      staticData: { title: 'Quiet', standalone: false },
    })
    const rows = routePagesOf(
      Object.values(createRouter({ routeTree: root.addChildren([quiet]), context }).routesByPath),
    )
    expect(dataPagesOf(rows)).toEqual([])
    expect(sitemapXml('https://school.example', sitePagesOf(rows, []), notStandalonePagesOf(rows))).not.toContain(
      '/quiet',
    )
  })

  it('fails to be written without a title', () => {
    const untitled = createRoute({ getParentRoute: () => root, path: '/untitled' })
    const router = createRouter({ routeTree: root.addChildren([untitled]), context })
    expect(() => routePagesOf(Object.values(router.routesByPath))).toThrow('declares no title')
  })

  it('the lists in use are these derivations of the routes, none kept by hand', async () => {
    const routes = await routePagesWithTheirCalls(appRoutes)
    expect(DATA_PAGES).toEqual(dataPagesOf(routes))
    expect(PAGES).toEqual(sitePagesOf(routes, MAGAZINE_YEARS))
    expect(NOT_STANDALONE_PAGES).toEqual(notStandalonePagesOf(routes))
    expect([...PAGES_WITH_FIRST_CALLS].sort()).toEqual(routes.filter(asksOnArrival).map((page) => page.path))
  })
})
