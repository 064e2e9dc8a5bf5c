import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import boundaries from 'eslint-plugin-boundaries'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Import boundaries: which layer may import which, so that the layering cannot be broken unnoticed.
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
 *                                             routes, features, components, first-visit, shared, api, selectors,
 *                                             config, content
 *   routes                                    features, components, first-visit, shared, api, selectors, config,
 *                                             content, app
 *   features                                  features, components, first-visit, shared, api, selectors, config, content
 *   components                                components, first-visit, shared, api, selectors, config, content
 *   first-visit                               first-visit, shared, api, selectors, config, content
 *   shared (run by the site, the build and the server alike: no React component, no server)
 *                                             shared, api, selectors, config, content
 *   api                                       api, selectors, config, content
 *   selectors (pure)                          selectors, config, content; the api as `import type` only; no package
 *   config                                    config, content; the api and selectors as `import type` only
 *   content (the leaf)                        content; the api and selectors as `import type` only (never config)
 *   mocks                                     mocks, api, selectors, config, content
 * app, routes, features and components may also import src/styles. Only src/main.tsx, of the app's files, imports
 * mocks/ (behind its mocking switch).
 * policy/ (cache times, security headers, the editor's path, compressed types) imports nothing of the project; everything may import it.
 * server/ (npm start) may import policy/, the app's entry (entry-server.tsx) and the layers under the UI (shared, api,
 * selectors, config, content), never features/, components/, routes/ or first-visit/ (the site's UI: what the server
 * needs of it lives in shared/), build/ (the build's code), mocks/ or scripts/.
 * build/ (the build's plugins and helpers) may import the app's code, policy/ and mocks/ (it serves the demo files in
 * dev; they never reach the browser bundle), never scripts/: runtime code does not depend on CI's tooling.
 * tests and scripts/ are tooling: they may import anything. The proof: tests/unit/import-boundaries.test.ts.
 */
const LAYERS = [
  { type: 'routes', pattern: 'src/routes' },
  { type: 'features', pattern: 'src/features' },
  { type: 'components', pattern: 'src/components' },
  { type: 'first-visit', pattern: 'src/first-visit' },
  { type: 'shared', pattern: 'src/shared' },
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
  { type: 'server', pattern: 'server' },
  { type: 'policy', pattern: 'policy' },
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
const UNDER_THE_UI = ['shared', 'api', ...BELOW_API]
const DATA = ['first-visit', ...UNDER_THE_UI]
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
        may('shared', UNDER_THE_UI),
        may('api', ['api', ...BELOW_API]),
        may('selectors', BELOW_API),
        mayTypeOnly('selectors', ['api']),
        may('config', LEAVES),
        may('content', ['content']),
        mayTypeOnly('config', ['api', 'selectors']),
        mayTypeOnly('content', ['api', 'selectors']),
        may('mocks', ['mocks', 'api', ...BELOW_API]),
        may('tests', ['*']),
        may('build', ['build', 'policy', 'mocks', ...APP_CODE]),
        may('scripts', ['*']),
        may('server', ['server', 'policy', 'app', ...UNDER_THE_UI]),
        may('policy', ['policy']),
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

/*
 * File names: one convention, checked here.
 * - A .tsx file that exports a React component (a PascalCase function or constant) is named after it, PascalCase:
 *   `TopperCard.tsx` exports `TopperCard` (rule local/component-file-name below, which reads the exports).
 * - Every other source file is kebab-case, sub-extensions kept: `list-search-params.ts`, `gallery-page.tsx` (a page
 *   description with JSX in it, no component), `first-calls.test.tsx`, `budget.mjs` (check-file for .ts/.mts/.mjs/.js,
 *   local/component-file-name for .tsx). Folders are kebab-case.
 * - src/routes/ is exempt: a route file's name is the spec's address (`/PrincipalMessage`, `/topperXII`).
 * Tests, scripts, build/ and mocks/ are included. Generated files (routeTree.gen.ts, public/mockServiceWorker.js)
 * are ignored above.
 */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const PASCAL_CASE = /^[A-Z][a-zA-Z0-9]*$/

/** The names a module exports that are React components by their spelling (PascalCase functions and constants). */
function exportedComponentNames(program) {
  const names = []
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) names.push(declaration.id.name)
    if (declaration?.type === 'VariableDeclaration') {
      for (const variable of declaration.declarations) {
        const init = variable.init
        const isFunction = init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression'
        const isWrapped = init?.type === 'CallExpression' // memo(...), forwardRef(...), lazy(...)
        if (variable.id.type === 'Identifier' && (isFunction || isWrapped)) names.push(variable.id.name)
      }
    }
    // A class component (an error boundary).
    if (declaration?.type === 'ClassDeclaration' && declaration.id) names.push(declaration.id.name)
    const byDefault = statement.type === 'ExportDefaultDeclaration' ? statement.declaration : undefined
    if ((byDefault?.type === 'FunctionDeclaration' || byDefault?.type === 'ClassDeclaration') && byDefault.id) {
      names.push(byDefault.id.name)
    }
  }
  return names.filter((name) => PASCAL_CASE.test(name))
}

const componentFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A .tsx file exporting a component is named after it (PascalCase); any other is kebab-case.' },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const file = context.filename.split(/[\\/]/).pop() ?? ''
        if (!file.endsWith('.tsx')) return
        // The name without its extensions: `first-calls.test.tsx` -> `first-calls`.
        const stem = file.split('.')[0]
        const components = exportedComponentNames(program)
        if (components.length > 0 && !components.includes(stem)) {
          context.report({
            node: program,
            message: `A file exporting a component is named after it: ${components.join(' or ')}.tsx, not ${file}.`,
          })
        } else if (components.length === 0 && !KEBAB_CASE.test(stem)) {
          context.report({ node: program, message: `A .tsx file with no component is kebab-case, not ${file}.` })
        }
      },
    }
  },
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
      'src/content/content-modules.gen.d.ts',
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
  /*
   * Accessibility of the JSX: eslint-plugin-jsx-a11y's recommended rules (alt text, labels, roles,
   * keyboard handlers beside click handlers...). The axe suites (tests/a11y) check the rendered pages; this catches
   * the same kind of mistake in the editor, before a page is built.
   */
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Two narrowings, both patterns the axe suites pass:
      // - a key handler on a container hears the keys of the controls inside it (Escape closes the menu or the share
      //   sheet, the arrows turn the flip-book's pages): a delegated handler, not an element made interactive. Click
      //   and press handlers on non-interactive elements stay errors.
      // - a region that scrolls or is worked with the keys (the alumni table's scroller, the flip-book's pages) must
      //   take focus (WCAG 2.1.1; axe's scrollable-region-focusable): tabIndex={0} is allowed on role region and group.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { allowExpressionValues: true, handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'group'], allowExpressionValues: true },
      ],
    },
  },
  /*
   * No import cycles: import-x/no-cycle over src/ (a cycle makes a module's value undefined while the other
   * module runs, depending on which loads first). `import type` does not count: types leave nothing at run time.
   * Resolved as TypeScript resolves (the `@/` alias).
   */
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // File names: see the comment above componentFileName.
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile, local: { rules: { 'component-file-name': componentFileName } } },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mts,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts,build,mocks,deploy}/**/': 'KEBAB_CASE' }],
      'local/component-file-name': 'error',
    },
  },
)
