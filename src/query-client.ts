/**
 * Where backend data lives, and why a page shows what it shows ("why is this stale?"): one answer.
 *
 * - Where: in this QueryClient, and nowhere else. Every GET of the backend is a query; its answer lives in memory
 *   under the query's key and is mirrored to localStorage (`school-site:query-cache`): at most once a second while
 *   answers come, and at once when the page goes away. The next visit reads the mirror back before its first
 *   render. The offline worker (build/pwa-plugin.ts) keeps the app shell, page code and images, never an API
 *   answer.
 * - How long: an answer is fresh for 5 minutes after it was fetched (DATA_STALE_TIME_MS); a page opened again
 *   within them shows it and asks nothing. After that it is still shown at once, and asked for again behind it.
 *   An answer is saved, and read back, up to 7 days after it was fetched (QUERY_CACHE_MAX_AGE_MS); when storage is
 *   full the oldest answers go first. The whole saved copy is thrown away when the build, the schema version, the
 *   backend or the school code changes.
 * - When it is fetched again: when a page whose data is stale is opened (its route loader) or a link to it is
 *   hovered or touched (preload), when a section with stale data mounts, on Retry, and when the connection comes
 *   back. Not on window focus. Offline the fetch waits for the network, and the saved answer stays on screen with
 *   "Offline, showing saved content"; a fetch that fails keeps the last good answer on screen, and saved.
 * - Never saved: an answer fetched with the visitor's token (api/token-data.ts), a load that failed with no earlier
 *   answer, and mutations (the TC request).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import {
  API_RETRY_COUNT,
  DATA_STALE_TIME_MS,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_SAVE_THROTTLE_MS,
  QUERY_CACHE_SCHEMA_VERSION,
  QUERY_CACHE_STORAGE_KEY,
} from '@/config/constants'
import { isDeadlineExceeded } from '@/api/deadline'
import { httpStatusOf } from '@/api/http-error'
import { isFetchedWithToken, shareUnlessFetchedWithToken } from '@/api/token-data'

/** A 4xx answer will not change on retry (an unknown gallery id, say). */
function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error)
  return status !== undefined && status >= 400 && status < 500
}

/** Defaults for content that changes a few times a day. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_STALE_TIME_MS,
        // Kept in memory as long as it may be restored from storage, so the persisted copy is never dropped early.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        // Not after a 4xx, and not once the load's deadline has passed (api/deadline.ts): the time is up.
        retry: (failureCount, error) =>
          !isClientError(error) && !isDeadlineExceeded(error) && failureCount < API_RETRY_COUNT,
        // Exponential back-off: 1 s, 2 s, ... capped at 10 s.
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
        refetchOnWindowFocus: false,
        // Structural sharing must not strip the mark of an answer fetched with the token (it would be saved).
        structuralSharing: shareUnlessFetchedWithToken,
      },
      mutations: { retry: false },
    },
  })
}

/** Query keys starting with one of these are never saved (magazines are static images: nothing to save). */
const UNPERSISTED_QUERY_KEY_PREFIXES: readonly string[] = ['magazine', 'magazines']

/** Saved data from another build, schema version or backend is thrown away, never shown. */
export function queryCacheBuster(): string {
  const buildId = __BUILD_ID__
  const { apiBaseUrl, schoolCode } = __APP_CONFIG__
  const data = __API_MOCKING__ ? `mock-${mockScenarioName()}` : (apiBaseUrl ?? 'same-origin')
  return `v${QUERY_CACHE_SCHEMA_VERSION}:${buildId}:${data}:${schoolCode}`
}

/** Demo builds: the mock scenario of this tab (`?mockScenario=large`), so switching data sets never shows the old one. */
function mockScenarioName(): string {
  try {
    return (
      new URL(window.location.href).searchParams.get('mockScenario') ??
      window.sessionStorage.getItem('mockScenario') ??
      'demo'
    )
  } catch {
    return 'demo'
  }
}

/** What the save rule looks at. */
interface PersistCandidate {
  queryKey: readonly unknown[]
  state: { status: string; data?: unknown; dataUpdatedAt: number }
}

/** An answer fetched longer ago than the saved cache's max age is neither saved nor read back. */
function isTooOld(dataUpdatedAt: number, now: number): boolean {
  return now - dataUpdatedAt > QUERY_CACHE_MAX_AGE_MS
}

/**
 * A query is saved when it holds an answer: a success, or a failed refresh that still holds the last good answer
 * (the section keeps showing it, so a later visit, offline say, should too). Never magazines, never an answer
 * fetched with the visitor's token (api/token-data.ts): it would be shown from storage after the token is gone,
 * never an answer older than the max age.
 */
