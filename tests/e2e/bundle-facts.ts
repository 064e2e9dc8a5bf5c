import type { APIRequestContext } from '@playwright/test'
import { CHUNK_MODULES_FILE, type BundleRecords } from '../../build/bundle-records.mjs'

/**
 * What the build under test put where, read from its own records as the server serves them
 * (build/bundle-records.mjs). A test asks "was the app's code requested?" with these, never by a chunk's file name.
 */
export interface BundleFacts {
  /** The URL paths (`/assets/...`) of every chunk of the app: its code, not the small scripts the build adds to a page's head. */
  appScripts: string[]
}

async function json<T>(request: APIRequestContext, file: string): Promise<T> {
  const response = await request.get(`/${file}`)
  if (!response.ok()) throw new Error(`/${file}: ${response.status()} (is this a build with its records?)`)
  return (await response.json()) as T
}

export async function bundleFacts(request: APIRequestContext): Promise<BundleFacts> {
  const chunkModules = await json<BundleRecords['chunkModules']>(request, CHUNK_MODULES_FILE)
  return { appScripts: Object.keys(chunkModules).map((file) => `/${file}`) }
}
