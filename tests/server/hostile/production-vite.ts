import { createServer, type ViteDevServer } from 'vite'

/**
 * The site's own Vite configuration as a module loader for the server's renders in a test, in production mode (the
 * render the server runs, React's production build), with no dev server around it: no file watching, no HMR, no
 * dependency scan. `cacheDir` is the test's own, so that test files running side by side do not share one.
 */
export function productionVite(cacheDir: string): Promise<ViteDevServer> {
  return createServer({
    configFile: 'vite.config.ts',
    cacheDir,
    logLevel: 'error',
    appType: 'custom',
    mode: 'production',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
}
