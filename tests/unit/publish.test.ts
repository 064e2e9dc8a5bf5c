import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * deploy/publish.sh, run for real on small builds: which hashed files of earlier releases a host keeps, so that a tab
 * opened on an earlier release still loads its page code.
 */
const PUBLISH = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'publish.sh')
const DAY_MS = 86_400_000

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

/** A build with a page naming `assets`, each file holding its own name. */
function build(name: string, assets: string[]): string {
  const dir = join(root, name)
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`)
  for (const asset of assets) writeFileSync(join(dir, 'assets', asset), asset)
  return dir
}

function publish(buildDir: string, ...options: string[]) {
  execFileSync('bash', [PUBLISH, buildDir, join(root, 'site'), ...options], { stdio: 'pipe' })
}

const site = (path: string) => join(root, 'site', path)

/** Sets a served file's time `days` ago, as if that much time had passed since a publish touched it. */
function age(path: string, days: number) {
  const then = new Date(Date.now() - days * DAY_MS)
  utimesSync(site(path), then, then)
}

describe('deploy/publish.sh', () => {
  it('keeps the replaced release’s files for the keeping period from its replacement, however long it was live', () => {
    publish(build('v1', ['page-v1.js', 'shared.js']))
    // v1 was live for 60 days before v2 replaced it.
    age('assets/page-v1.js', 60)
    age('assets/shared.js', 60)
    publish(build('v2', ['page-v2.js', 'shared.js']), '--keep-days=30')
    expect(existsSync(site('assets/page-v1.js'))).toBe(true)
    expect(readFileSync(site('index.html'), 'utf8')).toContain('v2')

    // 31 days after v2 went live, v3: v1's own file has had its 30 days; v2's starts its period now.
    age('assets/page-v1.js', 31)
    age('assets/page-v2.js', 31)
    publish(build('v3', ['page-v3.js', 'shared.js']), '--keep-days=30')
    expect(existsSync(site('assets/page-v1.js'))).toBe(false)
    expect(existsSync(site('assets/page-v2.js'))).toBe(true)
    expect(existsSync(site('assets/shared.js'))).toBe(true)
  })

  it('with --keep-days=0 keeps only the new release’s files, as a plain copy would', () => {
    publish(build('v1', ['page-v1.js', 'shared.js']))
    publish(build('v2', ['page-v2.js', 'shared.js']), '--keep-days=0')
    expect(existsSync(site('assets/page-v1.js'))).toBe(false)
    expect(existsSync(site('assets/page-v2.js'))).toBe(true)
    expect(existsSync(site('assets/shared.js'))).toBe(true)
  })

  it('never rewrites a file a visitor may be loading: one already served is left in place', () => {
    publish(build('v1', ['shared.js']))
    // A mark in the served copy: a rewrite (truncate, then write) would replace it.
    writeFileSync(site('assets/shared.js'), 'the copy being served')
    publish(build('v2', ['shared.js']))
    expect(readFileSync(site('assets/shared.js'), 'utf8')).toBe('the copy being served')
  })

  it('reads a keeping period with a leading zero as days, and keeps its records out of the pages', () => {
    publish(build('v1', ['page-v1.js']))
    age('assets/page-v1.js', 9)
    publish(build('v2', ['page-v2.js']), '--keep-days=08')
    // v1 went out of service just now: kept whatever its age.
    expect(existsSync(site('assets/page-v1.js'))).toBe(true)
    age('assets/page-v1.js', 9)
    publish(build('v3', ['page-v3.js']), '--keep-days=08')
    expect(existsSync(site('assets/page-v1.js'))).toBe(false)
    expect(readFileSync(site('.publish/live-assets'), 'utf8')).toBe('assets/page-v3.js\n')
  })
})
