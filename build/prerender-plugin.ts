import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { DATA_DEADLINE_MS } from '../src/config/constants.ts'
import type { AppConfig } from '../src/config/env-schema.ts'
import { APP_START_FILE, APP_START_SOURCE, withAppStartAfterFirstScreen } from './app-start.ts'
import {
  chunksOfSource,
  readBundleRecords,
  routeSourceOf,
  routeSourcesOf,
  withStaticImports,
  type ViteManifest,
} from './bundle-records.ts'
import { escapeHtmlAttribute } from '../src/shared/escape.ts'
import { LANGS, langOfPath, publicPathOf, type Lang } from '../src/config/languages.ts'
import { writeMissingMagazineShareImages } from './magazine-share-images.ts'
import {
  EMPTY_ROOT_ELEMENT,
  inlineCodeScripts,
  pageFileOf,
  ROOT_ELEMENT_START,
  routerDataFileName,
  routerDataScriptTag,
  splitRenderedMarkup,
  type SplitMarkup,
  withPageHead,
  withSnapshot,
} from '../src/shared/page-markup.ts'
import {
  KEPT_SNAPSHOTS_FOLDER,
  SNAPSHOT_PAGES,
  snapshotCodeOf,
  snapshotOf,
  snapshotShortfallLine,
  type RenderWithData,
  type SnapshotOutcome,
} from './page-snapshots.ts'
import { sitePagesIn } from './site-pages.ts'
import { snapshotCheck, takesSnapshots } from './snapshot-check.ts'

/**
 * HTML first: every `vite build` writes every page of the site as HTML, rendered by the router's own
 * server rendering (src/entry-server.tsx), so a page is readable before, and without, its JavaScript.
 *
 * After the browser build has been written, a second, server build of src/entry-server.tsx is made with the same
 * configuration (vite.config.ts leaves the CSP, offline-worker and prerender steps out of it), imported, and asked
 * for each path of the site map; each page is the built index.html (the template, with the policy the CSP step put
 * in) with the page's markup, head tags, stylesheets and router data; the app's tags then wait in a template until
 * the first screen is done (build/app-start.ts).
 * It runs before the offline worker lists its precache, so the worker keeps the prerendered home page.
 * A live build renders its data pages with the backend's data instead (build/page-snapshots.ts: their snapshot).
 *
 * Below, the rules of a page as pure functions over text; the plugin at the end.
 */

/** The not-found page's file: hosts answer unknown paths with it (status 404). */
const NOT_FOUND_FILE = '404.html'

/** The address the not-found page is rendered for: no page of the site, no near miss (NotFound's suggestion). */
const NOT_FOUND_RENDER_PATH = '/__not-found__'

/** The attribute of #root naming the path a page was prerendered for (main.tsx hydrates only that path). */
const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/**
 * The router's record of when each route of a page was loaded (the `u` of each match in its data), as seroval writes
 * it: `{i:"#about#about",u:1796621339822,`.
 */
const MATCH_LOADED_AT = /(\{i:"(?:[^"\\]|\\.)*",u:)\d+/g

/**
 * The router's data without the time of the build: each match's load time is 0. With the build's time in every
 * page, every rebuild would change every page, index.html and with it the offline worker's precache (a new release
 * for every open tab), when only the data pages' data had changed. The browser never goes by it: a route's loader
 * data is stale at once (the router's staleTime is 0), whatever its time.
 */
export function withoutBuildTime(script: string): string {
  return script.replace(MATCH_LOADED_AT, (_match, start: string) => `${start}0`)
}

/** The file the inline scripts of a page become, named by its content. */
export function routerDataFile(scripts: string[]): { fileName: string; source: string } | undefined {
  if (scripts.length === 0) return undefined
  const source = `${scripts.map(withoutBuildTime).join(';\n')}\n`
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8)
  return { fileName: routerDataFileName(hash), source }
}

/** The template's own title and description: each page brings its own (the route's head). */
const TEMPLATE_HEAD_TAGS = [/\s*<title>[\s\S]*?<\/title>/i, /\s*<meta\s+name="description"[^>]*>/i]

export interface PageParts {
  /** The path the page is for: it marks #root (PRERENDERED_PATH_ATTRIBUTE), so the browser hydrates only there. */
  path: string | undefined
  markup: SplitMarkup
  /** URLs of the route's stylesheets, so the page is styled before its JavaScript runs. */
  stylesheets: string[]
  /** URL of the router-data file, if any. */
  routerData: string | undefined
  /** Extra head tags (the page's start; the not-found page's noindex). */
  extraHead?: string[]
}

/**
 * One page: the built index.html with the page's head tags, its stylesheets, its router-data script (deferred, before
 * the app's module script: deferred and module scripts run in document order, so the data is there when the app
 * starts) and its markup in #root.
 */
