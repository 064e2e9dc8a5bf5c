import { getJson, getJsonUnlessCopy } from './backend-request'
import { isServerRender } from './base-url'
import type { Endpoint } from './endpoints'
import { isFetchedWithToken, markFetchedWithToken } from './token-data'

/**
 * The optional server renders a page at request time for every search (`?q=`: visitors' words are without end, so
 * these pages are never kept), each from the same list in its backend cache. Reading and parsing that list again in
 * every render (5,000 events: copying and decoding 1.3 MB, JSON.parse, the schema record by record) held the server's
 * one thread for tens of milliseconds a render, and filled its memory for the garbage collector to stop it again:
 * 300 distinct searches held /healthz past 100 ms. So the server keeps, per call, the records it parsed from the
 * cache's copy (backend-copy.ts) they came from; while the cache still answers from that copy, a render gets no body,
 * and its search filters the records already parsed. As many lists as the contract has calls, the last copy of each.
 */
const parsedCopies = new Map<Endpoint, { copy: string; records: readonly unknown[] }>()

interface ReadOptions {
  auth: boolean
  signal: AbortSignal
}

/**
 * The records of the list call `endpoint` (at `path`), `parse`d from its answer: in the browser, the answer's; on the
 * server, those already parsed from the backend cache's copy it would answer with, if any. An answer fetched with a
 * visitor's token is never kept (the server renders without one), and is marked as such (token-data.ts).
 */
export async function readList<T>(
  endpoint: Endpoint,
  path: string,
  options: ReadOptions,
  parse: (data: unknown) => T[],
): Promise<T[]> {
  if (!isServerRender()) {
    const answer = await getJson(path, options)
    const records = parse(answer)
    return isFetchedWithToken(answer) ? markFetchedWithToken(records) : records
  }
  const parsed = parsedCopies.get(endpoint)
  const answer = await getJsonUnlessCopy(path, { ...options, knownCopy: parsed?.copy })
  // Kept for this call only, and each call has one schema (list-query.ts): its records are of this schema's type.
  if (answer.unchanged && parsed) return parsed.records as T[]
  if (answer.unchanged) throw new Error(`GET /api/${path}: the backend cache answered 304 to no copy`)
  const records = parse(answer.data)
  if (answer.withToken) return markFetchedWithToken(records)
  if (answer.copy !== undefined) parsedCopies.set(endpoint, { copy: answer.copy, records })
  return records
}
