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

/** Run axe on the page as it is now; print and fail on any violation. */
export async function expectNoViolations(page: Page, name: string) {
  // Let transitions and the carousels' slide changes finish.
  await page.waitForTimeout(400)
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const report = describe(results.violations)
  if (report) console.log(`\naxe: ${name}: ${results.violations.length} violation(s)\n${report}`)
  else console.log(`axe: ${name}: no violations`)
  // WCAG 2.4.4: no link or button named only "Read more", "View" and the like (visually hidden context is fine).
  const vague = await page
    .getByRole('link', { name: VAGUE_NAME })
    .or(page.getByRole('button', { name: VAGUE_NAME }))
    .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)))
  if (vague.length > 0) console.log(`\nvague link names on ${name}:\n  ${vague.join('\n  ')}`)
  expect(vague, `links without context on ${name}`).toEqual([])
  expect(
    results.violations.map((violation) => violation.id),
    `axe violations on ${name}:\n${report}`,
  ).toEqual([])
}
