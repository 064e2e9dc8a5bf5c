import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { ROUTE_PAGES } from '../src/config/route-pages.gen'
import { PAGE_SEARCH } from '../src/shared/page-search'
import { routePathOf } from '../src/config/languages'

/**
 * A data page's address as the contract defines it, so that cache keys are the contract's: only the search
 * params its route declares (the route's `validateSearch`: year, month, q, id, item…), with the values that
 * validation gives them. `?fbclid=…`, `?junk=1`, a repeated param, a year that is no year, a `q` past the search box's
 * length: none of these makes another page, so none may make another render, or another key in a cache in front.
 * Parsed and written as the router does (its default parser and writer), so that the address this gives is one the
 * router takes as its own.
 */

type Search = Record<string, unknown>
type SearchValidator = (search: Search) => Search

/**
 * Each page's route's own `validateSearch`, by the name route-pages.gen.ts records for it (src/shared/page-search.ts):
 * the route tree itself needs the build's configuration, which the server's handler does without. A page not listed
 * declares no search param: every param is foreign to it.
 */
const PAGE_SEARCH_OF: ReadonlyMap<string, SearchValidator> = new Map(
  ROUTE_PAGES.flatMap((page) => ('search' in page ? [[page.path, PAGE_SEARCH[page.search]] as const] : [])),
)

const NO_SEARCH_PARAMS: SearchValidator = () => ({})

/** The search validator of a data page's route, as the server reads addresses (for the test that checks it). */
export function pageSearchValidatorOf(pathname: string): SearchValidator {
  return PAGE_SEARCH_OF.get(pathname) ?? NO_SEARCH_PARAMS
}

export interface PageAddress {
  /** The page's address with its search as the contract reads it (`/Events?year=2026`): the key of its render. */
  canonical: string
  /**
   * Whether the address asked for is that one, in data (the same params and values, in any order or encoding): it
   * is rendered as asked. Otherwise the visitor is sent to `canonical`.
   */
  isCanonical: boolean
  /** Whether the address carries a free-text search (`?q=`), which makes as many pages as words visitors type. */
  hasFreeText: boolean
}

/**
 * The params of `search` with a value, in a fixed order, each value as text: equal data gives equal text. As text,
 * because the router's parser makes a number of `?id=123` and the route reads it back as the text "123": the same
 * page, not one to send elsewhere.
 */
function sortedDefined(search: Search): string {
  const defined = Object.keys(search)
    .filter((name) => search[name] !== undefined)
    .sort()
  const text = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value))
  return JSON.stringify(defined.map((name) => [name, text(search[name])]))
}

/** The search as the page's route validates it, params without a value left out. */
function validated(pathname: string, search: Search): Search {
  const validate = pageSearchValidatorOf(pathname)
  let result: Search
  try {
    result = validate(search)
  } catch {
    // Every param of the site's routes falls back to its default (z.catch); a route without that is read bare.
    result = {}
  }
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined))
}

/**
 * The contract's address of a data page asked for as `pathname` + `search` (`?…` or empty), in either language
 * (`/hi/Events` reads its params as `/Events` does). Pure.
 */
export function pageAddressOf(pathname: string, search: string): PageAddress {
  const routePath = routePathOf(pathname)
  const asked = defaultParseSearch(search) as Search
  const contract = validated(routePath, asked)
  const canonicalSearch = defaultStringifySearch(contract)
  const canonical = `${pathname}${canonicalSearch}`
  const hasFreeText = typeof contract.q === 'string' && contract.q !== ''
  if (sortedDefined(asked) === sortedDefined(contract)) return { canonical, isCanonical: true, hasFreeText }
  // Sent there only if that address is its own canonical one, read back: never a redirect that leads to another.
  const readBack = defaultParseSearch(canonicalSearch) as Search
  const stable = sortedDefined(readBack) === sortedDefined(validated(routePath, readBack))
  return { canonical, isCanonical: !stable, hasFreeText }
}
