import { chunksOfSource, entryChunks, routeSourceOf, withStaticImports, type ViteManifest } from './bundle-records.mjs'
import { escapeHtmlAttribute } from './escape.ts'

/**
 * Each page's head start (issues 9 and 20), for a first visit on a slow connection. Without it the browser fetches
 * the app's entry script, runs it, and only then learns which page chunk it needs and loads that: round trips one
 * after the other. So each prerendered page's HTML (build/prerender-plugin.ts) modulepreloads its route's chunks
 * beyond the first load (the chunks the bundler made of its route file and what they import, from Vite's manifest),
 * and a live build's pages preconnect to the backend's origin (fetch and images use separate connections).
 * The page's largest image needs nothing here: React's server render preloads the images it renders with
 * fetchpriority="high" (the slider's first, a list's lead card) in the page's head.
 */

/** The modulepreloads of a page (`path`, as in the site map): its route's chunks beyond the first load. */
export function pageStartTags(manifest: ViteManifest, path: string, base: string): string[] {
  const firstLoad = new Set(withStaticImports(manifest, entryChunks(manifest)).map((chunk) => chunk.file))
  return (
    withStaticImports(manifest, chunksOfSource(manifest, routeSourceOf(path)))
      .filter((chunk) => !firstLoad.has(chunk.file))
      // crossorigin, as the app's own module loads have it: a preload that differs in it is not reused.
      .map((chunk) => `<link rel="modulepreload" crossorigin href="${escapeHtmlAttribute(`${base}${chunk.file}`)}">`)
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
