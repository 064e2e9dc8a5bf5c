import { fileURLToPath } from 'node:url'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import base from '../../playwright.config'

/** The servers run from the repository root (Playwright's default is the config's folder). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

interface LiveBuildOptions {
  /** Port of `vite preview` and of the mock backend. */
  port: number
  apiPort: number
  /** The live build's folder; built first unless `skipBuild`. */
  dist: string
  skipBuild: boolean
  /** Build-time variables besides VITE_API_BASE_URL (a shell fragment, already quoted). */
  buildEnv?: string
  /** Options of scripts/mock-server.mjs besides the port. */
  mockArgs?: string
  /** How long the mock backend may take to start. */
  mockTimeoutMs?: number
  timeoutMs: number
  /** Browser options besides the base URL, Chromium and its flags. */
  use?: PlaywrightTestConfig['use']
}

/**
 * A Playwright config for browser tests of a LIVE build: the mock backend over HTTP (scripts/mock-server.mjs) and
 * `vite preview` of a live build pointed at it, one test at a time. Used by tests/e2e-live and tests/e2e-photos.
 */
export function liveBuildConfig(options: LiveBuildOptions) {
  const apiOrigin = `http://127.0.0.1:${options.apiPort}`
  const build = options.skipBuild
    ? ''
    : `VITE_API_BASE_URL=${apiOrigin} ${options.buildEnv ?? ''} npx vite build --outDir ${options.dist} --emptyOutDir --logLevel warn && `
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    fullyParallel: false,
    workers: 1,
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
        command: `${build}npx vite preview --host 127.0.0.1 --port ${options.port} --strictPort --outDir ${options.dist}`,
        url: `http://127.0.0.1:${options.port}`,
        cwd: ROOT,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
    ],
  })
}
