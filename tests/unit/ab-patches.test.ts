import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm run ab` (scripts/ab.mjs) builds side B from the code as it is with one patch applied: a patch that no longer
 * applies (the code around it changed) only shows when someone runs the A/B, long after. Each is checked here.
 */
const PATCHES_DIR = join(process.cwd(), 'scripts', 'ab')
const patches = readdirSync(PATCHES_DIR).filter((file) => file.endsWith('.patch'))

describe('the A/B patches (scripts/ab/)', () => {
  it('are there, and each is a variant of scripts/ab.mjs', () => {
    expect(patches.length).toBeGreaterThan(0)
    const script = readFileSync(join(process.cwd(), 'scripts', 'ab.mjs'), 'utf8')
    for (const patch of patches) expect(script).toContain(`'${patch.replace(/\.patch$/, '')}': {`)
  })

  it.each(patches)('%s applies to the code as it is', (patch) => {
    expect(() =>
      execFileSync('git', ['apply', '--check', join(PATCHES_DIR, patch)], { cwd: process.cwd(), stdio: 'pipe' }),
    ).not.toThrow()
  })
})
