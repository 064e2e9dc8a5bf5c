import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants'
import { ChunkLoadFailed } from './ChunkLoadFailed'
import { PageLoading } from './PageLoading'

/**
 * Shown while a route's code or data is on its way. Code chunks load lazily with a 120000 ms limit
 * (spec section 7): after that the page reports the chunk as failed instead of waiting forever.
 */
export function ChunkPending() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (timedOut) return <ChunkLoadFailed chunkId={pathname} />
  return <PageLoading />
}
