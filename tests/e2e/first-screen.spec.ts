import { NOTIFICATIONS_CLOSED_STORAGE_KEY } from '../../src/content/home'
import { bundleFacts, SWIPER_CODE } from './bundle-facts'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Issue 9: on a phone's first visit to Home, the first screen paints before the code and the calls of what lies
 * below it, and Swiper takes a carousel over only when it comes near the viewport (src/first-visit/first-paint.ts,
 * HomePage.tsx, Carousel.tsx). Which files hold that code comes from the build's own records (bundle-facts.ts).
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

test('Home: a carousel below the fold stays a still frame until scrolled to, then Swiper takes it over in place', async ({
  page,
}) => {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NOTIFICATIONS_CLOSED_STORAGE_KEY)
  await page.goto('/')
  await waitForFrame(page)
  const slider = page.getByRole('region', { name: 'School photos' })
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1)
  const events = page.getByRole('region', { name: 'Upcoming events' })
  await expect(events.locator('.swiper-slide').first()).toBeAttached()
  // Well below a phone's first screen: not Swiper's yet, and already the size it will keep.
  await page.waitForTimeout(500)
  await expect(events.locator('.swiper-initialized')).toHaveCount(0)
  await expect(events.getByRole('group', { name: '1 of 5' })).toBeAttached()
  const frameBox = await events.boundingBox()
  await events.scrollIntoViewIfNeeded()
  await expect(events.locator('.swiper-initialized')).toHaveCount(1)
  const swiperBox = await events.boundingBox()
  expect(Math.abs((swiperBox?.height ?? 0) - (frameBox?.height ?? 0))).toBeLessThanOrEqual(1)
  expect(swiperBox?.width).toBe(frameBox?.width)
})
