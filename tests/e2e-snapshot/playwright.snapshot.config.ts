import { fileURLToPath } from 'node:url'
import type { PlaywrightTestConfig } from '@playwright/test'
import { MOCK_BACKEND_PORT } from '../../src/config/local-ports'
import { liveBuildConfig } from '../e2e-live/live-build-config'

/**
 * Browser tests of a live build's snapshot of its data pages (docs/hosting.md, "Data pages on a static host"), each
 * build on Debian's nginx with deploy/site.nginx.conf, as a static host serves it, against the mock backend:
 * - E2E_SNAPSHOT_DIST: the build made with the backend up (its data pages carry their snapshot);
 * - E2E_SNAPSHOT_DOWN_DIST: the same build made with the backend down (its data pages carry none).
 * Both are built first, with the same VITE_API_BASE_URL (the mock backend on E2E_SNAPSHOT_API_PORT), as .ci/run does:
 *   E2E_SNAPSHOT_DIST=dist-live-snapshot E2E_SNAPSHOT_DOWN_DIST=dist-live \
 *     npx playwright test -c tests/e2e-snapshot/playwright.snapshot.config.ts
 */
const API_PORT = Number(process.env.E2E_SNAPSHOT_API_PORT ?? MOCK_BACKEND_PORT)
export const SNAPSHOT_API_ORIGIN = `http://127.0.0.1:${API_PORT}`

const DOWN_PORT = Number(process.env.E2E_SNAPSHOT_DOWN_PORT ?? 4198)
/** Where the build made with the backend down is served, beside the snapshot's. */
export const BUILT_WITHOUT_BACKEND_ORIGIN = `http://127.0.0.1:${DOWN_PORT}`

const config = liveBuildConfig({
  port: Number(process.env.E2E_SNAPSHOT_PORT ?? 4197),
  apiPort: API_PORT,
  dist: process.env.E2E_SNAPSHOT_DIST ?? 'dist-live-snapshot',
  skipBuild: true,
  host: 'nginx',
  timeoutMs: 45_000,
})

const builtWithoutBackend: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `node scripts/nginx-host.mjs --dist=${process.env.E2E_SNAPSHOT_DOWN_DIST ?? 'dist-live'} --port=${DOWN_PORT}`,
  url: BUILT_WITHOUT_BACKEND_ORIGIN,
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  reuseExistingServer: !process.env.CI,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  timeout: 60_000,
}

export default {
  ...config,
  webServer: [...[config.webServer ?? []].flat(), builtWithoutBackend],
} satisfies PlaywrightTestConfig
