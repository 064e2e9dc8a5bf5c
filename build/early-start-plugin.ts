import { createHash } from 'node:crypto'
import type { Plugin, Rolldown } from 'vite'
import { EARLY_DATA_GLOBAL, firstCallFromTheAddress, firstCallsOf } from '../src/first-visit/first-calls.ts'
import { AUTH_ENDPOINTS, ENDPOINTS } from '../src/api/endpoints.ts'
import type { AppConfig } from '../src/config/env-schema'
import { SLIDER_IMAGES } from '../src/content/home.ts'
import { PAGES } from '../src/config/site-map.ts'
import { chunkFileOf, HTTP_CLIENT_MODULE, lazyChunksOf } from './bundle-facts.ts'

/**
 * A page's head start (issue 9), for a first visit on a slow connection. Without it the browser fetches the app's
 * entry script, runs it, only then learns which page chunk it needs, loads that, and only then asks the backend
 * for the page's data: three round trips one after the other. The early-start script, a small file index.html loads
 * `async`, looks at the address and at once
 *  - modulepreloads the page's own chunks (and preloads their CSS): the chunks the bundle made of its route file
 *    and what they import, and the HTTP client's where the page's first call is built from its address, which the
 *    script cannot make (the site map's FROM_THE_ADDRESS),
 *  - preloads the home page's first slider image, its largest paint, and
 *  - in a live build, begins the page's first calls, as its row of the site map declares them (the route loader
 *    reads the same declaration), whose answers the client takes instead of asking again (takeEarlyResponse).
 * It is a file, not an inline script, so the Content-Security-Policy keeps `script-src 'self'`.
 * A live build also gets preconnect hints for the backend origin (fetch and images use separate connections).
 */

/**
 * What the early-start script knows of one page: indexes into the file list, the backend paths to call, and the
 * images that are the page's largest paint (LCP) when they are known at build time (the home slider's first).
 */
type PageStart = [files: number[], calls: EarlyCall[], images: string[]]

/** A backend path to call, and 1 for an "(auth)" call (src/api/endpoints.ts, AUTH_ENDPOINTS), else 0. */
type EarlyCall = [path: string, auth: 0 | 1]

export interface EarlyStartData {
  /** Every file some page preloads, once (the script refers to them by index, to stay small). */
  files: string[]
  pages: Record<string, PageStart>
  /** The backend origin, or null for the site's own origin; calls are made only when the build is not mocked. */
  apiBase: string | null
}

/**
 * The script's source. It runs before the app: it must never throw, and it leaves a failed call for the client to
 * repeat (the promise is marked handled here; takeEarlyResponse turns a failure into "ask again"). The calls go
 * without a token: the client only takes an answer for a call it would send without an Authorization header. When
 * the visitor has a token (localStorage.token), the "(auth)" calls are left to the app, which sends them with it:
 * no call that should carry the token is ever made without it (issue 17).
 *
 * Both kinds of preload carry `crossorigin`, as the app's own loads do (Vite loads route CSS with crossorigin):
 * a preload that differs in it is not reused, and the file downloads twice.
 */
