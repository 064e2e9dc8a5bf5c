import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * What the bundler knows of the bundle, and the one walk over its imports: for the build (each page's stylesheets,
 * build/prerender-plugin.ts), the byte budget (.size-limit.ts) and the browser tests (tests/e2e/bundle-facts.ts).
 * Two records, written by every build beside the site:
 * - Vite's manifest (`build.manifest`): each chunk's file, source, static imports and stylesheets;
 * - CHUNK_MODULES_FILE (chunkModulesRecord below): the modules each chunk holds, which the manifest does not say.
 * Never a file name, never text inside a chunk: both change with a library's version or a rename.
 */

/** One entry of Vite's manifest (keyed by source path, or by `_file` for a chunk without a source of its own). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

export interface BundleRecords {
  manifest: ViteManifest
  /** Each chunk file and the modules it holds, as paths from the project root. */
  chunkModules: Record<string, string[]>
}

const MANIFEST_FILE = '.vite/manifest.json'
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

/**
 * The route file of a page path: `/` is src/routes/index.tsx, `/Gallery` src/routes/Gallery.tsx. Given a build's
 * route files (routeSourcesOf), a path that no file names but a file with a parameter matches is that file's:
 * /Magazine2025 is src/routes/Magazine{$year}.tsx.
 */
export function routeSourceOf(path: string, routeSources: readonly string[] = []): string {
  const own = `src/routes/${path === '/' ? 'index' : path.slice(1)}.tsx`
  if (routeSources.includes(own)) return own
  return routeSources.find((source) => routePatternOf(source)?.test(path)) ?? own
}

/**
 * The paths a route file with parameters serves, as the router matches them (a parameter is one or more characters
 * within its segment; letter case aside): src/routes/Magazine{$year}.tsx serves /Magazine2025. Undefined for a
 * file without parameters.
 */
function routePatternOf(source: string): RegExp | undefined {
  const path = pagePathOf(source)
  if (path === undefined || !path.includes('{$')) return undefined
  const segments = path.split(/\{\$[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${segments.join('[^/]+')}$`, 'i')
}

/** The route files a build holds (its manifest's sources under src/routes/). */
export function routeSourcesOf(manifest: ViteManifest): string[] {
  const sources = Object.entries(manifest).map(([key, chunk]) => (chunk.src ?? key).split('?')[0] ?? '')
  return [...new Set(sources.filter((source) => pagePathOf(source) !== undefined))]
}

/** The page path of a route file (routeSourceOf's inverse), or undefined for another file or the root route. */
function pagePathOf(source: string): string | undefined {
  const name = /^src\/routes\/(?!__root\.)([^/]+)\.tsx$/.exec(source)?.[1]
  return name === undefined ? undefined : name === 'index' ? '/' : `/${name}`
}

/**
 * The manifest keys of the chunks made of a source file: its own, and the parts a plugin split off it (the router
 * plugin's `src/routes/Gallery.tsx?tsr-split=...`). `source` is a path from the project root.
 */
export function chunksOfSource(manifest: ViteManifest, source: string): string[] {
  return Object.keys(manifest).filter((key) => (manifest[key]?.src ?? key).split('?')[0] === source)
}

/** The manifest keys of the app's entries (index.html's module script). */
export function entryChunks(manifest: ViteManifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
}

/**
 * Chunks and everything they import statically, transitively, breadth first (so stylesheets keep the order in which
 * the bundler lists them): what the browser loads before these chunks run. `keys` are manifest keys.
 */
export function withStaticImports(manifest: ViteManifest, keys: string[]): ManifestChunk[] {
  const seen = new Set(keys)
  const queue = [...keys]
  const chunks: ManifestChunk[] = []
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key]
    if (!chunk) continue
    chunks.push(chunk)
    for (const imported of chunk.imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      queue.push(imported)
    }
  }
  return chunks
}

/** The records of a build folder. */
export function readBundleRecords(outDir: string): BundleRecords {
  const read = (file: string) => {
    if (!existsSync(join(outDir, file))) throw new Error(`${join(outDir, file)} missing: build with vite.config.ts`)
    return JSON.parse(readFileSync(join(outDir, file), 'utf8'))
  }
  return { manifest: read(MANIFEST_FILE), chunkModules: read(CHUNK_MODULES_FILE) }
}

/**
 * A module id as a path from the project root, without the query a plugin may add: `src/api/http.ts`,
 * `node_modules/swiper/swiper.mjs`. Virtual modules (ids outside the file system) keep their id.
 */
function projectPathOf(moduleId: string, root: string): string {
  const [file = moduleId] = moduleId.split('?')
  return isAbsolute(file) ? relative(root, file).split('\\').join('/') : file
}

/** Writes CHUNK_MODULES_FILE: the modules of every chunk (rolldown's `chunk.moduleIds`), as project paths. */
export function chunkModulesRecord(): Plugin {
  let root = process.cwd()
  return {
    name: 'chunk-modules-record',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root
    },
    generateBundle(_options, bundle) {
      const record: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') record[output.fileName] = output.moduleIds.map((id) => projectPathOf(id, root))
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(record, null, 2) })
    },
  }
}
