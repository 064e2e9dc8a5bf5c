import { test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * Every browser test: requests leaving this machine (the map embed, app-store links) are answered locally,
 * and console errors and uncaught exceptions are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline stub</title>' }),
      )
    await provide(errors)
  },
})

export { expect }

/**
 * How long a page may take to be taken over by React: the app starts once the first screen is done (up to 2 s,
 * build/app-start.ts), the mock worker first; with both workers busy in CI that once took over 5 s (expect's default).
 */
const HYDRATION_TIMEOUT_MS = 15_000

/** Poll steps for the waits every visit makes: Playwright's defaults (up to 1 s apart) add idle time to each. */
export const QUICK_POLL = [50, 100, 200]

/**
 * Wait until the app has rendered its frame (the mock worker starts first in demo builds). A page arrives as
 * prerendered HTML (build/prerender-plugin.ts), whose buttons do nothing until React has taken it over: wait for
 * that too (React keeps its fiber on the elements it owns). The large scenario's 12,000 mock records are made in the
 * page before the app starts (mocks/browser.ts): its tests give it `LARGE_SCENARIO_START_MS` (over 5 s once in CI).
 */
export async function waitForFrame(page: Page, timeout = HYDRATION_TIMEOUT_MS) {
  // The main menu's name in English or Hindi (/hi/...).
  await expect(page.getByRole('navigation', { name: /^(Main|मुख्य)$/ })).toBeAttached({ timeout })
  await expect(page.getByRole('contentinfo')).toBeAttached({ timeout })
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const footer = document.querySelector('footer')
            return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'))
          })
          // A page still navigating (the offline worker's shell, the router's own address) has no frame yet: ask again.
          .catch(() => false),
      { timeout, intervals: QUICK_POLL },
    )
    .toBe(true)
}

/** How long a page of the large scenario (`?mockScenario=large`) may take to start in a demo build. */
export const LARGE_SCENARIO_START_MS = 30_000

/** Waits until an image has really arrived and decoded (complete, with a natural width), not just until its element is there. */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
}

/**
 * Adds up the page's layout shifts not caused by input (cumulative layout shift), from its first paint: call before
 * `page.goto`, then `await total()` when the page has settled.
 */
export async function watchLayoutShift(page: Page): Promise<{ total: () => Promise<number> }> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Reflect.set(window, '__layoutShifts', shifts)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    total: () =>
      page.evaluate(() => (Reflect.get(window, '__layoutShifts') as number[]).reduce((sum, value) => sum + value, 0)),
  }
}

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Collects the page's CSP violations (events and console messages): call before `page.goto`. */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return messages
}

/** The CSP violations collected so far by collectCspViolations. */
export async function cspViolationsOf(page: Page, messages: readonly string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.__cspViolations ?? [])
  return [...events, ...messages]
}

interface FocusStop {
  what: string
  ring: boolean
}

/** Tab presses between two reads of the stops recorded in the page. */
const TABS_BETWEEN_READS = 10

/**
 * Tab through every stop of the page once, noting for each focused element whether it shows a focus indicator.
 * The page records each stop as focus arrives (a `focusin` listener), so the walk only presses Tab and reads the
 * record every TABS_BETWEEN_READS presses: one round trip to the browser a stop instead of two.
 */
export async function walkFocus(page: Page, limit = 250): Promise<FocusStop[]> {
  await page.evaluate(() => {
    const stops: Array<FocusStop & { key: string }> = []
    Reflect.set(window, '__focusStops', stops)
    const shows = (candidate: Element) => {
      const style = getComputedStyle(candidate)
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
    }
    document.addEventListener(
      'focusin',
      (event) => {
        const element = event.target
        if (!(element instanceof Element) || element === document.body || element.tagName === 'IFRAME') return
        // The element's own ring, or its card's (a card that is one big link shows the ring with :focus-within).
        let ring = shows(element)
        for (
          let parent = element.parentElement, depth = 0;
          !ring && parent && depth < 4;
          parent = parent.parentElement, depth += 1
        ) {
          ring = parent.matches(':focus-within') && shows(parent)
        }
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
        const path = [
          element.tagName.toLowerCase(),
          element.id && `#${element.id}`,
          element.className && `.${String(element.className).split(' ')[0]}`,
        ]
          .filter(Boolean)
          .join('')
        const rect = element.getBoundingClientRect()
        stops.push({
          what: `${path} "${label}"`,
          ring,
          key: `${path}|${label}|${Math.round(rect.top + window.scrollY)}|${Math.round(rect.left)}`,
        })
      },
      true,
    )
  })
  const stops: FocusStop[] = []
  const seen = new Set<string>()
  let read = 0
  for (let presses = 0; presses < limit;) {
    for (let batch = 0; batch < TABS_BETWEEN_READS && presses < limit; batch += 1, presses += 1) {
      await page.keyboard.press('Tab')
    }
    const recorded = await page.evaluate(
      (from) => (Reflect.get(window, '__focusStops') as Array<FocusStop & { key: string }>).slice(from),
      read,
    )
    read += recorded.length
    for (const stop of recorded) {
      if (seen.has(stop.key)) return stops
      seen.add(stop.key)
      stops.push({ what: stop.what, ring: stop.ring })
    }
  }
  return stops
}
