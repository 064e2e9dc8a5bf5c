import { createSiteIndex, searchDocuments, type searchSite, type SearchSources } from '@/features/search/site-search'

/** One index per kind, as the search page keeps them. */
export function indexesOf(sources: Partial<SearchSources>) {
  return Object.entries(sources).map(([kind, records]) => createSiteIndex(searchDocuments({ [kind]: records })))
}

/** The titles of one kind's results, in their order. */
export const titlesOf = (groups: ReturnType<typeof searchSite>, kind: string) =>
  groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? []
