import { createHash } from 'node:crypto'
import type { Plugin, Rolldown } from 'vite'
import { EARLY_DATA_GLOBAL, firstCallFromTheAddress, firstCallsOf } from '../src/first-visit/first-calls.ts'
import { AUTH_ENDPOINTS, ENDPOINTS } from '../src/api/endpoints.ts'
import type { AppConfig } from '../src/config/env-schema'
import { PAGES } from '../src/config/site-map.ts'
import { chunkFileOf, HTTP_CLIENT_MODULE, lazyChunksOf } from './bundle-facts.ts'

/**
 * Each page's head start (issues 9 and 20), for a first visit on a slow connection. Without it the browser fetches
 * the app's entry script, runs it, only then learns which page chunk it needs, loads that, and only then asks the
 * backend for the page's data: three round trips one after the other. So each prerendered page's HTML carries
 * its own start (build/prerender-plugin.ts writes it into the page):
 *  - a modulepreload of each of its route's chunks beyond the first load (the chunks the bundle made of its route
 *    file and what they import), and of the HTTP client's where the page's first call is built from its address
 *    (the site map's FROM_THE_ADDRESS), found from the bundle's own records of which modules each chunk holds;
 *  - in a live build, the early-fetch script with the page's first calls in its `data-calls` attribute, as its
 *    row of the site map declares them (the route loader reads the same declaration); the script begins them at
 *    once and the client takes their answers instead of asking again (takeEarlyResponse). It is a file, not an
 *    inline script, so the Content-Security-Policy keeps `script-src 'self'`; one file serves every page.
 * The page's largest image needs nothing here: React's server render preloads the images it renders with
 * fetchpriority="high" (the slider's first, a list's lead card) in the page's head.
 * A live build also gets preconnect hints for the backend origin (fetch and images use separate connections).
 */

/** A backend path to call, and 1 for an "(auth)" call (src/api/endpoints.ts, AUTH_ENDPOINTS), else 0. */
type EarlyCall = [path: string, auth: 0 | 1]

/** What a page's HTML carries to start early. */
export interface PageStart {
  /** URLs of the chunks to modulepreload. */
  modules: string[]
  /** The backend calls to begin (none in a mocked build). */
  calls: EarlyCall[]
}

/** The attribute of the early-fetch script holding the page's calls, as JSON. */
export const EARLY_CALLS_ATTRIBUTE = 'data-calls'

/**
 * The early-fetch script's source: one file for every page, reading the page's calls from its own `data-calls`.
 * It runs before the app: it must never throw, and it leaves a failed call for the client to repeat (the promise
 * is marked handled here; takeEarlyResponse turns a failure into "ask again"). The calls go without a token: the
 * client only takes an answer for a call it would send without an Authorization header. When the visitor has a
 * token (localStorage.token), the "(auth)" calls are left to the app, which sends them with it: no call that
 * should carry the token is ever made without it (issue 17).
 */
export function earlyFetchScript(apiBase: string | null): string {
  return `(function (apiBase) {
  try {
    var script = document.currentScript
    var calls = JSON.parse((script && script.getAttribute(${JSON.stringify(EARLY_CALLS_ATTRIBUTE)})) || '[]')
    if (calls.length === 0 || typeof fetch !== 'function') return
    var base = (apiBase || location.origin) + '/api/'
    var answers = (window[${JSON.stringify(EARLY_DATA_GLOBAL)}] = {})
    var token = ''
    try {
      token = (localStorage.getItem('token') || '').trim()
    } catch (error) {}
    calls.forEach(function (call) {
      var path = call[0]
      if (call[1] && token) return
      var answer = fetch(base + path, { credentials: 'same-origin', cache: 'no-cache', headers: { Accept: 'application/json' } })
      answer.catch(function () {})
      answers[base + path] = answer
    })
  } catch (error) {}
})(${JSON.stringify(apiBase)})
`
}

