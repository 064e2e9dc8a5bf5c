import data from 'content:principals.json'
import type { PrincipalsFile } from './schemas/pages'

/**
 * A principal of the school's history (spec section 3: id, name, fromDate, toDate, img): the year and month the
 * term began and ended (YYYY-MM), toDate empty (null or left out) for the present principal.
 */
export type PrincipalHistoryEntry = PrincipalsFile['principals'][number]

/** Newest term first, whatever order the file lists them in: a new principal is added anywhere in the list. */
export function newestFirst(principals: readonly PrincipalHistoryEntry[]): PrincipalHistoryEntry[] {
  return [...principals].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
}

/** The principals of src/content/data/principals.json, most recent first. */
export const PRINCIPALS: readonly PrincipalHistoryEntry[] = newestFirst(data.principals)
