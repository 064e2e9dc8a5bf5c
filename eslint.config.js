import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Import boundaries (issue 19, point 6).
 *
 * Tool: eslint-plugin-boundaries rather than import-x's `no-restricted-paths`, because
 * - it tells `import type` from a value import, per policy: selectors may name a schema's type without pulling the
 *   api layer (zod, ky) into a pure function; `no-restricted-paths` treats both alike;
 * - it names each layer once (the elements below) and states what a layer may import, so a new folder has to be
 *   placed deliberately instead of being allowed by omission;
 * - the same rule also covers packages (no React in selectors), dynamic `import()` and `export ... from`.
 *
 * Layers, from the top; each may import only the layers its row names (a new folder under src/ falls in `app`,
 * which nothing below routes may import, until it gets a row):
 *   app (main.tsx, App.tsx, router.tsx, query-client.ts)
 *                                             routes, features, components, first-visit, api, selectors, config, content
 *   routes                                    features, components, first-visit, api, selectors, config, content, app
 *   features                                  features, components, first-visit, api, selectors, config, content
 *   components                                components, first-visit, api, selectors, config, content
 *   first-visit                               first-visit, api, selectors, config, content
 *   api                                       api, selectors, config, content
 *   selectors (pure)                          selectors, config, content; the api as `import type` only; no package
 *   config, content (leaves)                  config, content; the api and selectors as `import type` only
 *   mocks                                     mocks, api, selectors, config, content
 * app, routes, features and components may also import src/styles. Only src/main.tsx, of the app's files, imports
 * mocks/ (behind its mocking switch).
 * tests, build/ and scripts/ are tooling: they may import anything (build/ serves the demo files in dev from mocks/;
 * it never reaches the browser bundle). The proof: tests/unit/import-boundaries.test.ts.
 */
const LAYERS = [
  { type: 'routes', pattern: 'src/routes' },
  { type: 'features', pattern: 'src/features' },
  { type: 'components', pattern: 'src/components' },
  { type: 'first-visit', pattern: 'src/first-visit' },
  { type: 'api', pattern: 'src/api' },
  { type: 'selectors', pattern: 'src/selectors' },
  { type: 'config', pattern: 'src/config' },
  { type: 'content', pattern: 'src/content' },
  { type: 'styles', pattern: 'src/styles' },
  // The rest of src/: main.tsx, App.tsx, router.tsx, query-client.ts, routeTree.gen.ts.
  { type: 'app', pattern: 'src' },
  { type: 'mocks', pattern: 'mocks' },
  { type: 'tests', pattern: 'tests' },
  { type: 'build', pattern: 'build' },
  { type: 'scripts', pattern: 'scripts' },
].map((layer) => ({ ...layer, partialMatch: false }))
/** src/main.tsx is the one app file that may import mocks/. */
const FILES = [{ category: 'main', pattern: 'src/main.tsx' }]

/** A policy: `from` may import (as values and types) the layers of `to`. */
const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: to } } } })
/** A policy: `from` may import the layers of `to` with `import type` only. */
const mayTypeOnly = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: to } }, dependency: { kind: 'type' } },
})

const LEAVES = ['config', 'content']
const BELOW_API = ['selectors', ...LEAVES]
const DATA = ['api', 'first-visit', ...BELOW_API]
const WIDGETS = ['components', ...DATA]
const PAGES = ['features', ...WIDGETS]
const APP_CODE = ['app', 'routes', ...PAGES, 'styles']

const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      checkAllOrigins: true,
      message:
        'Import boundary: {{from.element.type}} may not import {{to.element.type}} (see the layer table in eslint.config.js).',
      policies: [
        // Packages and Node built-ins are free for every layer except the pure selectors (below).
        { allow: { to: { module: { origin: ['external', 'core'] } } } },
        may('app', APP_CODE),
        may('routes', APP_CODE),
        may('features', [...PAGES, 'styles']),
        may('components', [...WIDGETS, 'styles']),
        may('first-visit', DATA),
        may('api', ['api', ...BELOW_API]),
        may('selectors', BELOW_API),
        mayTypeOnly('selectors', ['api']),
        may('config', LEAVES),
        may('content', LEAVES),
        mayTypeOnly('config', ['api', 'selectors']),
        mayTypeOnly('content', ['api', 'selectors']),
        may('mocks', ['mocks', 'api', ...BELOW_API]),
        may('tests', ['*']),
        may('build', ['*']),
        may('scripts', ['*']),
        {
          from: { element: { type: 'selectors' } },
          disallow: { to: { module: { origin: ['external', 'core'] } }, dependency: { kind: 'value' } },
          message:
            'Selectors are pure functions over parsed data: no packages at run time ({{to.module.source}}); `import type` is fine.',
        },
        {
          from: { element: { type: '!(mocks|tests|build|scripts)' } },
          disallow: { to: { element: { type: 'mocks' } } },
          message:
            'Import boundary: {{from.element.type}} may not import mocks; only src/main.tsx (behind its mocking switch) and the tests do.',
        },
        // Later policies win: src/main.tsx is the exception to the one above.
        { from: { file: { categories: 'main' } }, allow: { to: { element: { type: 'mocks' } } } },
      ],
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'reports',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/files': FILES,
      'boundaries/legacy-templates': false,
      // The `@/` alias of tsconfig.json, resolved as TypeScript resolves it.
      'import/resolver': { typescript: { project: './tsconfig.json', alwaysTryTypes: true }, node: true },
    },
    rules: boundaryRules,
  },
)
