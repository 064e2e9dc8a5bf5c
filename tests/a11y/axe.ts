import { expect, type Page } from '@playwright/test'
import axe, { type Result } from 'axe-core'

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

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe-core's WCAG 2.2 AA findings on the page as it is now.
 *
 * axe-core runs in the page itself: its script is put in once, then `axe.run` checks the document. Its frames are
 * not entered (`iframes: false`): the site's frames are other sites' pages (the map and video embeds, stubs in these
 * tests) and Chromium's PDF viewer (the TC sample); the `<iframe>` elements themselves (their titles) are checked.
 * This is what `@axe-core/playwright` did in its legacy mode, less its step of putting axe-core into every frame: in
 * a separate process for an embed, that step made a check 2.3–3.9 s instead of 0.9–1.3 s with both workers busy, on
 * every route whose lazy map embed had loaded. Violations only (`resultTypes`): axe-core then keeps one node of each
 * passed rule instead of all, a quarter to a third less time a check, the same violations.
 */
export async function violationsOf(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source)
  const results = await page.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_TAGS,
  )
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
