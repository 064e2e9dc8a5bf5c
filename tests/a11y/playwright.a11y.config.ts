import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The accessibility gate (`npm run a11y`): axe-core on every page and every open state of a production build.
 * Same browser and launch options as the browser tests; its own port and build folder can be chosen with
 * E2E_PORT / E2E_DIST (defaults: 4174 and dist), so it can run next to them.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174)
const DIST = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.a11y.ts',
  retries: 0,
  outputDir: '../../test-results/a11y',
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    // The project root, so that E2E_DIST is read as in the main configuration.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
