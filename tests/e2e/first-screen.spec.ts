import { bundleFacts, SWIPER_CODE } from './bundle-facts'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Issue 9: on a phone's first visit to Home, the first screen paints before the code and the calls of what lies
 * below it (src/first-visit/first-paint.ts, HomePage.tsx), and Swiper loads once the page is hydrated (Carousel.tsx;
 * that it takes the still frame over in place is tests/e2e-live/carousel-frame.spec.ts, where Swiper's files can be
 * held back: here MSW's service worker answers them, out of Playwright's reach). Which files hold that code comes
 * from the build's own records (bundle-facts.ts).
 */
test.use({ viewport: { width: 412, height: 823 } })

test('Home: the slider is on screen before the code below the fold, Swiper and the popup call are asked for', async ({
  page,
  request,
  consoleErrors,
}) => {
  const facts = await bundleFacts(request)
  const belowFoldFiles = facts.filesHolding('src/features/home/HomeBelowFold.tsx')
  const swiperFiles = facts.filesHolding(SWIPER_CODE)
  expect(belowFoldFiles.length, 'the build has the sections below the fold').toBeGreaterThan(0)
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
  const timing = await page.evaluate(
    ({ belowFoldFiles, swiperFiles }) => {
      const sliderShown = Number(Reflect.get(window, '__sliderShown'))
      const resources = performance.getEntriesByType('resource')
      const started = (matches: (path: string) => boolean) =>
        resources.filter((entry) => matches(new URL(entry.name).pathname)).map((entry) => entry.startTime)
      return {
        sliderShown,
        belowFold: started((path) => belowFoldFiles.includes(path)),
        swiper: started((path) => swiperFiles.includes(path)),
        popupCall: started((path) => path.startsWith('/api/notification/')),
        sliderImage: started((path) => path.startsWith('/images/slider/')),
      }
    },
    { belowFoldFiles, swiperFiles },
  )
  expect(timing.sliderShown).toBeGreaterThan(0)
  const expectedLoads = { belowFold: belowFoldFiles.length, swiper: swiperFiles.length, popupCall: 1 }
  for (const name of ['belowFold', 'swiper', 'popupCall'] as const) {
    expect(timing[name], name).toHaveLength(expectedLoads[name])
    for (const start of timing[name]) {
      expect(start, `${name} starts after the slider is on the page`).toBeGreaterThan(timing.sliderShown)
    }
  }
  // The slider's picture itself is asked for early (the page's HTML preloads it).
  expect(timing.sliderImage[0]).toBeLessThan(timing.sliderShown)
  expect(consoleErrors).toEqual([])
})
