import { QueryClient } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { API_RETRY_COUNT, DATA_STALE_TIME_MS } from './config/constants'

/** A 4xx answer will not change on retry (an unknown gallery id, say). */
function isClientError(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500
}

/** Defaults for content that changes a few times a day. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < API_RETRY_COUNT,
        // Exponential back-off: 1 s, 2 s, ... capped at 10 s.
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
