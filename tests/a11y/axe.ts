import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Result } from 'axe-core'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Link texts that say nothing out of context. */
const VAGUE_NAME = /^\s*(read more|more|view|view more|click here|here|details|download|open|link)\s*$/i

/** The violations as readable lines: rule, impact, help, and each offending element with its selector. */
function describe(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replace(/\n/g, ' | ') ?? ''}`,
        )
        .join('\n')
      return `  [${violation.id}] (${violation.impact ?? 'n/a'}) ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/** axe-core's WCAG 2.2 AA findings on the page as it is now, its frames included. */
export async function violationsOf(page: Page): Promise<Result[]> {
  // Legacy mode runs axe-core in the page itself. The default mode opens a blank page of its own for every check to
  // gather each frame's results there, which doubled each check's time (2.6 s against 1.2 s on /Gallery, the same
  // findings on every page of the site). Frames are not reliably checked in legacy mode: the site's frames are the
  // map and video embeds (other sites' pages, stubs in these tests) and the TC sample PDF (Chromium's viewer).
  // Violations only (`resultTypes`): axe-core then keeps one node of each passed or incomplete rule instead of all,
  // a quarter to a third less time a check (1.0 → 0.75 s on /Gallery, 1.7 → 1.5 s on /TC), the same violations.
  // `options` replaces what `withTags` would set, so the tags are given here.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .analyze()
  return results.violations
}

/** Run axe on the page as it is now; print and fail on any violation. */
export async function expectNoViolations(page: Page, name: string) {
  // Let transitions and the carousels' slide changes finish.
  await page.waitForTimeout(400)
  const violations = await violationsOf(page)
  const report = describe(violations)
  if (report) console.log(`\naxe: ${name}: ${violations.length} violation(s)\n${report}`)
  else console.log(`axe: ${name}: no violations`)
  // WCAG 2.4.4: no link or button named only "Read more", "View" and the like (visually hidden context is fine).
  const vague = await page
    .getByRole('link', { name: VAGUE_NAME })
    .or(page.getByRole('button', { name: VAGUE_NAME }))
    .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)))
  if (vague.length > 0) console.log(`\nvague link names on ${name}:\n  ${vague.join('\n  ')}`)
  expect(vague, `links without context on ${name}`).toEqual([])
  expect(
    violations.map((violation) => violation.id),
    `axe violations on ${name}:\n${report}`,
  ).toEqual([])
}
