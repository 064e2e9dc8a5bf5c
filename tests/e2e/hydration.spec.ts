import {
  collectHydrationReports,
  headingWasHydrated,
  openHydrated,
  rememberPrerenderedHeading,
  watchHydration,
} from './hydration-checks'
import { expect, test } from './fixtures'

/**
 * HTML first: every page arrives prerendered (build/prerender-plugin.ts) and the browser takes it over
 * (hydrateRoot) without a seam: React reports no mismatch between the HTML and its first render on any day of the
 * year (the footer's year, today's birthdays and "this session" are the browser's values), the page is taken over
 * rather than rendered again, and the HTML holds the frame and fixed text but no backend data. Every route is
 * checked mid-session in every-route.spec.ts; here the days whose values differ, on representative routes.
 */

/** Days whose values differ: New Year's Day, a day in the middle of a session, New Year's Eve (a late build's year). */
const DAYS = {
  newYear: new Date('2026-01-01T08:00:00+05:30'),
  midYear: new Date('2026-06-15T08:00:00+05:30'),
  newYearsEve: new Date('2026-12-31T23:30:00+05:30'),
}

/** Routes checked on every day: the home page (birthdays, slider, popup), a list with a session filter, fixed pages. */
const REPRESENTATIVE = ['/', '/Events', '/Gallery', '/about', '/TC', '/Magazine2024', '/topperX']

test.describe('pages hydrate without a mismatch on the days whose values differ', () => {
  for (const [name, day] of Object.entries(DAYS).filter(([name]) => name !== 'midYear')) {
    // One page visits the routes in turn, as a visitor opening links would: a fresh tab a route adds only waiting.
    test(`${REPRESENTATIVE.join(', ')} on ${name} (${day.toDateString()})`, async ({ page }) => {
      test.setTimeout(90_000)
      const reports = await watchHydration(page, day)
      for (const path of REPRESENTATIVE) {
        await test.step(path, async () => {
          await openHydrated(page, path)
          expect(reports).toEqual([])
        })
      }
    })
  }

  // The Hindi pages: the same routes under /hi, hydrated by a router with the /hi rewrite and the Hindi catalogue.
  test(`the Hindi pages ${REPRESENTATIVE.join(', ')} under /hi, mid-session`, async ({ page }) => {
    test.setTimeout(90_000)
    const reports = await watchHydration(page, DAYS.midYear)
    for (const path of REPRESENTATIVE) {
      await test.step(path, async () => {
        await openHydrated(page, path === '/' ? '/hi' : `/hi${path}`)
        expect(reports).toEqual([])
      })
    }
  })

  test('the footer shows the visitor’s year after hydration, whatever year the page was built in', async ({ page }) => {
    const reports = await watchHydration(page, new Date('2031-03-01T10:00:00+05:30'))
    await openHydrated(page, '/about')
    await expect(page.getByRole('contentinfo')).toContainText('–2031')
    expect(reports).toEqual([])
  })
})

test('a repeat visit hydrates the loading state, then shows the saved data at once', async ({ page }) => {
  const reports = await watchHydration(page, DAYS.midYear)
  await openHydrated(page, '/News')
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
