import * as z from 'zod/mini'
import { preprocess } from '@/api/zod-preprocess'
import { searchTextParam } from '@/shared/list-search-params'

/** Longest year text kept from a URL ("2025-2026" or "all"). */
const MAX_YEAR_LENGTH = 20

/**
 * The topper pages' search params, `?year=&q=`. The year is a session label as the backend writes it
 * ("2025-2026") or "all"; the router may hand over a number, which is read back as text. A bad value falls back
 * to the page's default year through `z.catch()`; a year that is not listed falls back too (selectedTopperYear).
 */
export const topperSearchSchema = z.object({
  year: z.catch(
    preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.optional(z.string().check(z.trim(), z.maxLength(MAX_YEAR_LENGTH))),
    ),
    undefined,
  ),
  q: searchTextParam,
})
export type TopperSearch = z.output<typeof topperSearchSchema>
