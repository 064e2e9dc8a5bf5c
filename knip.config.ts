import type { KnipConfig } from 'knip'

/**
 * Dead-code check (`npm run knip`, in .ci/run after lint): files nothing reaches, exports nobody imports,
 * packages used but not declared or declared but not used.
 *
 * Entry points found by knip's plugins, not listed here:
 * - vite: vite.config.ts, and index.html -> src/main.tsx; vite.config.ts imports build/*.ts;
 * - tanstack-router: src/routeTree.gen.ts (every file route of src/routes/) and src/router.tsx;
 * - vitest: tests/**\/*.test.{ts,tsx} and tests/setup.ts (from vite.config.ts's `test`), which reach mocks/node.ts;
 * - playwright: playwright.config.ts and the -c configs of package.json's scripts, with their spec files;
 * - eslint, prettier: their config files.
 * Listed here: the command-line scripts (run by package.json, .ci/run, the README or each other), the mock data
 * generator, and the Playwright configs and specs that no package.json script names.
 * A module imported only by the above (build/image-resizer.ts, scripts/nginx-host-config.ts, mocks/handlers.ts,
 * tests/render-route.tsx...)
 * is not an entry: its unused exports are reported.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.mjs',
    '!scripts/real-photos.mjs',
    'mocks/generate-demo-files.mjs',
    // Built and imported by build/prerender-plugin.ts (a second, server build), which names it by path.
    'src/entry-server.tsx',
    // npm start runs its build (package.json's build script makes it).
    'server/node.ts',
    'tests/*/playwright.*.config.ts',
    'tests/e2e*/**/*.spec.ts',
    'tests/a11y/*.a11y.ts',
    // Lingui's command line reads it (npm run i18n:extract, tests/unit/catalogues.test.ts), and so does its Vite plugin.
    'lingui.config.ts',
  ],
  // A page reads a data file as `content:home.json` (build/content-check-plugin.ts resolves it): a file, not a package.
  ignoreDependencies: ['content'],
  // The system's own commands: a push store test mounts a small tmpfs to fill a real disk.
  ignoreBinaries: ['mount', 'umount'],
  project: [
    'src/**/*.{ts,tsx}',
    'build/**/*.ts',
    'server/**/*.ts',
    'scripts/**/*.{mjs,ts}',
    'mocks/**/*.{ts,mjs}',
    'tests/**/*.{ts,tsx}',
    '*.{ts,js}',
  ],
}

export default config
