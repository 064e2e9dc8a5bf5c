import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createServer, type Logger, type Plugin, type ViteDevServer } from 'vite'
import type { appRoutePages } from './app-route-pages.ts'
import { ROUTE_PAGES_FILE, routePagesSource } from './route-pages-file.ts'

/**
 * Writes src/config/route-pages.gen.ts from the routes' `staticData`, as TanStack Router's plugin writes
 * routeTree.gen.ts from the route files: once when `npm run dev` starts and again after a route changes (the dev
 * server then restarts, as vite.config.ts reads the site map), and before `vite build` bundles anything. The file is
 * committed, so the server, the scripts and the browser suites have it without a build; tests/pages/route-pages.test.ts
 * fails in CI while the committed file differs from what this plugin would write.
 *
 * The routes import the whole app (components, styles, photos), which only Vite can load: the plugin reads them
 * through a Vite module runner, the dev server's own in dev, a throwaway server in middleware mode for a build.
 */

/** Loaded through Vite, by its path from the project's root. */
const APP_ROUTE_PAGES_MODULE = '/build/app-route-pages.ts'

/** Marks the throwaway server a build starts to read the routes: the plugin there only serves the modules. */
const ROUTE_READER = 'route-pages:reader'

/** A route file, or the route tree TanStack's plugin writes from them (a route added or removed). */
const ROUTE_SOURCE = /[\\/]src[\\/](routes[\\/]|routeTree\.gen\.ts$)/

/** After a change, wait this long for the rest of a save (an editor or a generator writes several files at once). */
const SETTLE_MS = 100

/** Writes the file if the routes now declare something else; whether it wrote. */
async function writeRoutePages(reader: ViteDevServer, file: string): Promise<boolean> {
  const loaded = (await reader.ssrLoadModule(APP_ROUTE_PAGES_MODULE)) as { appRoutePages: typeof appRoutePages }
  const source = await routePagesSource(await loaded.appRoutePages())
  if ((await readFile(file, 'utf8').catch(() => undefined)) === source) return false
  await writeFile(file, source)
  return true
}

export function routePagesPlugin(): Plugin {
  let file = ROUTE_PAGES_FILE
  let isReader = false
  let devServer: ViteDevServer | undefined
  let logger: Logger | undefined
  let inlineConfig: { configFile: string | false; root: string; mode: string } | undefined

  /** In dev: a route that cannot be read is reported, and the server keeps running on the last file. */
  const refresh = (server: ViteDevServer) =>
    writeRoutePages(server, file).then(
      (written) => written && server.config.logger.info(`${ROUTE_PAGES_FILE} written from the routes`),
      (error: unknown) => server.config.logger.error(`${ROUTE_PAGES_FILE} not written: ${String(error)}`),
    )

  return {
    name: 'route-pages',
    // Under Vitest the file is what tests/pages/route-pages.test.ts checks: written there, the check would pass
    // whatever the routes say.
    apply: () => !process.env.VITEST,
    configResolved(config) {
      file = resolve(config.root, ROUTE_PAGES_FILE)
      isReader = config.plugins.some((plugin) => plugin.name === ROUTE_READER)
      logger = config.logger
      inlineConfig = { configFile: config.configFile ?? false, root: config.root, mode: config.mode }
    },
    configureServer(server) {
      if (isReader) return
      devServer = server
      let timer: ReturnType<typeof setTimeout> | undefined
      server.watcher.on('all', (_event, path) => {
        if (!ROUTE_SOURCE.test(path)) return
        clearTimeout(timer)
        timer = setTimeout(() => void refresh(server), SETTLE_MS)
      })
    },
    async buildStart() {
      if (isReader) return
      // In dev the start is not held: the committed file is usually right, and a rewrite restarts the server.
      if (devServer) return void refresh(devServer)
      const reader = await createServer({
        ...inlineConfig,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [{ name: ROUTE_READER }],
      })
      let written: boolean
      try {
        written = await writeRoutePages(reader, file)
      } finally {
        await reader.close()
      }
      // The build's Node side (sitemap.xml, the list of pages to prerender) came with vite.config.ts, loaded before
      // any plugin runs, so it holds the file as it was: this build would miss the change. The next one has it.
      if (written) {
        const message = `${ROUTE_PAGES_FILE} was behind the routes and is now rewritten from them: build again (and commit it)`
        // Said first as well: the steps that end a failed build may fail in turn and be the error the build shows.
        logger?.error(message)
        this.error(message)
      }
    },
  }
}
