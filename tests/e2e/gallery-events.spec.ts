import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Galleries, events and news against the demo build (mock data; "today" in the demo data is November 2026,
 * but these tests pin the session and year in the URL so they do not depend on the clock).
 */

test('a gallery photo opens in the lightbox, and Escape closes it', async ({ page, consoleErrors }) => {
  await page.goto('/SubGallery?id=gallery-sports-day-2026')
  await waitForFrame(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Annual Sports Day 2026' })).toBeVisible()
  const grid = page.getByRole('list', { name: 'Photos of Annual Sports Day 2026' })
  await expect(grid.getByRole('button')).toHaveCount(8)
  await grid.getByRole('button').nth(1).click()
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' })
  await expect(lightbox).toBeVisible()
  await expect(lightbox.getByRole('img', { name: 'Annual Sports Day 2026: photo 2 of 8' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('an unknown gallery id shows a clear message inside the frame', async ({ page }) => {
  await page.goto('/SubGallery?id=no-such-gallery')
  await waitForFrame(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Gallery not found' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Detail' })).toBeVisible()
})

test('a shared filtered gallery URL restores its view, and Back/Forward walk through filter changes', async ({
  page,
}) => {
  await page.goto('/Gallery?year=2025-2026&month=12')
  await waitForFrame(page)
  const cards = page.getByRole('list', { name: /Photo galleries/ }).getByRole('heading', { level: 2 })
  await expect(cards).toHaveText(['Christmas Celebration 2025'])
  await expect(page.getByRole('combobox', { name: 'Session Year' })).toHaveValue('2025-2026')
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('12')
  await expect(page.getByText('Total Categories: 1')).toBeVisible()

  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Jan' })
  await expect(cards).toHaveText(['Republic Day 2026'])
  await expect(page).toHaveURL(/month=1(&|$)/)
  await page.goBack()
  await expect(cards).toHaveText(['Christmas Celebration 2025'])
  await page.goForward()
  await expect(cards).toHaveText(['Republic Day 2026'])
})

test('typing a search keeps every keystroke, updates the URL and adds no history entries', async ({ page }) => {
  await page.goto('/Events?year=all')
  await waitForFrame(page)
  await expect(page.getByText(/Total Count: \d+/)).toBeVisible()
  const box = page.getByRole('main').getByRole('searchbox', { name: /Search/ })
  await box.pressSequentially('christmas', { delay: 20 })
  await expect(box).toHaveValue('christmas')
  await expect(page).toHaveURL(/q=christmas/)
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 2 })).toHaveText([
    'Christmas Carol Service',
  ])
  await page.goBack()
  await expect(page).not.toHaveURL(/\/Events/)
})

test('a shared Events URL restores its view; "Add to calendar" downloads a valid .ics', async ({ page }) => {
  await page.goto('/Events?year=2026&month=11')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 2 })).toHaveText([
    'Annual Sports Day 2026',
  ])
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2026')
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('11')

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: /Add to calendar\s+for Annual Sports Day 2026/ }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('annual-sports-day-2026.ics')
  const path = await download.path()
  const ics = await readFile(path, 'utf8')
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  expect(ics).toContain('\r\nBEGIN:VEVENT\r\n')
  expect(ics).toMatch(/\r\nUID:event-sports-day-2026@[^\r\n]+\r\n/)
  expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
  // 8:00 AM in India is 02:30 UTC.
  expect(ics).toContain('\r\nDTSTART:20261128T023000Z\r\n')
  expect(ics).toContain('\r\nSUMMARY:Annual Sports Day 2026\r\n')
  expect(ics).toContain('\r\nLOCATION:School Playground\r\n')
  // No bare LF, and no line longer than 75 octets.
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  // Folded DESCRIPTION unfolds to the escaped text.
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  expect(unfolded).toContain('DESCRIPTION:House-wise athletics finals\\, march past and prize distribution.')
})

test('"Add these events to my calendar" downloads every event the filters show, as ical.js reads it', async ({
  page,
}) => {
  await page.goto('/Events?year=2025')
  await waitForFrame(page)
  await expect(page.getByText('Total Count: 4')).toBeVisible()
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add these events to my calendar' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('events-2025.ics')
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  // The demo data's 2025 events (mocks/fixtures/events.ts); their times are school time, UTC+05:30.
  expect(
    events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.location, event.uid]),
  ).toEqual([
    ['Christmas Carol Service', '2025-12-22T05:30:00.000Z', 'School Chapel', 'event-christmas-2025@127.0.0.1'],
    ['Annual Day "Utsav" 2025', '2025-11-29T11:30:00.000Z', 'School Auditorium', 'event-annual-day-2025@127.0.0.1'],
    ['Hindi Diwas', '2025-09-14T04:30:00.000Z', 'School Auditorium', 'event-hindi-diwas-2025@127.0.0.1'],
    ['Republic Day 2025', '2025-01-26T02:30:00.000Z', 'Main Quadrangle', 'event-republic-day-2025@127.0.0.1'],
  ])

  // A narrower filter gives a file of its own events only.
  await page.getByRole('combobox', { name: 'Month' }).selectOption('9')
  await expect(page.getByText('Total Count: 1')).toBeVisible()
  const monthDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add these events to my calendar' }).click()
  const monthFile = await monthDownload
  expect(monthFile.suggestedFilename()).toBe('events-2025-09.ics')
  const monthCalendar = new ICAL.Component(ICAL.parse(await readFile(await monthFile.path(), 'utf8')))
  expect(monthCalendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary)).toEqual([
    'Hindi Diwas',
  ])
})

test('a video with an unsafe URL renders no live link; safe ones open in a new tab', async ({ page }) => {
  await page.goto('/VideoGallery?year=2025')
  await waitForFrame(page)
  const band = page.getByRole('article').filter({ hasText: 'School Band Performance' })
  await expect(band.getByText('This video link is not available.')).toBeVisible()
  await expect(band.getByRole('link')).toHaveCount(0)
  const safe = page.getByRole('link', { name: /Watch video\s+of Christmas Carols/ })
  await expect(safe).toHaveAttribute('target', '_blank')
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.locator('a[href^="javascript"]')).toHaveCount(0)
})
