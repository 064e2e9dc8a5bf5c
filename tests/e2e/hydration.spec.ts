import type { Page } from '@playwright/test'
import { PAGES } from '../../src/config/site-map'
import { expect, test } from './fixtures'

/**
 * HTML first (issue 20): every page arrives prerendered (build/prerender-plugin.ts) and the browser takes it over
 * (hydrateRoot) without a seam: React reports no mismatch between the HTML and its first render on any route, on
 * any day of the year (the footer's year, today's birthdays and "this session" are the browser's values), the page
 * is taken over rather than rendered again, and the HTML holds the frame and fixed text but no backend data.
 */

/** React reports a mismatch as "Hydration failed…" (development) or minified error #418 / #423 / #425 (production). */
const HYDRATION_REPORT = /hydrat|did not match|server rendered|react\.dev\/errors\/(418|423|425)|error #(418|423|425)/i

/** Days whose values differ: New Year's Day, a day in the middle of a session, New Year's Eve (a late build's year). */
const DAYS = {
  newYear: new Date('2026-01-01T08:00:00+05:30'),
  midYear: new Date('2026-06-15T08:00:00+05:30'),
  newYearsEve: new Date('2026-12-31T23:30:00+05:30'),
}

/** Routes checked on every day: the home page (birthdays, slider, popup), a list with a session filter, fixed pages. */
const REPRESENTATIVE = ['/', '/Events', '/Gallery', '/about', '/TC', '/Magazine2024', '/topperX']

/** Console errors and warnings, and uncaught errors (React's reportError), that speak of hydration. */
function collectHydrationReports(page: Page): string[] {
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
 * hydrated page (the same node, now React's) from one rendered afresh (a new node).
 */
async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      Reflect.set(window, '__prerenderedHeading', document.querySelector('main h1'))
    })
  })
}

/** Whether the heading React now shows is the very node parsed from the HTML, and React owns it. */
async function headingWasHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const before: unknown = Reflect.get(window, '__prerenderedHeading')
    const now = document.querySelector('main h1')
    const ownedByReact = now !== null && Object.keys(now).some((key) => key.startsWith('__reactFiber'))
    return before instanceof Element && before === now && ownedByReact
  })
}

/** Opens `path` at `day`, waits until React has taken the page over and its data has settled. */
async function openHydrated(page: Page, path: string, day: Date) {
  await page.clock.setFixedTime(day)
  await rememberPrerenderedHeading(page)
  await page.goto(path)
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path', path)
  await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
  await page.waitForLoadState('load')
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0, {
    timeout: 15_000,
  })
}

test.describe('every prerendered page hydrates without a mismatch', () => {
  for (const { path } of PAGES) {
    test(`${path} on ${DAYS.midYear.toDateString()}`, async ({ page, consoleErrors }) => {
      const reports = collectHydrationReports(page)
      await openHydrated(page, path, DAYS.midYear)
      expect(reports).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  }

  for (const [name, day] of Object.entries(DAYS).filter(([name]) => name !== 'midYear')) {
    for (const path of REPRESENTATIVE) {
      test(`${path} on ${name} (${day.toDateString()})`, async ({ page }) => {
        const reports = collectHydrationReports(page)
        await openHydrated(page, path, day)
        expect(reports).toEqual([])
      })
    }
  }

  test('the footer shows the visitor’s year after hydration, whatever year the page was built in', async ({ page }) => {
    const reports = collectHydrationReports(page)
    await openHydrated(page, '/about', new Date('2031-03-01T10:00:00+05:30'))
    await expect(page.getByRole('contentinfo')).toContainText('–2031')
    expect(reports).toEqual([])
  })
})

test('a repeat visit hydrates the loading state, then shows the saved data at once', async ({ page }) => {
  const reports = collectHydrationReports(page)
  await openHydrated(page, '/News', DAYS.midYear)
  await expect(page.getByRole('main').getByText('Admissions open for session 2027-2028').first()).toBeVisible()
  // Saved (query-client.ts) once the page goes away; the next visit finds it before the network answers.
  await page.reload()
  await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
  await expect(page.getByRole('main').getByText('Admissions open for session 2027-2028').first()).toBeVisible()
  expect(reports).toEqual([])
})

test('a mismatch between the HTML and the first render is reported (the check above can fail)', async ({ page }) => {
  const reports = collectHydrationReports(page)
  // The same page, its heading changed in the HTML only: React must notice and say so.
  await page.route('**/about', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      '<h1 class="page-title">About us</h1>',
      '<h1 class="page-title">About them</h1>',
    )
    await route.fulfill({ response, body: html })
  })
  await page.goto('/about')
  await expect.poll(() => reports.length, { timeout: 15_000 }).toBeGreaterThan(0)
})

test('the not-found page arrives prerendered and is rendered afresh for the address asked', async ({
  page,
  request,
  consoleErrors,
}) => {
  const html = await (await request.get('/404.html')).text()
  expect(html).toContain('Page not found')
  expect(html).toContain('<meta name="robots" content="noindex">')
  const reports = collectHydrationReports(page)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  expect(reports).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('an address with a query string is rendered afresh, not hydrated', async ({ page, consoleErrors }) => {
  await rememberPrerenderedHeading(page)
  await page.goto('/Gallery?year=2024')
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible()
  expect(await headingWasHydrated(page)).toBe(false)
  expect(consoleErrors).toEqual([])
})

test.describe('the HTML of a page, before any script', () => {
  test('holds the frame, the heading and the fixed text', async ({ request }) => {
    const about = await (await request.get('/about')).text()
    expect(about).toContain('<h1 class="page-title">About us</h1>')
    expect(about).toMatch(/<nav aria-label="Main"/)
    expect(about).toMatch(/<footer class="site-footer"/)
    expect(about).toMatch(/<nav aria-label="Breadcrumb"/)
    expect(about).toContain('<title>About us | St. Mary&#x27;s School &amp; College</title>')
    const rules = await (await request.get('/RulesRegulations')).text()
    expect(rules).toContain('<h1 class="page-title">Rules and Regulations</h1>')
  })

  test('holds no backend or demo data: data sections are in their loading state', async ({ request }) => {
    const news = await (await request.get('/News')).text()
    expect(news).toContain('Loading')
    expect(news).not.toContain('Admissions open for session 2027-2028')
    const events = await (await request.get('/Events')).text()
    expect(events).toContain('Loading')
    expect(events).not.toContain('Annual Sports Day 2026')
    const home = await (await request.get('/')).text()
    expect(home).not.toContain('Admissions open for session 2027-2028')
  })

  test('carries no inline script, and one title and description', async ({ request }) => {
    for (const path of ['/', '/Gallery', '/contactUs', '/404.html']) {
      const html = await (await request.get(path)).text()
      expect(html.match(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? []).toEqual([])
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    }
  })
})
