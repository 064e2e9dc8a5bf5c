import type { Page } from '@playwright/test'
import { expect, expectImageLoaded, test, waitForFrame } from './fixtures'

/** The viewers' "Page N of M" live indicator. */
function indicator(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ })
}

function pageImage(page: Page, name: string) {
  return page.getByRole('img', { name, exact: true })
}

/**
 * The distinct page images of one magazine issue (e.g. "/magazines/2024/") the page has fetched so far, from its
 * own Resource Timing list (an entry is written when an image has arrived).
 */
async function fetchedImages(page: Page, folder: string) {
  const names = await page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith(prefix))
        .map((url) => url.pathname),
    folder,
  )
  return new Set(names)
}

test.describe('magazine viewers, two-page spreads (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the first load of /Magazine2024 requests only the pages near the cover, not the whole book', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Magazine2024')
    await waitForFrame(page)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    await expect(pageImage(page, 'Page 1')).toBeVisible()
    // Count once the cover has arrived: "networkidle" alone came too early in CI now and then (0 counted while the
    // cover's element was there), as MSW's worker asks the busy page about each request before passing it on.
    await expectImageLoaded(pageImage(page, 'Page 1'))
    await page.waitForLoadState('networkidle')
    const fetched = await fetchedImages(page, '/magazines/2024/')
    expect(fetched.size).toBeGreaterThan(0)
    expect(fetched.size).toBeLessThanOrEqual(12)
    expect(consoleErrors).toEqual([])
  })

  test('five Next clicks show pages 10-11, and the indicator says Page 10 of 160', async ({ page, consoleErrors }) => {
    await page.goto('/Magazine2024')
    await waitForFrame(page)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    const next = page.getByRole('button', { name: 'Next' })
    // The front cover shows alone, then pages pair up: 2-3, 4-5, 6-7, 8-9, 10-11.
    for (const first of [2, 4, 6, 8, 10]) {
      await next.click()
      await expect(indicator(page)).toHaveText(`Page ${first} of 160`)
    }
    await expect(pageImage(page, 'Page 10')).toBeVisible()
    await expect(pageImage(page, 'Page 11')).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Still a small part of the book after five turns.
    expect((await fetchedImages(page, '/magazines/2024/')).size).toBeLessThanOrEqual(20)
    expect(consoleErrors).toEqual([])
  })

  test('Previous turns back; the arrow keys turn pages when focus is in the viewer', async ({ page }) => {
    await page.goto('/Magazine2025')
    await waitForFrame(page)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    await page.getByRole('group', { name: 'Magazine 2024-2025: pages' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(indicator(page)).toHaveText('Page 2 of 160')
    await page.keyboard.press('ArrowRight')
    await expect(indicator(page)).toHaveText('Page 4 of 160')
    await page.keyboard.press('ArrowLeft')
    await expect(indicator(page)).toHaveText('Page 2 of 160')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(indicator(page)).toHaveText('Page 1 of 160')
  })

  test('zoom clamps at 1 and 2, and a click on the left page at zoom 1.5 flips back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Magazine2024')
    await waitForFrame(page)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    const stage = page.locator('.flip-book__stage')
    await expect(zoomOut).toBeDisabled()
    const widthAtOne = (await stage.boundingBox())?.width ?? 0
    expect(widthAtOne).toBe(1000)

    // Up to 2, where Zoom in disables; the book is laid out twice as wide (not scaled).
    for (let step = 0; step < 10; step += 1) await zoomIn.click()
    await expect(zoomIn).toBeDisabled()
    await expect(zoomOut).toBeEnabled()
    await expect.poll(async () => (await stage.boundingBox())?.width).toBe(2000)
    await expect(pageImage(page, 'Page 1')).toHaveJSProperty('offsetWidth', 1000)

    // Back down to 1, where Zoom out disables.
    for (let step = 0; step < 10; step += 1) await zoomOut.click()
    await expect(zoomOut).toBeDisabled()
    await expect(zoomIn).toBeEnabled()
    await expect.poll(async () => (await stage.boundingBox())?.width).toBe(1000)

    // Open pages 2-3, zoom to 1.5, then click the left page: the book turns back to the cover.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(indicator(page)).toHaveText('Page 2 of 160')
    for (let step = 0; step < 5; step += 1) await zoomIn.click()
    await expect.poll(async () => (await stage.boundingBox())?.width).toBe(1500)
    const leftPage = pageImage(page, 'Page 2')
    await expect(leftPage).toHaveJSProperty('offsetWidth', 750)
    await leftPage.scrollIntoViewIfNeeded()
    const box = await leftPage.boundingBox()
    if (!box) throw new Error('the left page has no box')
    // Near the spine: with CSS scaling the library would read this point as the right page and turn forward.
    await page.mouse.click(box.x + box.width * 0.85, Math.max(box.y, 0) + 120)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    expect(consoleErrors).toEqual([])
  })

  test('five visits to a viewer and back leave the window listener count where it started', async ({
    page,
    consoleErrors,
  }) => {
    // Count live window listeners the way the browser stores them: one per (type, listener, capture).
    await page.addInitScript(() => {
      const live = new Map<string, Set<unknown>>()
      let count = 0
      const add = window.addEventListener
      const remove = window.removeEventListener
      const keyOf = (type: string, options?: boolean | EventListenerOptions) =>
        `${type}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`
      const forget = (key: string, listener: unknown) => {
        if (live.get(key)?.delete(listener)) count -= 1
      }
      window.addEventListener = function (
        this: Window,
        type: string,
        listener: unknown,
        options?: boolean | AddEventListenerOptions,
      ) {
        const once = typeof options === 'object' && options?.once
        if (listener && !once) {
          const key = keyOf(type, options)
          const set = live.get(key) ?? new Set()
          live.set(key, set)
          if (!set.has(listener)) {
            set.add(listener)
            count += 1
            if (typeof options === 'object' && options.signal)
              options.signal.addEventListener('abort', () => forget(key, listener))
          }
        }
        return Reflect.apply(add, this ?? window, [type, listener, options])
      } as typeof window.addEventListener
      window.removeEventListener = function (
        this: Window,
        type: string,
        listener: unknown,
        options?: boolean | EventListenerOptions,
      ) {
        forget(keyOf(type, options), listener)
        return Reflect.apply(remove, this ?? window, [type, listener, options])
      } as typeof window.removeEventListener
      Object.defineProperty(window, '__liveWindowListeners', { get: () => count })
    })
    const liveListeners = () => page.evaluate(() => Reflect.get(window, '__liveWindowListeners') as number)

    await page.goto('/magazine')
    await waitForFrame(page)
    await expect(page.getByRole('link', { name: /^View magazine 2023-2024/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const start = await liveListeners()

    for (let visit = 1; visit <= 5; visit += 1) {
      // Into the viewer by client-side navigation (the router follows history.pushState), as a visitor would
      // arrive by Back from the list; then out again by the viewer's own link.
      await page.evaluate(() => window.history.pushState({}, '', '/Magazine2024'))
      await expect(indicator(page)).toHaveText('Page 1 of 160')
      await expect(pageImage(page, 'Page 1')).toBeVisible()
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(indicator(page)).toHaveText('Page 2 of 160')
      // The book's own window listeners are there while it is shown...
      expect(await liveListeners()).toBeGreaterThan(start)
      await page.getByRole('link', { name: 'All school magazines' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Magazines' })).toBeVisible()
      // ...and gone once it has left.
      await expect.poll(liveListeners).toBe(start)
    }
    expect(await liveListeners()).toBe(start)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('magazine viewers, one page at a time (phone)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the book shows one page at a time, turns with Next, and zoom makes the page bigger, still alone', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Magazine2023')
    await expect(indicator(page)).toHaveText('Page 1 of 140')
    await expect(pageImage(page, 'Cover 1')).toBeVisible()
    const next = page.getByRole('button', { name: 'Next' })
    for (const position of [2, 3, 4, 5, 6]) {
      await next.click()
      await expect(indicator(page)).toHaveText(`Page ${position} of 140`)
    }
    // Four covers, then the numbered pages: the sixth position is printed page 2, shown alone.
    await expect(pageImage(page, 'Page 2')).toBeVisible()
    await expect(pageImage(page, 'Page 3')).toBeHidden()
    const width = (await pageImage(page, 'Page 2').boundingBox())?.width ?? 0
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    for (let step = 0; step < 10; step += 1) await zoomIn.click()
    await expect(zoomIn).toBeDisabled()
    await expect
      .poll(async () => (await pageImage(page, 'Page 2').boundingBox())?.width ?? 0)
      .toBeGreaterThan(width * 1.5)
    await expect(pageImage(page, 'Page 3')).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect((await fetchedImages(page, '/magazines/2023/')).size).toBeLessThanOrEqual(12)
    expect(consoleErrors).toEqual([])
  })

  test('a quick swipe turns the page; a slow vertical drag on the book scrolls and never turns it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Magazine2024')
    await waitForFrame(page)
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    const cover = pageImage(page, 'Page 1')
    await cover.scrollIntoViewIfNeeded()
    const book = await cover.boundingBox()
    if (!book) throw new Error('the page has no box')
    const touch = await page.context().newCDPSession(page)
    const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }]
    const midY = book.y + book.height / 2
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: at(book.x + book.width * 0.8, midY),
    })
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(book.x + book.width * 0.5, midY),
    })
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(indicator(page)).toHaveText('Page 2 of 160')

    const scrolledBefore = await page.evaluate(() => window.scrollY)
    const lowY = book.y + book.height * 0.9
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(book.x + book.width / 2, lowY) })
    // Slower than the library's 250 ms tap timer, as a real scroll is.
    for (let step = 1; step <= 8; step += 1) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(book.x + book.width / 2, lowY - step * 40),
      })
      await page.waitForTimeout(50)
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore)
    // Had the lifted finger turned the page, Previous would land on page 2, not 1.
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(indicator(page)).toHaveText('Page 1 of 160')
    expect(consoleErrors).toEqual([])
  })
})

test('/magazine links each yearly card to its viewer in a new tab', async ({ page, consoleErrors }) => {
  await page.goto('/magazine')
  await waitForFrame(page)
  const view2025 = page.getByRole('link', { name: /^View magazine 2024-2025/ })
  await expect(view2025).toHaveAttribute('target', '_blank')
  await expect(view2025).toHaveAttribute('rel', 'noopener noreferrer')
  const [viewer] = await Promise.all([page.context().waitForEvent('page'), view2025.click()])
  await expect(viewer).toHaveURL(/\/Magazine2025$/)
  await expect(viewer.getByRole('heading', { level: 1, name: 'Magazine 2024-2025' })).toBeVisible()
  await expect(indicator(viewer)).toHaveText('Page 1 of 160')
  expect(consoleErrors).toEqual([])
})
