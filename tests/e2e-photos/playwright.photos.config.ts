import { liveBuildConfig } from '../e2e-live/live-build-config'

/**
 * Browser tests of the image pipeline against a LIVE build with a REAL resizer: the mock backend serves
 * every photo as a phone's 4000×3000 JPEG of about 2.9 MB (`--photos=real`) and resizes with sharp at /__resize,
 * and the build's VITE_IMAGE_RESIZER points there. Built here first unless E2E_PHOTOS_SKIP_BUILD=1.
 *   npx playwright test -c tests/e2e-photos/playwright.photos.config.ts
 */
const API_PORT = Number(process.env.E2E_PHOTOS_API_PORT ?? 4193)
export const PHOTOS_API_ORIGIN = `http://127.0.0.1:${API_PORT}`
const PHOTOS_RESIZER = `${PHOTOS_API_ORIGIN}/__resize?url={url}&w={width}`

export default liveBuildConfig({
  port: Number(process.env.E2E_PHOTOS_PORT ?? 4192),
  apiPort: API_PORT,
  dist: process.env.E2E_PHOTOS_DIST ?? 'dist-e2e-photos',
  skipBuild: Boolean(process.env.E2E_PHOTOS_SKIP_BUILD),
  buildEnv: `VITE_IMAGE_RESIZER='${PHOTOS_RESIZER}'`,
  mockArgs: '--photos=real',
  // The first run on a machine generates the real-size photos (about half a minute).
  mockTimeoutMs: 120_000,
  timeoutMs: 60_000,
  use: {
    // A phone: 390 px wide at twice the pixels (what most mid-range Android phones report).
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The offline worker would answer repeat photo requests itself; these tests count what reaches the network.
    serviceWorkers: 'block',
  },
})
