import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * Browser tests of a LIVE build (issue 9: saved query cache, offline worker), which the demo-build suite in
 * tests/e2e cannot cover (there MSW owns the service worker and answers inside the page). Two servers:
 * the mock backend over HTTP (scripts/mock-server.mjs) and `vite preview` of a live build pointed at it,
 * built here first unless E2E_LIVE_SKIP_BUILD=1 (then E2E_LIVE_DIST must hold a build for E2E_LIVE_API_PORT).
 *   npx playwright test -c tests/e2e-live/playwright.live.config.ts
 */
const PORT = Number(process.env.E2E_LIVE_PORT ?? 4190)
const API_PORT = Number(process.env.E2E_LIVE_API_PORT ?? 4191)
const DIST = process.env.E2E_LIVE_DIST ?? 'dist-e2e-live'
/** The servers run from the repository root (Playwright's default is this folder). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const LIVE_API_ORIGIN = `http://127.0.0.1:${API_PORT}`

const build = process.env.E2E_LIVE_SKIP_BUILD
  ? ''
  : `VITE_API_BASE_URL=${LIVE_API_ORIGIN} npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn && `

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The same Debian Chromium and flags as the demo-build browser tests.
    launchOptions: base.use?.launchOptions,
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/mock-server.mjs --port=${API_PORT}`,
      url: `${LIVE_API_ORIGIN}/api/news/all/DEMO01`,
      cwd: ROOT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${build}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      cwd: ROOT,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