/** The route file of a page path: `/` is routes/index.tsx, `/Gallery` routes/Gallery.tsx. */
function routeSourceOf(path: string): string {
  return `src/routes/${path === '/' ? 'index' : path.slice(1)}.tsx`
}

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const fileName = queue.pop()
    if (fileName === undefined || seen.has(fileName)) continue
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk') continue
    seen.add(fileName)
    queue.push(...chunk.imports)
  }
  return seen
}

/** Each page's start, by path: the chunks its route needs beyond the entry's own, and its first calls. */
export function pageStartsOf(
  bundle: Rolldown.OutputBundle,
  { root, base, config }: { root: string; base: string; config: AppConfig },
): Record<string, PageStart> {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const firstLoad = staticClosure(bundle, entry ? [entry.fileName] : [])
  const schoolCode = encodeURIComponent(config.schoolCode)
  const httpClient = chunkFileOf(bundle, HTTP_CLIENT_MODULE, root)
  const starts: Record<string, PageStart> = {}
  for (const { path } of PAGES) {
    const routeChunks = lazyChunksOf(bundle, routeSourceOf(path), root).map((chunk) => chunk.fileName)
    const clientAtOnce = httpClient !== undefined && firstCallFromTheAddress(path)
    const modules = [...staticClosure(bundle, [...routeChunks, ...(clientAtOnce ? [httpClient] : [])])]
      .filter((fileName) => !firstLoad.has(fileName))
      .map((fileName) => `${base}${fileName}`)
    const calls = config.mocking
      ? []
      : firstCallsOf(path).map((endpoint): EarlyCall => [
          ENDPOINTS[endpoint](schoolCode),
          AUTH_ENDPOINTS.has(endpoint) ? 1 : 0,
        ])
    starts[path] = { modules, calls }
  }
  return starts
}

/** Escapes text for a double-quoted attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** The tags of a page's start, for its `<head>`: modulepreloads, then the early-fetch script if it has calls. */
export function pageStartTags(start: PageStart | undefined, earlyFetchUrl: string | undefined): string[] {
  if (!start) return []
  // crossorigin, as the app's own module loads have it: a preload that differs in it is not reused.
  const tags = start.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
  if (start.calls.length > 0 && earlyFetchUrl) {
    // fetchpriority: an async script is otherwise fetched last, after the app's own scripts it is meant to overtake.
    tags.push(
      `<script async fetchpriority="high" src="${attribute(earlyFetchUrl)}" ${EARLY_CALLS_ATTRIBUTE}="${attribute(JSON.stringify(start.calls))}"></script>`,
    )
  }
  return tags
}

/** What the page-start step hands to the prerender step (build/prerender-plugin.ts), which writes it into each page. */
export interface PageStartHandoff {
  starts: Record<string, PageStart>
  /** The early-fetch script's URL, in a live build. */
  earlyFetchUrl: string | undefined
}

export function pageStartPlugin(config: AppConfig, handoff: PageStartHandoff): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'page-start',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      root = resolved.root
      base = resolved.base
    },
    generateBundle(_options, bundle) {
      handoff.starts = pageStartsOf(bundle, { root, base, config })
      handoff.earlyFetchUrl = undefined
      if (!config.mocking) {
        const source = earlyFetchScript(config.apiBaseUrl ?? null)
        const fileName = `assets/early-fetch-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source })
        handoff.earlyFetchUrl = `${base}${fileName}`
      }
      const html = bundle['index.html']
      if (html?.type !== 'asset' || config.mocking || !config.apiBaseUrl) return
      const origin = new URL(config.apiBaseUrl).origin
      const hints = [`<link rel="preconnect" href="${origin}" crossorigin>`, `<link rel="preconnect" href="${origin}">`]
      const text = String(html.source)
      const moduleScript = text.indexOf('<script type="module"')
      if (moduleScript < 0) this.error('index.html has no module script to put the preconnect hints before')
      html.source = `${text.slice(0, moduleScript)}${hints.join('\n    ')}\n    ${text.slice(moduleScript)}`
    },
  }
}
