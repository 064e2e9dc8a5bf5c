import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** package.json and package-lock.json, read as the npm client reads them. */
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { overrides?: Record<string, string> }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>
}

/** Every installed copy of a package: its version, by where it sits in node_modules. */
function copiesOf(name: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? '?')
}

describe('TanStack Query packages', () => {
  it('are aligned without an override: one query-core and one persist-client-core', () => {
    expect(Object.keys(packageJson.overrides ?? {})).not.toContain('@tanstack/query-core')
    expect(copiesOf('@tanstack/query-core')).toHaveLength(1)
    expect(copiesOf('@tanstack/query-persist-client-core')).toHaveLength(1)
    expect(copiesOf('@tanstack/query-persist-client-core')).toEqual(copiesOf('@tanstack/query-core'))
  })
})