export function shouldPersistQuery(query: PersistCandidate, now = Date.now()): boolean {
  const first = query.queryKey[0]
  if (typeof first === 'string' && UNPERSISTED_QUERY_KEY_PREFIXES.includes(first.toLowerCase())) return false
  const { status, data, dataUpdatedAt } = query.state
  const holdsAnswer = status === 'success' || (status === 'error' && data !== undefined)
  return holdsAnswer && !isFetchedWithToken(data) && !isTooOld(dataUpdatedAt, now)
}

/**
 * What is written: a query whose last refresh failed is saved as its last good answer (a success as old as that
 * answer, so the next visit shows it and asks again), not as an error.
 */
function savedStateOf(clientState: DehydratedState): DehydratedState {
  return {
    ...clientState,
    queries: clientState.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
          }
        : query,
    ),
  }
}

function serializeSaved(client: PersistedClient): string {
  return JSON.stringify({ ...client, clientState: savedStateOf(client.clientState) })
}

/**
 * No mutation is ever saved: the only one is the TC request, whose variables are a student's name and admission
 * number. (TanStack's default saves paused mutations, to resume them on the next visit.)
 */
const shouldPersistMutation = () => false

/** What is saved, for the throttled save and the save on leaving alike. */
const DEHYDRATE_OPTIONS = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistMutation }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether saved data has the shape the app's queries give: one record for an album (`['gallery', 'item', id]`),
 * a list of records for every other saved query (api/list-query.ts). Saved data of another shape (a corrupted or
 * hand-edited copy) is dropped on restore, so that section asks the backend again; data of the right
 * shape with wrong fields is contained by each section's error boundary (QuerySection).
 */
function hasSavedShape(queryKey: readonly unknown[], data: unknown): boolean {
  if (queryKey[0] === 'gallery' && queryKey[1] === 'item') return isRecord(data)
  return Array.isArray(data) && data.every(isRecord)
}

/**
 * The saved copy, read back: JSON, with every query of the wrong shape, or older than the max age, left out.
 * Anything else throws.
 */
function readSavedCache(text: string, now = Date.now()): PersistedClient {
  const saved: unknown = JSON.parse(text)
  if (!isRecord(saved) || !isRecord(saved.clientState) || !Array.isArray(saved.clientState.queries)) {
    throw new Error('The saved query cache has the wrong shape')
  }
  const queries = saved.clientState.queries.filter(
    (query: unknown) =>
      isRecord(query) &&
      Array.isArray(query.queryKey) &&
      isRecord(query.state) &&
      typeof query.state.dataUpdatedAt === 'number' &&
      !isTooOld(query.state.dataUpdatedAt, now) &&
      hasSavedShape(query.queryKey, query.state.data),
  )
  return { ...saved, clientState: { ...saved.clientState, queries, mutations: [] } } as unknown as PersistedClient
}

/** localStorage, or undefined where the browser blocks it (private mode, disabled storage). */
function browserStorage(): Storage | undefined {
  try {
    const storage = window.localStorage
    const probe = `${QUERY_CACHE_STORAGE_KEY}:probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

function queryPersistOptions(
  queryClient: QueryClient,
  storage: Storage | undefined = browserStorage(),
): PersistQueryClientOptions | undefined {
  if (!storage) return undefined
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: QUERY_CACHE_SAVE_THROTTLE_MS,
    serialize: serializeSaved,
    deserialize: (text) => readSavedCache(text),
    // Over quota (the large lists): drop the oldest query and try again.
    retry: removeOldestQuery,
  })
  return {
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: queryCacheBuster(),
    dehydrateOptions: DEHYDRATE_OPTIONS,
  }
}

/**
 * Restore the saved query cache (before the first render, so a repeat visit shows content before the network
 * answers; stale data is revalidated behind it by the loaders' prefetch) and keep saving it.
 * Never rejects: broken storage just means no saved data.
 */
export async function startQueryPersistence(queryClient: QueryClient, storage?: Storage): Promise<() => void> {
  const target = storage ?? browserStorage()
  const options = queryPersistOptions(queryClient, target)
  if (!options || !target) return () => {}
  try {
    await persistQueryClientRestore(options)
  } catch {
    // The saved copy was unreadable (corrupted JSON, say) and has been removed; saving starts afresh below.
  }
  // Not persistQueryClient(): it starts saving only after a successful restore, so one corrupted copy stopped
  // saving for the whole visit.
  const unsubscribe = persistQueryClientSubscribe(options)
  // The persister's save is throttled (it runs a second later): when the page goes away, write at once.
  const onHide = () => {
    try {
      const clientState = dehydrate(queryClient, DEHYDRATE_OPTIONS)
      target.setItem(
        QUERY_CACHE_STORAGE_KEY,
        serializeSaved({ buster: options.buster ?? '', timestamp: Date.now(), clientState }),
      )
    } catch {
      // Over quota: the throttled save (which drops the oldest queries) has the last word.
    }
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide)
  return () => {
    unsubscribe()
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide)
  }
}
