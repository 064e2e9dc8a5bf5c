import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import boundaries of eslint.config.js, proved with the project's own ESLint config:
 * each snippet is linted as if it were a file of the named folder, and must (or must not) raise the boundary rule.
 * Targets are real files found in each folder, so the test does not break when a file is renamed.
 */
const RULE = 'boundaries/dependencies'

/** The first source file (depth first, sorted) under a folder, as an import path (`@/…` inside src). */
function someModuleIn(folder: string): string {
  const find = (dir: string): string | undefined => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return join(dir, entry.name)
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        const found = find(join(dir, entry.name))
        if (found) return found
      }
    }
    return undefined
  }
  const file = find(folder)
  if (!file) throw new Error(`no source file under ${folder}`)
  const withoutExtension = file.replace(/\.tsx?$/, '')
  return withoutExtension.startsWith('src/') ? `@/${withoutExtension.slice(4)}` : `/${withoutExtension}`
}

let eslint: ESLint
const target: Record<string, string> = {}

beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  for (const folder of [
    'components',
    'features',
    'routes',
    'shared',
    'api',
    'selectors',
    'config',
    'content',
    'first-visit',
  ]) {
    target[folder] = someModuleIn(`src/${folder}`)
  }
  target.mocks = someModuleIn('mocks')
  target.policy = someModuleIn('policy')
  target.server = someModuleIn('server')
  target.build = someModuleIn('build')
  // CI's tooling is plain JavaScript (.mjs).
  target.scripts = '/scripts/check-server.mjs'
  // The first lint loads the parser, the plugins and the TypeScript resolver: seconds on a busy machine.
  await eslint.lintText('export {}\n', { filePath: 'src/api/probe.ts' })
}, 60_000)

/** Lints `code` as the file `filePath` and returns the boundary rule's messages. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message)
}

/** An import of `module` from the file `filePath` (a relative path for mocks/, which has no alias). */
function importOf(filePath: string, module: string, kind: 'value' | 'type' = 'value'): string {
  const source = module.startsWith('/') ? relativeFrom(filePath, module.slice(1)) : module
  return kind === 'type'
    ? `import type * as probe from '${source}'\nexport type Probe = typeof probe\n`
    : `import * as probe from '${source}'\nexport const used = probe\n`
}

function relativeFrom(filePath: string, target: string): string {
  const depth = filePath.split('/').length - 1
  return `${'../'.repeat(depth)}${target}`
}

const violations: Array<[string, string, string, ('value' | 'type')?]> = [
  ['api imports a component', 'src/api/probe.ts', 'components'],
  ['api imports a feature', 'src/api/probe.ts', 'features'],
  ['api imports a route', 'src/api/probe.ts', 'routes'],
  ['selectors import a component', 'src/selectors/probe.ts', 'components'],
  ['selectors import a feature', 'src/selectors/probe.ts', 'features'],
  ['selectors import a route', 'src/selectors/probe.ts', 'routes'],
  ['selectors import the api at run time', 'src/selectors/probe.ts', 'api'],
  ['selectors import a component, even as a type', 'src/selectors/probe.ts', 'components', 'type'],
  ['the api imports a feature, even as a type', 'src/api/probe.ts', 'features', 'type'],
  ['components import a feature', 'src/components/ui/probe.ts', 'features'],
  ['components import a route', 'src/components/ui/probe.ts', 'routes'],
  ['features import a route', 'src/features/home/probe.ts', 'routes'],
  ['first-visit imports a component', 'src/first-visit/probe.ts', 'components'],
  ['config imports the api at run time', 'src/config/probe.ts', 'api'],
  ['config imports a selector', 'src/config/probe.ts', 'selectors'],
  ['config imports first-visit', 'src/config/probe.ts', 'first-visit'],
  ['content imports a component', 'src/content/probe.ts', 'components'],
  ['a feature imports mocks', 'src/features/home/probe.ts', 'mocks'],
  ['a component imports mocks', 'src/components/ui/probe.ts', 'mocks'],
  ['the api imports mocks', 'src/api/probe.ts', 'mocks'],
  ['the api imports first-visit (which builds on it)', 'src/api/probe.ts', 'first-visit'],
  ['App.tsx imports mocks', 'src/App.tsx', 'mocks'],
  ['a route imports mocks', 'src/routes/probe.tsx', 'mocks'],
  ['content imports config (config reads content, never the other way)', 'src/content/probe.ts', 'config'],
  ['the server imports CI’s scripts', 'server/probe.ts', 'scripts'],
  ['a build plugin imports CI’s scripts', 'build/probe.ts', 'scripts'],
  ['a component imports CI’s scripts', 'src/components/ui/probe.ts', 'scripts'],
  ['the policy imports the server', 'policy/probe.ts', 'server'],
  ['the server imports a feature (what it shares with the site lives in shared/)', 'server/probe.ts', 'features'],
  ['the server imports a component', 'server/probe.ts', 'components'],
  ['the server imports a component, even as a type', 'server/probe.ts', 'components', 'type'],
  ['the server imports a route', 'server/probe.ts', 'routes'],
  ['the server imports the build’s code', 'server/probe.ts', 'build'],
  ['shared code imports a component', 'src/shared/probe.ts', 'components'],
  ['shared code imports a feature', 'src/shared/probe.ts', 'features'],
  ['the api imports shared code (which builds on it)', 'src/api/probe.ts', 'shared'],
]

