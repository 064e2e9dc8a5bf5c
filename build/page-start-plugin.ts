import type { Plugin, Rolldown } from 'vite'
import type { AppConfig } from '../src/config/env-schema'
import { PAGES } from '../src/config/site-map.ts'
import { lazyChunksOf } from './bundle-facts.ts'
import { escapeHtmlAttribute } from './escape.ts'

/**
 * Each page's head start (issues 9 and 20), for a first visit on a slow connection. Without it the browser fetches
 * the app's entry script, runs it, and only then learns which page chunk it needs and loads that: round trips one
 * after the other. So each prerendered page's HTML modulepreloads its route's chunks beyond the first load (the
 * chunks the bundle made of its route file and what they import, found from the bundle's own records of which
 * modules each chunk holds); build/prerender-plugin.ts writes them into the page.
 * The page's largest image needs nothing here: React's server render preloads the images it renders with
 * fetchpriority="high" (the slider's first, a list's lead card) in the page's head.
 * A live build also gets preconnect hints for the backend origin (fetch and images use separate connections).
 * The page's first backend calls are not begun by the HTML: an early-fetch script did that until its A/B showed no
 * gain larger than the run-to-run spread on either host (README, "Speed mechanisms, A/B"); the route loader
 * starts them as soon as the app runs.
 */

/** What a page's HTML carries to start early. */
export interface PageStart {
  /** URLs of the chunks to modulepreload. */
  modules: string[]
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

/** Each page's start, by path: the chunks its route needs beyond the entry's own. */
export function pageStartsOf(
  bundle: Rolldown.OutputBundle,
  { root, base }: { root: string; base: string },
): Record<string, PageStart> {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const firstLoad = staticClosure(bundle, entry ? [entry.fileName] : [])
  const starts: Record<string, PageStart> = {}
  for (const { path } of PAGES) {
    const routeChunks = lazyChunksOf(bundle, routeSourceOf(path), root).map((chunk) => chunk.fileName)
    const modules = [...staticClosure(bundle, routeChunks)]
      .filter((fileName) => !firstLoad.has(fileName))
      .map((fileName) => `${base}${fileName}`)
    starts[path] = { modules }
  }
  return starts
}

/** The tags of a page's start, for its `<head>`: its modulepreloads. */
export function pageStartTags(start: PageStart | undefined): string[] {
  // crossorigin, as the app's own module loads have it: a preload that differs in it is not reused.
  return (start?.modules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtmlAttribute(href)}">`,
  )
}

/**
 * The preconnect hints for the backend: one for fetch (CORS, hence crossorigin) and one for images, which use a
 * separate connection.
 */
export function preconnectTags(apiBaseUrl: string): string[] {
  const origin = escapeHtmlAttribute(new URL(apiBaseUrl).origin)
  return [`<link rel="preconnect" href="${origin}" crossorigin>`, `<link rel="preconnect" href="${origin}">`]
}

/** What the page-start step hands to the prerender step (build/prerender-plugin.ts), which writes it into each page. */
export interface PageStartHandoff {
  starts: Record<string, PageStart>
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
      handoff.starts = pageStartsOf(bundle, { root, base })
      const html = bundle['index.html']
      if (html?.type !== 'asset' || config.mocking || !config.apiBaseUrl) return
      const hints = preconnectTags(config.apiBaseUrl)
      const text = String(html.source)
      const moduleScript = text.indexOf('<script type="module"')
      if (moduleScript < 0) this.error('index.html has no module script to put the preconnect hints before')
      html.source = `${text.slice(0, moduleScript)}${hints.join('\n    ')}\n    ${text.slice(moduleScript)}`
    },
  }
}
