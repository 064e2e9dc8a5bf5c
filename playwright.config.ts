import './tests/content-modules.ts'
import { defineConfig } from '@playwright/test'
import { PREVIEW_PORT } from './src/config/local-ports.ts'

/** Port and build folder can be changed so that several builds can be tested side by side. */
const PORT = Number(process.env.E2E_PORT ?? PREVIEW_PORT)
const DIST = process.env.E2E_DIST ?? 'dist'
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * Browser tests run in Debian's Chromium (no browser downloads here) against a production build served by
 * `vite preview`. `npm run test:e2e` builds first; the build uses the bundled demo data unless told otherwise.
 * Two projects on the one server: `e2e` (tests/e2e) and `a11y`, the accessibility gate (axe-core on every page
 * and every open state, tests/a11y; `npm run a11y` runs it alone); one run fills both workers to the end.
 */
export default defineConfig({
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    // A violation is a fact, not a flake: no retry.
    { name: 'a11y', testDir: 'tests/a11y', testMatch: '*.a11y.ts', retries: 0, timeout: 60_000 },
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // One browser context a worker, reset between tests: Playwright clears its cookies, HTTP cache, local and
    // session storage and IndexedDB, unregisters its service workers (the mock worker starts afresh), closes extra
    // pages and removes routes and init scripts, so each test still starts as a first visit. Making a context and its
    // page costs about a CPU-second a test on the 2-core machine: the demo suite's every-route file took 161 s
    // instead of 206 s (303 CPU-seconds instead of 401), every test passing. Not reset: permissions granted in a test
    // (share.spec.ts, which grants the clipboard, keeps a fresh context a test), offline mode and extra headers (the
    // demo suite sets neither), and the history before the test's first page, which no test goes back into.
    reuseContext: true,
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
