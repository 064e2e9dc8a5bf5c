import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '@/routeTree.gen'
import { pageAddressOf, pageSearchValidatorOf } from '../../server/page-address'
import { DATA_PAGES } from '../../server/render-page'

/**
 * The server reads a data page's address with the search params of the page's route (server/page-address.ts:
 * only they make a distinct render). It finds the route's validator by the name route-pages.gen.ts records, as the
 * route tree needs the build's configuration: here each is checked to validate as the route's own `validateSearch`
 * does.
 */

/** Addresses of every kind: the contract's params, their odd values, foreign ones. */
const SEARCHES = [
  '',
  '?year=2026',
  '?year=2026&month=3',
  '?year=all&q=sports',
  '?year=2025-2026',
  '?year=2024',
  '?year=not-a-year&month=13',
  '?q=%22123%22',
  '?q=123',
  '?id=123',
  '?id=%221e3%22',
  '?item=event-2026-03-01-sports-day',
  '?fbclid=IwAR0abc&utm_source=whatsapp',
  '?year=2026&year=2025',
  `?q=${'a'.repeat(500)}`,
]

type Validator = (search: Record<string, unknown>) => Record<string, unknown>

const routeValidators = new Map(
  Object.values(routeTree.children ?? {}).map((route) => {
    const options = route.options as { path?: string; validateSearch?: Validator }
    return [options.path, options.validateSearch] as const
  }),
)

const defined = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))

describe("the server's reading of a data page's address", () => {
  it.each(DATA_PAGES)('%s: validates every search as its route does', (path) => {
    const route = routeValidators.get(path) ?? (() => ({}))
    for (const search of SEARCHES) {
      const parsed = defaultParseSearch(search) as Record<string, unknown>
      expect(defined(pageSearchValidatorOf(path)(parsed)), `${path}${search}`).toEqual(defined(route(parsed)))
    }
  })

  it('keeps the address the site writes, and sends any other to it', () => {
    expect(pageAddressOf('/Events', '?year=2026&month=3')).toMatchObject({ isCanonical: true })
    expect(pageAddressOf('/Events', '?month=3&year=2026')).toMatchObject({
      isCanonical: true,
      canonical: '/Events?year=2026&month=3',
    })
    // The router reads `?id=123` as a number, the page as the text "123": the same album.
    expect(pageAddressOf('/SubGallery', '?id=123')).toMatchObject({ isCanonical: true })
    expect(pageAddressOf('/Gallery', '?year=2024')).toEqual({
      canonical: '/Gallery?year=2024-2025',
      isCanonical: false,
      hasFreeText: false,
    })
    expect(pageAddressOf('/faculty', '?fbclid=abc')).toMatchObject({ canonical: '/faculty', isCanonical: false })
    expect(pageAddressOf('/News', '?q=prize')).toMatchObject({ isCanonical: true, hasFreeText: true })
  })
})
