import { HOME_AFTER_PAINT_CALLS } from '../home-calls'
import { bundleFacts, SWIPER_CODE } from './bundle-facts'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Issue 9: on a phone's first visit to Home, the first screen paints before the calls of what lies below it and of
 * the notification popup are made (src/first-visit/first-paint.ts), and Swiper loads once the page is hydrated (Carousel.tsx;
 * that it takes the still frame over in place is tests/e2e-live/carousel-frame.spec.ts, where Swiper's files can be
 * held back: here MSW's service worker answers them, out of Playwright's reach). Which files hold that code comes
 * from the build's own records (bundle-facts.ts).
 */
test.use({ viewport: { width: 412, height: 823 } })

test('Home: the slider is on screen before the calls below the fold, the popup call and Swiper are asked for', async ({
  page,
  request,
  consoleErrors,
}) => {
  const facts = await bundleFacts(request)
  const swiperFiles = facts.filesHolding(SWIPER_CODE)
  expect(swiperFiles.length, "the build has Swiper's code").toBeGreaterThan(0)
  // When the slider's first picture enters the page. (A paint entry's time is when the frame reached the screen,
  // which a busy headless browser reports late, so the page's own record of its render is the reference.)
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('.home-slider img')) return
      Reflect.set(window, '__sliderShown', performance.now())
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const popupCall = page.waitForRequest(/\/api\/notification\//)
  await page.goto('/')
  await waitForFrame(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Latest News' })).toBeAttached()
  await popupCall
  await expect(page.locator('.home-slider img').first()).toBeVisible()
  // A call's timing entry is written once its answer has come.
  await expect
    .poll(() =>
      page.evaluate(
        (count) =>
          performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/')).length >= count,
        HOME_AFTER_PAINT_CALLS.length,
      ),
    )
    .toBe(true)
  const timing = await page.evaluate(
    ({ afterPaintCalls, swiperFiles }) => {
      const sliderShown = Number(Reflect.get(window, '__sliderShown'))
      const resources = performance.getEntriesByType('resource')
      const started = (matches: (path: string) => boolean) =>
        resources.filter((entry) => matches(new URL(entry.name).pathname)).map((entry) => entry.startTime)
      return {
        sliderShown,
        // Each call's path is `/api/{call}/{school code}`.
        calls: afterPaintCalls.map((call) => started((path) => path.replace(/\/[^/]+$/, '') === `/api/${call}`)),
        swiper: started((path) => swiperFiles.includes(path)),
        sliderImage: started((path) => path.startsWith('/images/slider/')),
      }
    },
    { afterPaintCalls: [...HOME_AFTER_PAINT_CALLS], swiperFiles },
  )
  expect(timing.sliderShown).toBeGreaterThan(0)
  HOME_AFTER_PAINT_CALLS.forEach((call, index) => {
    const starts = timing.calls[index] ?? []
    expect(starts, `the ${call} call, once`).toHaveLength(1)
    for (const start of starts)
      expect(start, `${call} starts after the slider is on the page`).toBeGreaterThan(timing.sliderShown)
  })
  expect(timing.swiper, "Swiper's files").toHaveLength(swiperFiles.length)
  for (const start of timing.swiper)
    expect(start, 'Swiper starts after the slider is on the page').toBeGreaterThan(timing.sliderShown)
  // The slider's picture itself is asked for early (the page's HTML preloads it).
  expect(timing.sliderImage[0]).toBeLessThan(timing.sliderShown)
  expect(consoleErrors).toEqual([])
})
