import type { Page } from '@playwright/test'
import { NOTIFICATIONS_CLOSED_STORAGE_KEY } from '../../src/content/home'
import { expect, test, waitForFrame } from './fixtures'

const HEIGHT = 900

/** Start the visit with the notification popup already closed (for tests about the rest of the page). */
async function popupAlreadyClosed(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NOTIFICATIONS_CLOSED_STORAGE_KEY)
}

/** The label ("2 of 4") of the slide the home slider shows. */
function activeSlideLabel(page: Page) {
  return page.locator('.home-slider .swiper-slide-active').getAttribute('aria-label')
}

/** Move the mouse off the page's content and take keyboard focus out of every carousel. */
async function leaveCarousels(page: Page) {
  await page.mouse.move(1, HEIGHT - 1)
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined))
}

test.describe('home page: notification popup', () => {
  test('opens with the demo notifications; Close removes the dialog and its backdrop', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await page.goto('/')
    await waitForFrame(page)
    const dialog = page.getByRole('dialog', { name: 'Notifications' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expect(dialog.getByRole('group', { name: '1 of 2' })).toBeAttached()
    await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused()
    await dialog.getByRole('button', { name: /Close/ }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    // Nothing is left covering the page: the menu can be used again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' }).click()
    await expect(page).toHaveURL(/\/alumni$/)
    // Back Home in the same visit: it stays closed.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/i })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test.describe('focus handling', () => {
    // The mock worker is blocked so the test decides when the notifications arrive.
    test.use({ serviceWorkers: 'block' })

    test('focus moves in, Tab stays inside, Escape closes and focus returns where it was', async ({ page }) => {
      let release: () => void = () => undefined
      const arrived = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/**', async (route) => {
        const url = route.request().url()
        if (url.includes('/api/notification/')) {
          await arrived
          return route.fulfill({
            json: [
              {
                title: 'Admissions Open',
                description: 'Forms from January.',
                url: 'https://example.org/a',
                urlTitle: 'Admission details',
                attachments: ['a.pdf'],
              },
              { title: 'Sports Day', url: '/News', urlTitle: 'See all news' },
            ],
          })
        }
        if (url.includes('/api/image')) return route.fulfill({ status: 404, body: '' })
        return route.fulfill({ json: [] })
      })
      await page.setViewportSize({ width: 1024, height: HEIGHT })
      await page.goto('/')
      await waitForFrame(page)
      const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' })
      await opener.focus()
      release()

      const dialog = page.getByRole('dialog', { name: 'Notifications' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused()
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Shift+Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      // The rest of the page is inert while the dialog is open.
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()

      await page.reload()
      await waitForFrame(page)
      release()
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  })
})

test.describe('home page: carousels', () => {
  for (const [width, expected] of [
    [1024, 3],
    [600, 2],
    [400, 1],
  ] as const) {
    test(`the events carousel shows ${expected} slide(s) at ${width} px`, async ({ page }) => {
      await popupAlreadyClosed(page)
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto('/')
      await waitForFrame(page)
      const events = page.getByRole('region', { name: 'Upcoming events' })
      await expect(events).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(events.locator('.swiper-slide').first()).toBeVisible()
      expect(await events.locator('.swiper-slide').count()).toBeGreaterThan(expected)
      const shown = await events.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const slide = element.querySelector('.swiper-slide')?.getBoundingClientRect()
        if (!slide) return 0
        const gap = 16
        return Math.round((box.width + gap) / (slide.width + gap))
      })
      expect(shown).toBe(expected)
      await expect(events.locator('[aria-roledescription="slide"]').first()).toHaveAttribute('aria-label', /^1 of \d+$/)
    })
  }

  test('the slider moves by itself, and Pause stops it until Play', async ({ page }) => {
    await popupAlreadyClosed(page)
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await page.goto('/')
    await waitForFrame(page)
    const slider = page.getByRole('region', { name: 'School photos' })
    await expect(slider).toBeVisible()
    await expect(slider.locator('img').first()).toHaveAttribute('fetchpriority', 'high')
    await leaveCarousels(page)
    expect(await activeSlideLabel(page)).toBe('1 of 4')
    await expect.poll(() => activeSlideLabel(page), { timeout: 6_000 }).toBe('2 of 4')

    await slider.getByRole('button', { name: 'Pause school photos' }).click()
    await expect(slider.getByRole('button', { name: 'Play school photos' })).toBeVisible()
    await leaveCarousels(page)
    const paused = await activeSlideLabel(page)
    await page.waitForTimeout(4_500)
    expect(await activeSlideLabel(page)).toBe(paused)

    await slider.getByRole('button', { name: 'Play school photos' }).click()
    await leaveCarousels(page)
    await expect.poll(() => activeSlideLabel(page), { timeout: 6_000 }).not.toBe(paused)
  })

  test('under prefers-reduced-motion: reduce nothing moves by itself', async ({ page }) => {
    await popupAlreadyClosed(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await page.goto('/')
    await waitForFrame(page)
    const slider = page.getByRole('region', { name: 'School photos' })
    await expect(slider).toBeVisible()
    await expect(page.getByRole('region', { name: 'Upcoming events' })).toBeVisible()
    await leaveCarousels(page)
    await expect(slider.getByRole('button', { name: /^(Pause|Play) school photos$/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(0)
    // Swiper has taken the events carousel over (it does not wait to be scrolled to).
    await expect(page.locator('.home-events__carousel .swiper-initialized')).toHaveCount(1)
    const events = page.locator('.home-events__carousel .swiper-slide-active')
    const eventBefore = await events.getAttribute('aria-label')
    await page.waitForTimeout(4_000)
    expect(await activeSlideLabel(page)).toBe('1 of 4')
    expect(await events.getAttribute('aria-label')).toBe(eventBefore)
    // The marquees stand still.
    const animations = await page
      .locator('.marquee__track')
      .evaluateAll((tracks) => tracks.map((track) => getComputedStyle(track).animationName))
    expect(animations.length).toBeGreaterThan(0)
    expect(animations.every((name) => name === 'none')).toBe(true)
    // Slides can still be changed by hand.
    await slider.getByRole('button', { name: 'Next slide, school photos' }).click()
    expect(await activeSlideLabel(page)).toBe('2 of 4')
  })

  test('the marquees move and stop on Pause', async ({ page }) => {
    await popupAlreadyClosed(page)
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await page.goto('/')
    await waitForFrame(page)
    const news = page.getByRole('region', { name: 'Latest news' })
    await expect(news).toBeVisible()
    const track = news.locator('.marquee__track')
    const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)
    // 2 px every 30 ms: one copy of the content scrolls past in width / 66.7 px per second.
    const timing = await track.evaluate((element) => ({
      copyWidth: element.scrollWidth / 2,
      seconds: parseFloat(getComputedStyle(element).animationDuration),
    }))
    expect(timing.seconds).toBeGreaterThan(1)
    expect(timing.copyWidth / timing.seconds).toBeGreaterThan(66.7 * 0.97)
    expect(timing.copyWidth / timing.seconds).toBeLessThan(66.7 * 1.03)
    await leaveCarousels(page)
    const start = await offset()
    await expect.poll(offset, { timeout: 3_000 }).toBeLessThan(start - 20)
    await news.getByRole('button', { name: 'Pause latest news' }).click()
    await leaveCarousels(page)
    const stopped = await offset()
    await page.waitForTimeout(1_000)
    expect(await offset()).toBe(stopped)
  })
})
