/**
 * The ports of the hosts a developer and CI start on this machine, the one place they are written (the other hosts'
 * ports, one per browser suite or check, are their own files'). tests/unit/single-home-facts.test.ts fails on one of
 * these written anywhere else.
 *
 * Plain TypeScript that Node runs as it is (no imports, nothing but erasable types): the scripts and .ci/run read it
 * too.
 */

/**
 * `vite preview` (`npm run preview`, vite.config.ts): the build the browser tests of tests/e2e open, and so the site's
 * address when a build is not told its own (VITE_SITE_URL).
 */
export const PREVIEW_PORT = 4173

/**
 * The mock backend over HTTP (scripts/mock-server.mjs), also its image resizer: CI's one live build is built for it,
 * and the live browser suite and the benchmark start it here.
 */
export const MOCK_BACKEND_PORT = 4191
