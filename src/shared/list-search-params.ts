import * as z from 'zod/mini'
import { preprocess } from '@/api/zod-preprocess'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
import { isItemAnchor } from '@/selectors/item-anchor'
import { parseSession, sessionLabel } from '@/selectors/session-year'

/**
 * The list pages' search params (`?year=&month=&q=`), shared by their route files (the select options they offer
 * are in filter-options.ts, out of the first load). The router's default parser
 * JSON-parses values (`?year=2026` arrives as a number, `?q=%22123%22` as a string), so every param accepts
 * a string or a number and normalises it; any bad value falls back to its default through `z.catch()`.
 * The schemas use zod/mini (the same zod 4, tree-shakable functions): the route tree's validateSearch is in the
 * first load of every page, and full zod's classes would add about 20 KB gzip to it. They are built when the route
 * tree loads: building them only on first use made no difference an A/B could see (FCP gain 122 ms on
 * HTTP/2 and -57 ms on nginx, against spreads of 500 and 311 ms), so the simpler way stays.
 */

/** A route's validateSearch: parses the search with `schema`. */
export function searchValidator<Schema extends z.ZodMiniType>(schema: Schema) {
  return (search: z.input<Schema>): z.output<Schema> => schema.parse(search)
}

/** The value of the "All" option of the month and year selects (never written to the URL). */
export const ALL = 'all'

function wholeNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return value
}

/** A month 1 to 12, or undefined (All). */
const monthParam = z.catch(preprocess(wholeNumber, z.optional(z.int().check(z.minimum(1), z.maximum(12)))), undefined)

/** A calendar year, or undefined (the page's default). */
const yearParam = z.catch(
  preprocess(wholeNumber, z.optional(z.int().check(z.minimum(1000), z.maximum(9999)))),
  undefined,
)

/** A calendar year or "all" (Events and News default to the current year, so "All Years" must be explicit). */
const yearOrAllParam = z.catch(
  preprocess(
    (value) => (typeof value === 'string' && value.trim().toLowerCase() === ALL ? ALL : wholeNumber(value)),
    z.optional(z.union([z.literal(ALL), z.int().check(z.minimum(1000), z.maximum(9999))])),
  ),
  undefined,
)

/** A school session as its label, "2025-2026" (a first year such as 2025 is accepted and normalised). */
const sessionParam = z.catch(
  preprocess((value) => {
    const session = parseSession(value)
    return session === null ? undefined : sessionLabel(session)
  }, z.optional(z.string())),
  undefined,
)

/**
 * The title search; a number or boolean the parser made of it is read back as text. Text past the search boxes'
 * maxlength is cut to it, not dropped (dropping it emptied the box under the visitor's typing); a list or
 * an object (`q=[1,2]`) is no search.
 */
export const searchTextParam = z.catch(
  preprocess((value) => {
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
    return typeof text === 'string' ? text.slice(0, SEARCH_TEXT_MAX_LENGTH) : text
  }, z.optional(z.string())),
  undefined,
)

/**
 * The item a link was shared for (`?item=<anchor>`, selectors/share-url.ts): not a filter, but what the page's preview
 * describes when it is rendered with its list (item-preview.ts). Anything but an anchor is none.
 */
const itemParam = z.catch(
  preprocess((value) => (isItemAnchor(value) ? value : undefined), z.optional(z.string())),
  undefined,
)

/**
 * The search params of the dated lists, Events and News: `?year=` (a year or "all"), `?month=`, `?q=`, and `?item=`
 * on a shared item's link.
 */
export const datedListSearchSchema = z.object({
  year: yearOrAllParam,
  month: monthParam,
  q: searchTextParam,
  item: itemParam,
})
export type DatedListSearch = z.output<typeof datedListSearchSchema>

/** The Photo Gallery's search params: `?year=` (a session, "2025-2026"), `?month=`, `?q=`. */
export const gallerySearchSchema = z.object({ year: sessionParam, month: monthParam, q: searchTextParam })
export type GallerySearch = z.output<typeof gallerySearchSchema>

/** The site search's search param: `?q=`, the words searched for. */
export const siteSearchSchema = z.object({ q: searchTextParam })

/** The Video Gallery's search params: `?year=` (a year; none is All Years) and `?q=`. */
export const videoSearchSchema = z.object({ year: yearParam, q: searchTextParam })
export type VideoSearch = z.output<typeof videoSearchSchema>
