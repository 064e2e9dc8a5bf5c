import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Lingui's command line, run on this test's own Node. */
const LINGUI = 'node_modules/@lingui/cli/dist/lingui.js'

/** Lingui's own checks (lingui.config.ts), as `npm run i18n:check` runs them: the output on failure says what. */
function linguiCheck(check: 'sync' | 'missing'): string {
  try {
    return execFileSync(process.execPath, [LINGUI, 'check', check], { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `FAILED\n${stdout}\n${stderr}`
  }
}

describe('the message catalogues (src/locales/)', () => {
  it('hold every message of the code as `npm run i18n:extract` writes them: a new English string was extracted', () => {
    expect(linguiCheck('sync')).toMatch(/PASS sync/)
  }, 60_000)

  it('have every message in Hindi: none falls back to English', () => {
    expect(linguiCheck('missing')).toMatch(/PASS missing/)
  }, 60_000)
})