export function assemblePage(template: string, parts: PageParts): string {
  let html = TEMPLATE_HEAD_TAGS.reduce((text, tag) => text.replace(tag, ''), template)
  const cssLinks = parts.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtmlAttribute(href)}">`)
  const otherHeadTags = [...(parts.extraHead ?? []), ...cssLinks]
  if (!html.includes('</head>')) throw new Error('index.html has no </head>')
  html = withPageHead(html, parts.markup.head)
  if (otherHeadTags.length > 0) html = html.replace('</head>', () => `  ${otherHeadTags.join('\n    ')}\n  </head>`)
  if (parts.routerData) {
    const moduleScript = html.indexOf('<script type="module"')
    if (moduleScript < 0) throw new Error('index.html has no module script to put the router data before')
    html = `${html.slice(0, moduleScript)}${routerDataScriptTag(parts.routerData)}\n    ${html.slice(moduleScript)}`
  }
  if (!html.includes(EMPTY_ROOT_ELEMENT)) throw new Error(`index.html has no empty ${EMPTY_ROOT_ELEMENT}`)
  const marker = parts.path === undefined ? '' : ` ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtmlAttribute(parts.path)}"`
  // A function, so that `$` in the markup is not read as a replacement pattern.
  return html.replace(EMPTY_ROOT_ELEMENT, () => `${ROOT_ELEMENT_START}${marker}>${parts.markup.body}</div>`)
}

/**
 * The page's message catalogue (src/i18n/catalog.ts), fetched with the app's entry instead of after it: the app
 * awaits it before its first render, and without this the phone would ask for it only once the entry had run.
 */
function catalogPreload(manifest: ViteManifest, lang: Lang, base: string): string {
  const file = manifest[`src/locales/${lang}/messages.po`]?.file
  if (!file) throw new Error(`the build has no chunk for the ${lang} catalogue (src/locales/${lang}/messages.po)`)
  return `<link rel="modulepreload" crossorigin href="${escapeHtmlAttribute(base + file)}">`
}

/** The template's `<html lang="en">` made the page's own language (a Hindi page's is `hi`). */
function withHtmlLang(html: string, path: string): string {
  const lang = langOfPath(path)
  if (lang === 'en') return html
  if (!html.includes('<html lang="en"')) throw new Error('index.html has no <html lang="en">')
  return html.replace('<html lang="en"', () => `<html lang="${lang}"`)
}

/**
 * The stylesheets a route's code brings (its split chunks and what they import), as URLs: on a prerendered page
 * they are in the HTML, so the page is styled before its JavaScript runs. `routeSource` is the route file
 * (`src/routes/Gallery.tsx`).
 */
export function routeStylesheets(manifest: ViteManifest, routeSource: string, base: string): string[] {
  const css = withStaticImports(manifest, chunksOfSource(manifest, routeSource)).flatMap((chunk) => chunk.css ?? [])
  return [...new Set(css)].map((file) => `${base}${file}`)
}

/** The server entry, built into a scratch folder next to the output and removed afterwards. */
const SERVER_ENTRY = 'src/entry-server.tsx'

/** What the server entry exports (src/entry-server.tsx). */
interface ServerEntry {
  renderPage: (path: string) => Promise<{ status: number; html: string }>
  renderPageWithData: (url: string, deadlineMs: number) => Promise<RenderWithData>
  renderFromBackend: (origin: string, window: Window & typeof globalThis) => void
}

/** A live build's snapshot of its data pages: where the last good one is kept, and the bound of its age. */
interface SnapshotSettings {
  apiBaseUrl: string
  maxAgeHours: number
  /** The project's root, under which the kept snapshots' folder is. */
  root: string
  /** A name of the build's output folder, so that two live builds of one project keep apart. */
  outDirName: string
}

/** Builds the server entry with the project's configuration (as an SSR build) and imports it. */
async function buildServerEntry(config: ResolvedConfig, scratchDir: string): Promise<ServerEntry> {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    root: config.root,
    logLevel: 'warn',
    build: {
      ssr: SERVER_ENTRY,
      outDir: scratchDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      // The page needs the same asset URLs as the browser build, not the files again.
      ssrEmitAssets: false,
    },
  })
  return (await import(pathToFileURL(resolve(scratchDir, 'entry-server.js')).href)) as ServerEntry
}

/**
 * Renders and writes every page of the site and the not-found page into `outDir`: the site map's pages, each magazine
 * issue of the data folder under `root` (the project's root) among them.
 */
