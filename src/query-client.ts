import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { dehydrate, QueryClient } from '@tanstack/react-query'
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
import { isFetchedWithToken } from '@/api/token-data'

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
      },
      mutations: { retry: false },
    },
  })
}

/** Query keys starting with one of these are never saved (magazines are static images: nothing to save). */
export const UNPERSISTED_QUERY_KEY_PREFIXES: readonly string[] = ['magazine', 'magazines']

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
  state: { status: string; data?: unknown }
}

/**
 * Only successful answers of persistable queries are saved (TanStack's default rule, minus magazines), and never
 * one fetched with the visitor's token (api/token-data.ts): it would be shown from storage after the token is gone.
 */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  const first = query.queryKey[0]
  if (typeof first === 'string' && UNPERSISTED_QUERY_KEY_PREFIXES.includes(first.toLowerCase())) return false
  return query.state.status === 'success' && !isFetchedWithToken(query.state.data)
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
 * hand-edited copy) is dropped on restore, so that section asks the backend again (issue 17); data of the right
 * shape with wrong fields is contained by each section's error boundary (QuerySection).
 */
export function hasSavedShape(queryKey: readonly unknown[], data: unknown): boolean {
  if (queryKey[0] === 'gallery' && queryKey[1] === 'item') return isRecord(data)
  return Array.isArray(data) && data.every(isRecord)
}

/** The saved copy, read back: JSON, with every query of the wrong shape left out. Anything else throws. */
export function readSavedCache(text: string): PersistedClient {
  const saved: unknown = JSON.parse(text)
  if (!isRecord(saved) || !isRecord(saved.clientState) || !Array.isArray(saved.clientState.queries)) {
    throw new Error('The saved query cache has the wrong shape')
  }
  const queries = saved.clientState.queries.filter(
    (query: unknown) =>
      isRecord(query) &&
      Array.isArray(query.queryKey) &&
      isRecord(query.state) &&
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

export function queryPersistOptions(
  queryClient: QueryClient,
  storage: Storage | undefined = browserStorage(),
): PersistQueryClientOptions | undefined {
  if (!storage) return undefined
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: QUERY_CACHE_SAVE_THROTTLE_MS,
    deserialize: readSavedCache,
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
        JSON.stringify({ buster: options.buster, timestamp: Date.now(), clientState }),
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
