import { useEffect, useState } from 'react'
import { ChunkLoadFailed } from './ChunkLoadFailed'
import { PageLoading } from './PageLoading'
import { answerToChunkFailureHere, loadNewRelease, type ChunkFailureAnswer } from './release-reload'

/**
 * A route's code chunk failed to load. Usually a release has replaced it (a tab kept open across a deploy): the
 * page is then loaded again, once, at the address the visitor asked for, and opens in the new release
 * (release-reload.ts). Offline, or when that full load was just tried, the failure is real: spec section 8's
 * "Loading chunk {id} failed", with its advice to check the connection.
 */
export function ReleaseChunkFailure({ chunkId }: { chunkId: string }) {
  // Decided once, when the failure is first shown: the full load below writes the note this reads.
  const [answer] = useState<ChunkFailureAnswer>(answerToChunkFailureHere)

  useEffect(() => {
    if (answer === 'load-new-release') loadNewRelease()
  }, [answer])

  if (answer === 'report-failure') return <ChunkLoadFailed chunkId={chunkId} />
  return <PageLoading />
}
