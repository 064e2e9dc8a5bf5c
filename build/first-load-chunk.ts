import { resolve } from 'node:path'
import type { Rolldown } from 'vite'

/**
 * One chunk for everything a page loads before its first render (issue 9). Left to itself, the bundler splits the
 * entry's static imports into a dozen chunks, one per set of pages that share them (React, the router, zod, the
 * layout...). Every page needs all of them at once, so the split saves a phone nothing and costs it bytes: each
 * file is compressed on its own, and the hashed names of the imports between them do not compress. As one file the
 * first load is about 5 KB brotli smaller. The pages' own chunks are split as before. The cost: a new build changes
 * the whole file, where React's chunk could stay cached across builds; the site is rebuilt rarely, and a phone's
 * first visit counts more. scripts/budget.mjs checks that the first load stays in one chunk.
 *
 * The group takes the modules the entry reaches through static imports.
 */
export function firstLoadChunkGroup(entry: string): Rolldown.CodeSplittingGroup {
  let firstLoad: Set<string> | undefined
  const staticClosure = (ctx: Rolldown.ChunkingContext) => {
    const seen = new Set<string>()
    const queue = [resolve(entry)]
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue
      const info = ctx.getModuleInfo(id)
      if (!info) continue
      seen.add(id)
      queue.push(...info.importedIds)
    }
    return seen
  }
  return {
    debugName: 'first load',
    name: (id, ctx) => {
      firstLoad ??= staticClosure(ctx)
      return firstLoad.has(id) ? 'index' : null
    },
  }
}
