import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * Browser tests of the image pipeline (issue 18) against a LIVE build with a REAL resizer: the mock backend serves
 * every photo as a phone's 4000×3000 JPEG of about 2.9 MB (`--photos=real`) and resizes with sharp at /__resize,
 * and the build's VITE_IMAGE_RESIZER points there. Built here first unless E2E_PHOTOS_SKIP_BUILD=1.
 *   npx playwright test -c tests/e2e-photos/playwright.photos.config.ts
 */
const PORT = Number(process.env.E2E_PHOTOS_PORT ?? 4192)
const API_PORT = Number(process.env.E2E_PHOTOS_API_PORT ?? 4193)
const DIST = process.env.E2E_PHOTOS_DIST ?? 'dist-e2e-photos'
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const PHOTOS_API_ORIGIN = `http://127.0.0.1:${API_PORT}`
export const PHOTOS_RESIZER = `${PHOTOS_API_ORIGIN}/__resize?url={url}&w={width}`

const build = process.env.E2E_PHOTOS_SKIP_BUILD
  ? ''
  : `VITE_API_BASE_URL=${PHOTOS_API_ORIGIN} VITE_IMAGE_RESIZER='${PHOTOS_RESIZER}' npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn && `

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: base.use?.launchOptions,
    // A phone: 390 px wide at twice the pixels (what most mid-range Android phones report).
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The offline worker would answer repeat photo requests itself; these tests count what reaches the network.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/mock-server.mjs --port=${API_PORT} --photos=real`,
      url: `${PHOTOS_API_ORIGIN}/api/news/all/DEMO01`,
      cwd: ROOT,
      reuseExistingServer: !process.env.CI,
      // The first run on a machine generates the real-size photos (about half a minute).
      timeout: 120_000,
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