const allowed: Array<[string, string, string, ('value' | 'type')?]> = [
  ['a feature imports a component', 'src/features/home/probe.ts', 'components'],
  ['a feature imports the api', 'src/features/home/probe.ts', 'api'],
  ['a feature imports a selector', 'src/features/home/probe.ts', 'selectors'],
  ['a route imports a feature', 'src/routes/probe.tsx', 'features'],
  ['a component imports the api', 'src/components/ui/probe.ts', 'api'],
  ['selectors name a schema type (import type)', 'src/selectors/probe.ts', 'api', 'type'],
  ['selectors import config', 'src/selectors/probe.ts', 'config'],
  ['config imports content', 'src/config/probe.ts', 'content'],
  ['the server imports the policy', 'server/probe.ts', 'policy'],
  ['a build plugin imports the policy', 'build/probe.ts', 'policy'],
  ['a check of scripts/ imports the policy', 'scripts/probe.mjs', 'policy'],
  ['the server imports shared code', 'server/probe.ts', 'shared'],
  ['the server imports the api', 'server/probe.ts', 'api'],
  ['a build plugin imports shared code', 'build/probe.ts', 'shared'],
  ['a feature imports shared code', 'src/features/home/probe.ts', 'shared'],
  ['a component imports shared code', 'src/components/ui/probe.ts', 'shared'],
  ['src/main.tsx imports mocks', 'src/main.tsx', 'mocks'],
  ['a test imports mocks', 'tests/unit/probe.test.ts', 'mocks'],
]

describe('import boundaries (eslint.config.js)', () => {
  it.each(violations)('%s: an error', async (_name, filePath, layer, kind) => {
    const errors = await boundaryErrors(filePath, importOf(filePath, target[layer]!, kind))
    // Naming the imported layer also proves the target resolved (an unresolved import would pass silently).
    expect(errors).toEqual([expect.stringContaining(`may not import ${layer}`)])
  })

  it.each(allowed)('%s: allowed', async (_name, filePath, layer, kind) => {
    expect(await boundaryErrors(filePath, importOf(filePath, target[layer]!, kind))).toEqual([])
  })

  it('selectors import no package at run time (React here), but may import its types', async () => {
    expect(
      await boundaryErrors('src/selectors/probe.ts', "import { useMemo } from 'react'\nexport const m = useMemo\n"),
    ).toHaveLength(1)
    expect(
      await boundaryErrors(
        'src/selectors/probe.ts',
        "import type { ReactNode } from 'react'\nexport type N = ReactNode\n",
      ),
    ).toEqual([])
  })

  it('a dynamic import counts too: a component may not load a feature lazily', async () => {
    const code = `export const load = () => import('${target.features}')\n`
    expect(await boundaryErrors('src/components/ui/probe.ts', code)).toHaveLength(1)
  })

  it('re-exports count too: the api may not re-export a component', async () => {
    expect(await boundaryErrors('src/api/probe.ts', `export * from '${target.components}'\n`)).toHaveLength(1)
  })
})
