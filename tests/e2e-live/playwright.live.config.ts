import { MOCK_BACKEND_PORT } from '../../src/config/local-ports'
import { liveBuildConfig, liveHostOf } from './live-build-config'

/**
 * Browser tests of a LIVE build (saved query cache, offline worker), which the demo-build suite in
 * tests/e2e cannot cover (there MSW owns the service worker and answers inside the page). Two servers:
 * the mock backend over HTTP (scripts/mock-server.mjs) and a host of a live build pointed at it, `vite preview`, or
 * with E2E_LIVE_HOST=nginx Debian's nginx with deploy/site.nginx.conf (scripts/nginx-host.mjs; what CI runs),
 * built here first unless E2E_LIVE_SKIP_BUILD=1 (then E2E_LIVE_DIST must hold a build for E2E_LIVE_API_PORT).
 *   npx playwright test -c tests/e2e-live/playwright.live.config.ts
 *   E2E_LIVE_HOST=nginx npx playwright test -c tests/e2e-live/playwright.live.config.ts
 * Other ports and folder: E2E_LIVE_PORT, E2E_LIVE_API_PORT, E2E_LIVE_DIST.
 */
const API_PORT = Number(process.env.E2E_LIVE_API_PORT ?? MOCK_BACKEND_PORT)
export const LIVE_API_ORIGIN = `http://127.0.0.1:${API_PORT}`

export default liveBuildConfig({
  port: Number(process.env.E2E_LIVE_PORT ?? 4190),
  apiPort: API_PORT,
  dist: process.env.E2E_LIVE_DIST ?? 'dist-e2e-live',
  skipBuild: Boolean(process.env.E2E_LIVE_SKIP_BUILD),
  host: liveHostOf(process.env.E2E_LIVE_HOST),
  timeoutMs: 45_000,
  // Two files at a time: the files share the mock backend, and the one test that changes its answers
  // (hardening.spec.ts) changes a path no other test reads. (Three took as long in CI: 2:32 against 2:15-2:29.)
  workers: 2,
})
