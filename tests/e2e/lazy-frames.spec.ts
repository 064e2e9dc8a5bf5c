import { expect, test, waitForFrame } from './fixtures'

/**
 * Frames load only when scrolled into view: the footer map on every page and the sample
 * certificate PDF on /TC cost a phone nothing until the visitor gets to them. The box keeps its size meanwhile.
 */
test.use({ viewport: { width: 412, height: 823 } })

/** The TC test's screen height: the sample certificate starts below it. */
const SHORT_SCREEN_HEIGHT = 480

test('the footer map loads only when the footer comes into view', async ({ page, consoleErrors }) => {
  const mapRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.openstreetmap.org/')) mapRequests.push(request.url())
  })
  await page.goto('/Events')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible()
  const map = page.getByTitle('Map of the school at Station Road, Pilikothi')
  await expect(map).toHaveCount(0)
  expect(mapRequests).toEqual([])

  await page.getByRole('heading', { name: 'Find us' }).scrollIntoViewIfNeeded()
  await expect(map).toBeVisible()
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
  expect(consoleErrors).toEqual([])
})

test('the sample TC PDF is not fetched before it is scrolled to, and its box does not move the page', async ({
  page,
}) => {
  // A short first screen (a phone held sideways): since the compact header the sample sits just below
  // the fold of a tall phone, and this test needs it off screen at first.
  await page.setViewportSize({ width: 412, height: SHORT_SCREEN_HEIGHT })
  const pdfRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/documents/tc-sample.pdf')) pdfRequests.push(request.url())
  })
  await page.goto('/TC')
  await waitForFrame(page)
  const heading = page.getByRole('heading', { name: 'Sample Transfer Certificate' })
  await expect(heading).toBeAttached()
  expect(pdfRequests).toEqual([])
  const linkBefore = await page
    .getByRole('link', { name: 'Download the sample Transfer Certificate (PDF)' })
    .boundingBox()

  await heading.scrollIntoViewIfNeeded()
  const frame = page.getByLabel('Sample Transfer Certificate (PDF)')
  await expect(frame).toHaveAttribute('src', '/documents/tc-sample.pdf')
  await expect(frame).toHaveAttribute('height', '500')
  await expect.poll(() => pdfRequests.length).toBeGreaterThan(0)
  // The placeholder had the frame's height: the link below it is where it was (page coordinates).
  const scrollY = await page.evaluate(() => window.scrollY)
  const linkAfter = await page
    .getByRole('link', { name: 'Download the sample Transfer Certificate (PDF)' })
    .boundingBox()
  expect(Math.abs((linkAfter?.y ?? 0) + scrollY - (linkBefore?.y ?? 0))).toBeLessThan(2)
})
