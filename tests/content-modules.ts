import { readdirSync, readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CONTENT_DATA_FOLDER, CONTENT_MODULE_PREFIX } from '../src/content/schemas/data-folder.ts'
import { CONTENT_FILES, folderOf } from '../src/content/schemas/index.ts'

/**
 * The `content:` modules (build/content-check-plugin.ts) for the browser tests: Playwright loads the tests with
 * Node, not Vite, and a test that reads the site's facts (src/config/site.ts, src/content/home.ts) imports them.
 * A file is its JSON, a folder (`content:magazines/*.json`) its files in name order, as Vite's glob gives them. The
 * build has checked them against their schemas, which change nothing in them (no defaults, no transforms).
 * Imported by playwright.config.ts, which every Playwright config and worker loads.
 */
const DATA = join(fileURLToPath(new URL('..', import.meta.url)), CONTENT_DATA_FOLDER)
/** A `content:` module's URL: the data folder's, with the module's name as its query. */
const MODULE_URL = `${pathToFileURL(DATA).href}/?`

function contentOf(name: string): unknown {
  const entry = CONTENT_FILES.find((each) => each.name === name)
  if (!entry) throw new Error(`${CONTENT_MODULE_PREFIX}${name}: no such data file in the registry`)
  const folder = folderOf(entry)
  if (folder === undefined) return JSON.parse(readFileSync(join(DATA, name), 'utf8'))
  return readdirSync(join(DATA, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(DATA, folder, file), 'utf8')) as unknown)
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!specifier.startsWith(CONTENT_MODULE_PREFIX)) return nextResolve(specifier, context)
    const url = MODULE_URL + encodeURIComponent(specifier.slice(CONTENT_MODULE_PREFIX.length))
    return { url, format: 'module', shortCircuit: true }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(MODULE_URL)) return nextLoad(url, context)
    const name = decodeURIComponent(url.slice(MODULE_URL.length))
    return { format: 'module', source: `export default ${JSON.stringify(contentOf(name))}\n`, shortCircuit: true }
  },
})
