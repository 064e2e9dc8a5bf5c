import { expect, type Page } from '@playwright/test'
import { QUICK_POLL } from './fixtures'

/** React reports a mismatch as "Hydration failed…" (development) or minified error #418 / #423 / #425 (production). */
const HYDRATION_REPORT = /hydrat|did not match|server rendered|react\.dev\/errors\/(418|423|425)|error #(418|423|425)/i

/** Console errors and warnings, and uncaught errors (React's reportError), that speak of hydration. */
export function collectHydrationReports(page: Page): string[] {
  const reports: string[] = []
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_REPORT.test(message.text())) {
      reports.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => {
    if (HYDRATION_REPORT.test(`${error.message} ${error.stack ?? ''}`)) reports.push(`pageerror: ${error.message}`)
  })
  return reports
}

/**
 * Keeps the page heading element the parser made from the HTML (before any script ran), so the test can tell a
 * hydrated page (the same node, now React's) from one rendered afresh (a new node). Call before `page.goto`.
 */
export async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      Reflect.set(window, '__prerenderedHeading', document.querySelector('main h1'))
    })
  })
}

/** Whether the heading React now shows is the very node parsed from the HTML, and React owns it. */
export async function headingWasHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const before: unknown = Reflect.get(window, '__prerenderedHeading')
    const now = document.querySelector('main h1')
    const ownedByReact = now !== null && Object.keys(now).some((key) => key.startsWith('__reactFiber'))
    return before instanceof Element && before === now && ownedByReact
  })
}

/**
 * Call before the page's first `page.goto`: fixes its clock at `day`, watches for the prerendered heading, and
 * returns the list that collects what React says of hydration.
 */
export async function watchHydration(page: Page, day: Date): Promise<string[]> {
  await page.clock.setFixedTime(day)
  await rememberPrerenderedHeading(page)
  return collectHydrationReports(page)
}

/** Opens `path` and waits until React has taken over the very HTML that arrived, and the page's data has settled. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path', path)
  await expect.poll(() => headingWasHydrated(page), { timeout: 15_000, intervals: QUICK_POLL }).toBe(true)
  await page.waitForLoadState('load')
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0, { timeout: 15_000 })
}
