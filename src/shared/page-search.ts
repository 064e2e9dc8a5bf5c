import * as z from 'zod/mini'
import { albumIdParam } from './album-address'
import {
  datedListSearchSchema,
  gallerySearchSchema,
  searchValidator,
  siteSearchSchema,
  videoSearchSchema,
} from './list-search-params'
import { topperSearchSchema } from './topper-search'

/**
 * The search params of the pages that take them, by name. A route's `validateSearch` is one of these
 * (`validateSearch: PAGE_SEARCH.datedList`), and route-pages.gen.ts records which (`search: 'datedList'`): the server,
 * which cannot load the route tree (it needs the build's configuration), reads a data page's address with its
 * route's own validator (server/page-address.ts).
 */
export const PAGE_SEARCH = {
  /** Events and News. */
  datedList: searchValidator(datedListSearchSchema),
  gallery: searchValidator(gallerySearchSchema),
  video: searchValidator(videoSearchSchema),
  /** The three topper pages. */
  topper: searchValidator(topperSearchSchema),
  /** An album's `?id=` as albumIdOf reads it: exact text, or the spec's `?id=123` (a number from the router's parser). */
  album: searchValidator(z.object({ id: albumIdParam })),
  siteSearch: searchValidator(siteSearchSchema),
}

export type PageSearchName = keyof typeof PAGE_SEARCH

/** The name of `validateSearch` among PAGE_SEARCH; none for a route with no search or a validator of its own. */
export function pageSearchNameOf(validateSearch: unknown): PageSearchName | undefined {
  return (Object.keys(PAGE_SEARCH) as PageSearchName[]).find((name) => PAGE_SEARCH[name] === validateSearch)
}