async function writePages(
  entry: ServerEntry,
  outDir: string,
  base: string,
  root: string,
  snapshot: SnapshotSettings | undefined,
): Promise<{ written: string[]; snapshots: Map<string, SnapshotOutcome> }> {
  const template = readFileSync(resolve(outDir, 'index.html'), 'utf8')
  const { manifest } = readBundleRecords(outDir)
  const snapshots = new Map<string, SnapshotOutcome>()
  const check = snapshot ? snapshotCheck(snapshot.maxAgeHours) : undefined
  const kept = snapshot && {
    folder: resolve(snapshot.root, KEPT_SNAPSHOTS_FOLDER, snapshot.outDirName),
    code: snapshotCodeOf(JSON.stringify(manifest), template),
    now: Date.now(),
    maxAgeHours: snapshot.maxAgeHours,
  }
  if (snapshot) {
    entry.renderFromBackend(snapshot.apiBaseUrl, new JSDOM('').window as unknown as Window & typeof globalThis)
  }
  const routeSources = routeSourcesOf(manifest)
  // Each page in each language: `/Events` and `/hi/Events` (hi/Events.html), one route file serving both.
  const targets = [
    ...LANGS.flatMap((lang) =>
      sitePagesIn(root).map(({ path }) => ({
        path: publicPathOf(path, lang),
        file: pageFileOf(publicPathOf(path, lang)),
        route: routeSourceOf(path, routeSources),
        status: 200,
      })),
    ),
    { path: NOT_FOUND_RENDER_PATH, file: NOT_FOUND_FILE, route: undefined, status: 404 },
  ]
  writeFileSync(resolve(outDir, APP_START_FILE), APP_START_SOURCE)
  const written: string[] = []
  for (const target of targets) {
    const withData =
      kept && SNAPSHOT_PAGES.includes(target.path)
        ? await snapshotOf(target.path, () => entry.renderPageWithData(target.path, DATA_DEADLINE_MS), kept)
        : undefined
    if (withData) snapshots.set(target.path, withData)
    const rendered =
      withData?.from === 'none' || !withData ? await entry.renderPage(target.path) : { ...withData, status: 200 }
    if (rendered.status !== target.status) {
      throw new Error(`Prerendering ${target.path} answered ${rendered.status}, expected ${target.status}`)
    }
    const markup = splitRenderedMarkup(rendered.html)
    const data = routerDataFile(markup.scripts)
    if (data) writeFileSync(resolve(outDir, data.fileName), data.source)
    const notFound = target.route === undefined
    const assembled = assemblePage(template, {
      // The not-found page answers any unknown address: the browser renders it afresh (createRoot), never hydrates.
      path: notFound ? undefined : target.path,
      markup,
      stylesheets: target.route ? routeStylesheets(manifest, target.route, base) : [],
      routerData: data ? `${base}${data.fileName}` : undefined,
      extraHead: notFound
        ? ['<meta name="robots" content="noindex">']
        : [catalogPreload(manifest, langOfPath(target.path), base)],
    })
    const started = withAppStartAfterFirstScreen(withHtmlLang(assembled, target.path), `${base}${APP_START_FILE}`)
    const html =
      withData && withData.from !== 'none' && check ? withSnapshot(started, withData.takenAt, check.source) : started
    const inline = inlineCodeScripts(html)
    if (inline.length > 0) {
      throw new Error(
        `${target.file} has an inline script, which the Content-Security-Policy blocks: ${inline.join(', ')}`,
      )
    }
    const file = resolve(outDir, target.file)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    written.push(target.file)
  }
  return { written, snapshots }
}

/**
 * The prerender step: after the browser build has been written (closeBundle, before the offline worker's own
 * closeBundle lists its precache), for the browser build of `vite build` only: never in dev, in Vitest or in the
 * server build it starts itself.
 */
export function prerenderPlugin(appConfig: AppConfig): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'prerender-pages',
    apply: (_userConfig, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error) {
        if (error || !config) return
        const outDir = resolve(config.root, config.build.outDir)
        const scratchDir = resolve(
          config.root,
          'node_modules/.cache/prerender',
          config.build.outDir.replace(/\W+/g, '-'),
        )
        try {
          const entry = await buildServerEntry(config, scratchDir)
          // A live build's data pages with the backend's data (their snapshot); a demo build's hold none.
          const snapshot =
            appConfig.apiBaseUrl && takesSnapshots(appConfig)
              ? {
                  apiBaseUrl: appConfig.apiBaseUrl,
                  maxAgeHours: appConfig.snapshotMaxAgeHours,
                  root: config.root,
                  outDirName: config.build.outDir.replace(/\W+/g, '-'),
                }
              : undefined
          const { written, snapshots } = await writePages(entry, outDir, config.base, config.root, snapshot)
          config.logger.info(`prerendered ${written.length} pages into ${config.build.outDir}/`)
          const shortfall = snapshotShortfallLine(snapshots)
          if (shortfall) config.logger.warn(shortfall)
          else if (snapshots.size > 0)
            config.logger.info(`snapshot: ${snapshots.size} data pages with the backend's data`)
          // The pages name their preview images; a magazine's is made here when public/ has none yet.
          for (const image of await writeMissingMagazineShareImages(config.root, outDir)) {
            config.logger.info(`made the link-preview image ${image}`)
          }
        } catch (failure) {
          this.error(failure instanceof Error ? failure : new Error(String(failure)))
        } finally {
          rmSync(scratchDir, { recursive: true, force: true })
        }
      },
    },
  }
}
