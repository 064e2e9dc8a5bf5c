import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { liveBuildConfig } from '../e2e-live/live-build-config'

/**
 * Browser tests of the optional server (npm start, server/) on a LIVE build, in front of the mock backend
 * over HTTP (scripts/mock-server.mjs): data pages arrive with their data and are taken over by the browser without a
 * mismatch or a second call. Built here first (the live build and its server build) unless E2E_SERVER_SKIP_BUILD=1
 * (then E2E_SERVER_DIST and E2E_SERVER_DIST-server must hold them, built for E2E_SERVER_API_PORT with
 * VITE_IMAGE_RESIZER=/img/{width}/{url}).
 *   npx playwright test -c tests/e2e-server/playwright.server.config.ts
 */
// Not 4195: the server behind nginx listens on the site's port + 1 (scripts/server-behind-nginx.mjs).
const API_PORT = Number(process.env.E2E_SERVER_API_PORT ?? 4196)
/**
 * Photos on the site's own origin: the build asks the site for its copies (`/img/{width}/{url}`, as deploy/
 * has it), and the server has them made by the mock backend, which is also a resizer (IMAGE_RESIZER_URL, read by the
 * server this config starts).
 */
const SITE_RESIZER = '/img/{width}/{url}'
process.env.IMAGE_RESIZER_URL = `http://127.0.0.1:${API_PORT}/__resize?url={url}&w={width}`
/**
 * Notifications: the push subscriptions of notify.spec.ts point at a push service on this machine, and the
 * server keeps its store in a folder of this run's own.
 */
process.env.PUSH_SERVICE_HOSTS = '127.0.0.1'
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-server-data-'))

export default liveBuildConfig({
  port: Number(process.env.E2E_SERVER_PORT ?? 4194),
  apiPort: API_PORT,
  dist: process.env.E2E_SERVER_DIST ?? 'dist-e2e-server',
  skipBuild: Boolean(process.env.E2E_SERVER_SKIP_BUILD),
  // As a school runs it: nginx in front of the server (deploy/server-front*.nginx.conf), keeping what it may share.
  host: 'server-nginx',
  buildEnv: `VITE_IMAGE_RESIZER='${SITE_RESIZER}'`,
  timeoutMs: 45_000,
  // Every test reads the mock backend's demo data and changes nothing: all of them side by side.
  workers: 2,
  fullyParallel: true,
  // One browser context a worker, reset by Playwright between tests, as in the demo suite (playwright.config.ts): the
  // offline worker is blocked in these tests, so no cache of its outlives the reset.
  use: { reuseContext: true },
})
