import { readdirSync, readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CONTENT_DATA_FOLDER } from '../src/content/schemas/data-folder.ts'

/**
 * The `content:` modules (build/content-check-plugin.ts) for the browser tests: Playwright loads the tests with
 * Node, not Vite, and a test that reads the site's facts (src/config/site.ts, src/content/home.ts) imports them.
 * A file is its JSON, a folder (`content:magazines/*.json`) its files in name order, as Vite's glob gives them. The
 * build has checked them against their schemas, which change nothing in them (no defaults, no transforms).
 * Imported by playwright.config.ts, which every Playwright config and worker loads.
 */
const DATA = join(fileURLToPath(new URL('..', import.meta.url)), CONTENT_DATA_FOLDER)
const PREFIX = 'content:'

function contentOf(name: string): unknown {
  if (!name.endsWith('/*.json')) return JSON.parse(readFileSync(join(DATA, name), 'utf8'))
  const folder = join(DATA, name.slice(0, -'/*.json'.length))
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown)
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!specifier.startsWith(PREFIX)) return nextResolve(specifier, context)
    const url = pathToFileURL(DATA).href + '/?' + encodeURIComponent(specifier.slice(PREFIX.length))
    return { url, format: 'module', shortCircuit: true }
  },
  load(url, context, nextLoad) {
    const query = url.startsWith(pathToFileURL(DATA).href + '/?') ? url.split('?')[1] : undefined
    if (query === undefined) return nextLoad(url, context)
    const source = `export default ${JSON.stringify(contentOf(decodeURIComponent(query)))}\n`
    return { format: 'module', source, shortCircuit: true }
  },
})
