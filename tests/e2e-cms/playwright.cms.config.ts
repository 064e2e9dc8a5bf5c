import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * Browser tests of the content manager (/admin/, Decap CMS) as `npm run cms` runs it: the dev server on the
 * demo data and decap-server saving into this folder (scripts/cms.mjs). A test edits an entry through the real
 * editor, finds the file changed on disk and the change on the page, and puts the file back as it was.
 *   npm run test:e2e:cms
 * decap-server takes port 8081 (cms/editor-settings.yml's `local_backend` looks for it there); the dev server
 * E2E_CMS_PORT (5177). Run alone: two runs at once would share one decap-server and one folder.
 */
const PORT = Number(process.env.E2E_CMS_PORT ?? 5177)

/** The servers run from the repository root (Playwright's default is the config's folder). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The tests write files of the repository: one at a time.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Decap's 5 MB script takes 5 to 6 s to start on a busy two-core machine; a first dev-server visit compiles pages.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The same Debian Chromium and flags as the other browser tests.
    launchOptions: base.use?.launchOptions,
    trace: 'off',
    // The site's mock worker (demo data) is the dev server's; the editor's page has none of its own.
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: `node scripts/cms.mjs --host 127.0.0.1 --port ${PORT} --strictPort`,
    // Ready when the editor's configuration is served; decap-server starts in well under the dev server's time, and
    // the test waits for it too (cms.spec.ts).
    url: `http://127.0.0.1:${PORT}/admin/config.yml`,
    cwd: ROOT,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