export function earlyStartScript({ files, pages, apiBase }: EarlyStartData): string {
  return `(function (files, pages, apiBase) {
  try {
    var page = pages[location.pathname]
    if (!page) return
    page[2].forEach(function (image) {
      var link = document.createElement('link')
      link.rel = 'preload'
      link.as = 'image'
      link.fetchPriority = 'high'
      link.href = image
      document.head.appendChild(link)
    })
    page[0].forEach(function (index) {
      var link = document.createElement('link')
      var file = files[index]
      if (/\\.css$/.test(file)) {
        link.rel = 'preload'
        link.as = 'style'
      } else {
        link.rel = 'modulepreload'
      }
      link.crossOrigin = ''
      link.href = file
      document.head.appendChild(link)
    })
    if (page[1].length === 0 || typeof fetch !== 'function') return
    var base = (apiBase || location.origin) + '/api/'
    var answers = (window[${JSON.stringify(EARLY_DATA_GLOBAL)}] = {})
    var token = ''
    try {
      token = (localStorage.getItem('token') || '').trim()
    } catch (error) {}
    page[1].forEach(function (call) {
      var path = call[0]
      if (call[1] && token) return
      var answer = fetch(base + path, { credentials: 'same-origin', cache: 'no-cache', headers: { Accept: 'application/json' } })
      answer.catch(function () {})
      answers[base + path] = answer
    })
  } catch (error) {}
})(${JSON.stringify(files)}, ${JSON.stringify(pages)}, ${JSON.stringify(apiBase)})
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

/** Where the school saves its own photos (src/content/static-photo-sources.ts), relative to the project root. */
const SCHOOL_PHOTOS_FOLDER = 'src/content/photos'

/**
 * Whether the school has replaced the placeholder at `publicPath` with its own photo: the build then made WebP
 * widths of it, which the page's <img> picks from its srcset, so preloading the placeholder would be a wasted
 * download (and the photo's own image already loads first, with fetchpriority high).
 */
export function replacedBySchoolPhoto(bundle: Rolldown.OutputBundle, publicPath: string): boolean {
  const stem = `${SCHOOL_PHOTOS_FOLDER}${publicPath.replace(/\.[^./]+$/, '')}.`
  return Object.values(bundle).some(
    (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.startsWith(stem)),
  )
}

/** The early-start data of a bundle: per page, the chunks (and CSS) its route needs beyond the entry's own. */
export function earlyStartData(
  bundle: Rolldown.OutputBundle,
  { root, base, config }: { root: string; base: string; config: AppConfig },
): EarlyStartData {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const firstLoad = staticClosure(bundle, entry ? [entry.fileName] : [])
  const files: string[] = []
  const indexOf = (file: string) => {
    const known = files.indexOf(file)
    return known >= 0 ? known : files.push(file) - 1
  }
  const schoolCode = encodeURIComponent(config.schoolCode)
  const httpClient = chunkFileOf(bundle, HTTP_CLIENT_MODULE, root)
  const pages: Record<string, PageStart> = {}
  for (const { path } of PAGES) {
    const routeChunks = lazyChunksOf(bundle, routeSourceOf(path), root).map((chunk) => chunk.fileName)
    const clientAtOnce = httpClient !== undefined && firstCallFromTheAddress(path)
    const needed = [...staticClosure(bundle, [...routeChunks, ...(clientAtOnce ? [httpClient] : [])])].filter(
      (fileName) => !firstLoad.has(fileName),
    )
    const css = needed.flatMap((fileName) => {
      const chunk = bundle[fileName] as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }
      return [...(chunk.viteMetadata?.importedCss ?? [])]
    })
    const calls = config.mocking
      ? []
      : firstCallsOf(path).map((endpoint): EarlyCall => [
          ENDPOINTS[endpoint](schoolCode),
          AUTH_ENDPOINTS.has(endpoint) ? 1 : 0,
        ])
    const firstSlide = SLIDER_IMAGES[0]
    const images = path === '/' && firstSlide && !replacedBySchoolPhoto(bundle, firstSlide.src) ? [firstSlide.src] : []
    if (needed.length === 0 && calls.length === 0 && images.length === 0) continue
    pages[path] = [[...needed, ...new Set(css)].map((fileName) => indexOf(`${base}${fileName}`)), calls, images]
  }
  return { files, pages, apiBase: config.apiBaseUrl ?? null }
}

export function earlyStartPlugin(config: AppConfig): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'early-start',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      root = resolved.root
      base = resolved.base
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      const source = earlyStartScript(earlyStartData(bundle, { root, base, config }))
      const fileName = `assets/early-start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const hints: string[] = []
      if (!config.mocking && config.apiBaseUrl) {
        const origin = new URL(config.apiBaseUrl).origin
        hints.push(`<link rel="preconnect" href="${origin}" crossorigin>`, `<link rel="preconnect" href="${origin}">`)
      }
      // fetchpriority: an async script is otherwise fetched last, after the app's own scripts it is meant to overtake.
      hints.push(`<script async fetchpriority="high" src="${base}${fileName}"></script>`)
      const text = String(html.source)
      const moduleScript = text.indexOf('<script type="module"')
      if (moduleScript < 0) this.error('index.html has no module script to put the early-start script before')
      html.source = `${text.slice(0, moduleScript)}${hints.join('\n    ')}\n    ${text.slice(moduleScript)}`
    },
  }
}
