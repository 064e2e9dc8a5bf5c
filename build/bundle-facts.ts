import { isAbsolute, relative } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/**
 * What the bundler knows about each chunk, for the build plugins and scripts/budget.mjs: which modules a chunk holds
 * (rolldown's `chunk.moduleIds`) and which chunk a source file became (its facade module). Never a file name, never
 * text inside a chunk: both change with a library's version or a rename, and a check reading them passes or fails
 * for the wrong reason.
 */

/** Where the build records each chunk's modules (chunkModulesRecord), beside Vite's own manifest. */
const CHUNK_MODULES_RECORD = '.vite/chunk-modules.json'

/** The bundle's chunk files and, for each, its modules as project paths (see projectPathOf). */
type ChunkModules = Record<string, string[]>

/**
 * A module id as a path from the project root, without the query a plugin may add (the router's split route
 * modules are `src/routes/Gallery.tsx?...`): `src/api/http.ts`, `node_modules/swiper/swiper.mjs`. Virtual modules
 * (ids outside the file system) keep their id.
 */
function projectPathOf(moduleId: string, root: string): string {
  const [file = moduleId] = moduleId.split('?')
  if (!isAbsolute(file)) return file
  return relative(root, file).split('\\').join('/')
}

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
}

/**
 * The chunks the app loads on demand for a source file: the dynamic entries whose facade module is that file. For
 * a route file these are the parts the router plugin splits off (its component and loader), whatever it calls them.
 */
export function lazyChunksOf(bundle: Rolldown.OutputBundle, sourcePath: string, root: string): Rolldown.OutputChunk[] {
  return chunksOf(bundle).filter(
    (chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId !== null && projectPathOf(chunk.facadeModuleId, root) === sourcePath,
  )
}

/** Every chunk module of the bundle, by chunk file, as project paths. */
function chunkModulesOf(bundle: Rolldown.OutputBundle, root: string): ChunkModules {
  return Object.fromEntries(
    chunksOf(bundle).map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => projectPathOf(id, root))]),
  )
}

/**
 * Writes CHUNK_MODULES_RECORD: the modules of every chunk, read from the bundle. Vite's manifest says which chunks
 * import which, but not what is inside them; scripts/budget.mjs and the browser tests read this to know which
 * files hold a library (a module under node_modules/swiper/) or one of the app's modules.
 */
export function chunkModulesRecord(): Plugin {
  let root = process.cwd()
  return {
    name: 'chunk-modules-record',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_RECORD,
        source: JSON.stringify(chunkModulesOf(bundle, root), null, 2),
      })
    },
  }
}
