import type { APIRequestContext } from '@playwright/test'

/**
 * What the build under test put where, read from its own records as the server serves them: Vite's manifest
 * (`/.vite/manifest.json`: each source's chunk) and the modules of each chunk (`/.vite/chunk-modules.json`,
 * build/bundle-facts.ts). A test asks "was Swiper's code requested?" with these, never by a chunk's file name.
 */
export interface BundleFacts {
  /** The URL paths (`/assets/...`) of the chunks holding a module: a path from the project root, or a pattern. */
  filesHolding: (module: string | RegExp) => string[]
  /** The URL paths of the chunks the app loads on demand for a source file (a route's split-off parts). */
  lazyFilesOf: (sourcePath: string) => string[]
}

interface ManifestChunk {
  file: string
  src?: string
  isDynamicEntry?: boolean
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path}: ${response.status()} (is this a build with its records?)`)
  return (await response.json()) as T
}

export async function bundleFacts(request: APIRequestContext): Promise<BundleFacts> {
  const manifest = await json<Record<string, ManifestChunk>>(request, '/.vite/manifest.json')
  const chunkModules = await json<Record<string, string[]>>(request, '/.vite/chunk-modules.json')
  const matches = (module: string | RegExp, path: string) =>
    typeof module === 'string' ? path === module : module.test(path)
  return {
    filesHolding: (module) =>
      Object.entries(chunkModules)
        .filter(([, modules]) => modules.some((path) => matches(module, path)))
        .map(([file]) => `/${file}`),
    lazyFilesOf: (sourcePath) =>
      Object.values(manifest)
        .filter((chunk) => chunk.isDynamicEntry && chunk.src?.split('?')[0] === sourcePath)
        .map((chunk) => `/${chunk.file}`),
  }
}

/** Swiper's code (its scripts, not its stylesheet), wherever npm put the package. */
export const SWIPER_CODE = /(^|\/)node_modules\/swiper\/.*\.[cm]?js$/
