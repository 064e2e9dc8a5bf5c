import { fileURLToPath } from 'node:url'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import base from '../../playwright.config'

/** The servers run from the repository root (Playwright's default is the config's folder). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * What serves the live build: `vite preview` (an SPA host: every unknown path gets index.html), or Debian's nginx
 * with the school's own server block, deploy/site.nginx.conf (scripts/nginx-host.mjs: HTTP/1.1, gzip, its cache
 * rules, each page's prerendered HTML at its path, the not-found page with 404), as the site is served for real.
 */
export type LiveHost = 'preview' | 'nginx' | 'server' | 'server-nginx'

/** The host named by an environment variable (E2E_LIVE_HOST): `vite preview` unless it says nginx or server. */
export function liveHostOf(value: string | undefined): LiveHost {
  if (value === undefined || value === '' || value === 'preview') return 'preview'
  if (value === 'nginx' || value === 'server' || value === 'server-nginx') return value
  throw new Error(`E2E_LIVE_HOST is "preview", "nginx", "server" or "server-nginx", not "${value}"`)
}

/** Where the server build of a live build goes: beside it (dist-live → dist-live-server). */
function serverBuildOf(dist: string): string {
  return `${dist}-server`
}

/** How long nginx-host may take to stop nginx and remove its scratch folder once the tests are done. */
const NGINX_HOST_STOP_MS = 5_000

interface LiveBuildOptions {
  /** Port of the live build's host and of the mock backend. */
  port: number
  apiPort: number
  /** The live build's folder; built first unless `skipBuild`. */
  dist: string
  skipBuild: boolean
  /**
   * Who serves the build; `vite preview` by default. `server` is the project's own server (npm start, server/),
   * from its server build beside the live build (serverBuildOf), which it is built with unless `skipBuild`;
   * `server-nginx` is that server with Debian's nginx in front (deploy/server-front*.nginx.conf,
   * scripts/server-behind-nginx.mjs), the one-box setup of a school that runs Node.
   */
  host?: LiveHost
  /** Build-time variables besides VITE_API_BASE_URL (a shell fragment, already quoted). */
  buildEnv?: string
  /** Options of scripts/mock-server.mjs besides the port. */
  mockArgs?: string
  /** How long the mock backend may take to start. */
  mockTimeoutMs?: number
  timeoutMs: number
  /** Test files run side by side (one file's tests in order); 1 by default. */
  workers?: number
  /** The tests of one file side by side too (they share nothing but the servers). */
  fullyParallel?: boolean
  /** Browser options besides the base URL, Chromium and its flags. */
  use?: PlaywrightTestConfig['use']
}

/**
 * A Playwright config for browser tests of a LIVE build: the mock backend over HTTP (scripts/mock-server.mjs) and
 * a host (`vite preview`, or nginx) of a live build pointed at it; a file's tests one at a time. Used by
 * tests/e2e-live and tests/e2e-photos.
 */
export function liveBuildConfig(options: LiveBuildOptions) {
  const apiOrigin = `http://127.0.0.1:${options.apiPort}`
  const build = options.skipBuild
    ? ''
    : `VITE_API_BASE_URL=${apiOrigin} ${options.buildEnv ?? ''} npx vite build --outDir ${options.dist} --emptyOutDir --logLevel warn && `
  const serverBuild = options.skipBuild
    ? ''
    : `VITE_API_BASE_URL=${apiOrigin} ${options.buildEnv ?? ''} npx vite build --ssr server/node.ts --outDir ${serverBuildOf(options.dist)} --emptyOutDir --logLevel warn && `
  const host =
    options.host === 'server-nginx'
      ? {
          command: `${build}${serverBuild}node scripts/server-behind-nginx.mjs --dist=${options.dist} --server=${serverBuildOf(options.dist)}/node.js --port=${options.port}`,
          gracefulShutdown: { signal: 'SIGTERM' as const, timeout: NGINX_HOST_STOP_MS },
        }
      : options.host === 'server'
        ? {
            command: `${build}${serverBuild}SITE_DIST=${options.dist} PORT=${options.port} HOST=127.0.0.1 node ${serverBuildOf(options.dist)}/node.js`,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: NGINX_HOST_STOP_MS },
          }
        : options.host === 'nginx'
          ? {
              // --build-records: the tests read the build's records from the host (tests/e2e/bundle-facts.ts).
              command: `${build}node scripts/nginx-host.mjs --dist=${options.dist} --port=${options.port} --build-records`,
              // Stopped, not killed: nginx-host stops nginx and removes its scratch folder.
              gracefulShutdown: { signal: 'SIGTERM' as const, timeout: NGINX_HOST_STOP_MS },
            }
          : {
              command: `${build}npx vite preview --host 127.0.0.1 --port ${options.port} --strictPort --outDir ${options.dist}`,
            }
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    fullyParallel: options.fullyParallel ?? false,
    workers: options.workers ?? 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    timeout: options.timeoutMs,
    use: {
      baseURL: `http://127.0.0.1:${options.port}`,
      browserName: 'chromium',
      // The same Debian Chromium and flags as the demo-build browser tests.
      launchOptions: base.use?.launchOptions,
      trace: 'off',
      ...options.use,
    },
    webServer: [
      {
        command: `node scripts/mock-server.mjs --port=${options.apiPort} ${options.mockArgs ?? ''}`.trim(),
        url: `${apiOrigin}/api/news/all/DEMO01`,
        cwd: ROOT,
        reuseExistingServer: !process.env.CI,
        timeout: options.mockTimeoutMs ?? 60_000,
      },
      {
        ...host,
        url: `http://127.0.0.1:${options.port}`,
        cwd: ROOT,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
    ],
  })
}
