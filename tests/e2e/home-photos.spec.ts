import type { Locator, Page } from '@playwright/test'
import { NOTIFICATIONS_CLOSED_STORAGE_KEY } from '../../src/content/home'
import { expect, test, waitForFrame } from './fixtures'

/**
 * A first visit on a phone pays only for the photos the parent gets to: the events carousel's later slides are not
 * fetched while the carousel is off screen, nor the notification popup's later slides before the popup shows them.
 * The backend's photos of the demo data are asked for as `/api/image?url=<folder>/<file>`.
 */

const PHONE = { width: 360, height: 640 }
const LARGER_PHONE = { width: 390, height: 844 }

/** The backend photos of one folder (`events`, `notifications`) the page has asked for, in order. */
function recordPhotoRequests(page: Page, folder: string): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/api/image') && url.searchParams.get('url')?.startsWith(`${folder}/`)) {
      requested.push(url.searchParams.get('url') ?? '')
    }
  })
  return requested
}

/** The backend photo a slide shows (its file, as the request names it), once the slide has an image. */
async function slidePhoto(slide: Locator): Promise<string> {
  const src = await slide.locator('img').getAttribute('src')
  return new URL(src ?? '', 'http://localhost').searchParams.get('url') ?? ''
}

/** Whether the slide's image has arrived and been decoded. */
function slidePhotoLoaded(slide: Locator): Promise<boolean> {
  return slide
    .locator('img')
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
    .catch(() => false)
}

async function popupAlreadyClosed(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NOTIFICATIONS_CLOSED_STORAGE_KEY)
}

/** A finger's swipe to the next slide, as a mouse drag (Swiper follows both alike). */
/** The home page opened on a small phone, its popup closed before, the events carousel started; its photo requests. */
async function homeOnAPhone(page: Page) {
  await popupAlreadyClosed(page)
  const requested = recordPhotoRequests(page, 'events')
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await waitForFrame(page)
  const events = page.getByRole('region', { name: 'Upcoming events' })
  const slides = events.getByRole('group')
  await expect(events.locator('.swiper-initialized')).toHaveCount(1)
  return { requested, events, slides }
}

async function swipeToNext(carousel: Locator, page: Page) {
  const box = await carousel.locator('.swiper').boundingBox()
  if (!box) throw new Error('the carousel has no box')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 })
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 })
  await page.mouse.up()
}

test.describe('home page photos on a first visit at a phone size', () => {
  test('the popup asks for a later slide’s photo only when it shows that slide', async ({ page, consoleErrors }) => {
    const requested = recordPhotoRequests(page, 'notifications')
    await page.setViewportSize(LARGER_PHONE)
    await page.goto('/')
    await waitForFrame(page)
    const dialog = page.getByRole('dialog', { name: 'Notifications' })
    await expect(dialog).toBeVisible()
    const first = dialog.getByRole('group', { name: '1 of 2' })
    const second = dialog.getByRole('group', { name: '2 of 2' })
    await expect.poll(() => slidePhotoLoaded(first)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([await slidePhoto(first)])
    // The slide not shown yet keeps its image's box, with no image in it.
    await expect(second.locator('img')).toHaveCount(0)
    await expect(second.locator('.notification-slide__image')).toHaveCount(1)

    await dialog.getByRole('button', { name: 'Next slide, notifications' }).click()
    await expect.poll(() => slidePhotoLoaded(second)).toBe(true)
    expect(requested).toEqual([await slidePhoto(first), await slidePhoto(second)])
    expect(consoleErrors).toEqual([])
  })

  test('the events carousel stands still and fetches no later slide until scrolled to, then loads the next', async ({
    page,
  }) => {
    const { requested, events, slides } = await homeOnAPhone(page)
    await page.waitForLoadState('networkidle')
    expect(await events.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height)
    // Only the slide the carousel starts on may load (lazily, as the browser decides): none beyond it.
    const firstPhoto = await slidePhoto(slides.nth(0))
    expect(requested.filter((photo) => photo !== firstPhoto)).toEqual([])
    await expect(slides.nth(1).locator('img')).toHaveCount(0)
    // Autoplay waits until the carousel is seen: after more than its 3 s, it still shows its first slide.
    await page.waitForTimeout(3_500)
    await expect(events.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^1 of /)

    await events.scrollIntoViewIfNeeded()
    // In view and moving by itself: the slide it moves to next has its photo ready before it comes.
    await expect.poll(() => slidePhotoLoaded(slides.nth(1))).toBe(true)
    expect(requested).toContain(await slidePhoto(slides.nth(1)))
    await expect(slides.nth(2).locator('img')).toHaveCount(0)
    await expect(events.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 of /, { timeout: 6_000 })
  })

  test('with reduced motion a slide’s photo comes when the parent swipes to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { requested, events, slides } = await homeOnAPhone(page)
    await events.scrollIntoViewIfNeeded()
    await expect.poll(() => slidePhotoLoaded(slides.nth(0))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([await slidePhoto(slides.nth(0))])
    await expect(slides.nth(1).locator('img')).toHaveCount(0)

    await swipeToNext(events, page)
    await expect(events.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 of /)
    await expect.poll(() => slidePhotoLoaded(slides.nth(1))).toBe(true)
    expect(requested).toEqual([await slidePhoto(slides.nth(0)), await slidePhoto(slides.nth(1))])
  })
})
