import { NOTIFICATIONS_CLOSED_STORAGE_KEY } from '../../src/content/home'
import { bundleFacts, SWIPER_CODE } from '../e2e/bundle-facts'
import { expect, test, waitForFrame } from '../e2e/fixtures'

/**
 * A carousel is a still frame (Carousel.tsx) until Swiper's code arrives after hydration, and Swiper then takes it
 * over in place, at the same size, without the carousel being scrolled to. A live build, so that Swiper's files can
 * be held back (in the demo build MSW's service worker fetches them, out of Playwright's reach); the offline worker
 * is blocked for the same reason.
 */
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })

test('Home: a carousel below the fold is a still frame until Swiper arrives, then Swiper takes it over in place, not scrolled to', async ({
  page,
  request,
}) => {
  // Swiper's code is held back until the still frame has been measured.
  const swiperFiles = (await bundleFacts(request)).filesHolding(SWIPER_CODE)
  expect(swiperFiles.length, "the build has Swiper's code").toBeGreaterThan(0)
  let releaseSwiper = () => undefined as void
  const swiperReleased = new Promise<void>((resolve) => {
    releaseSwiper = resolve
  })
  await page.route(
    (url) => swiperFiles.includes(url.pathname),
    async (route) => {
      await swiperReleased
      await route.continue()
    },
  )
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NOTIFICATIONS_CLOSED_STORAGE_KEY)
  await page.goto('/')
  await waitForFrame(page)
  const events = page.getByRole('region', { name: 'Upcoming events' })
  await expect(events.locator('.swiper-slide').first()).toBeAttached()
  // Before Swiper: the still frame, labelled, and already the size it will keep.
  await page.waitForTimeout(500)
  await expect(events.locator('.swiper-initialized')).toHaveCount(0)
  await expect(events.getByRole('group', { name: '1 of 5' })).toBeAttached()
  const frameBox = await events.boundingBox()
  releaseSwiper()
  // Swiper takes it over without the page being scrolled: it is still well below a phone's first screen.
  await expect(events.locator('.swiper-initialized')).toHaveCount(1)
  const swiperBox = await events.boundingBox()
  expect(swiperBox?.y).toBeGreaterThan(823)
  expect(Math.abs((swiperBox?.height ?? 0) - (frameBox?.height ?? 0))).toBeLessThanOrEqual(1)
  expect(swiperBox?.width).toBe(frameBox?.width)
})

test("Home: the still frame's Next and Previous show the next and previous slide before Swiper has arrived", async ({
  page,
  request,
}) => {
  const swiperFiles = (await bundleFacts(request)).filesHolding(SWIPER_CODE)
  // Swiper's code never arrives in this test.
  await page.route(
    (url) => swiperFiles.includes(url.pathname),
    (route) => route.abort(),
  )
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NOTIFICATIONS_CLOSED_STORAGE_KEY)
  await page.goto('/')
  await waitForFrame(page)
  const events = page.getByRole('region', { name: 'Upcoming events' })
  await expect(events.getByRole('group', { name: '1 of 5' })).toBeAttached()
  /** The slides whose box lies inside the carousel's box: what the visitor sees of it. */
  const shownSlides = () =>
    events.evaluate((region) => {
      const box = region.getBoundingClientRect()
      return [...region.querySelectorAll('[aria-roledescription="slide"]')]
        .filter((slide) => {
          const slideBox = slide.getBoundingClientRect()
          return slideBox.left >= box.left - 1 && slideBox.right <= box.right + 1
        })
        .map((slide) => slide.getAttribute('aria-label'))
    })
  // A 412 px phone shows one event at a time.
  expect(await shownSlides()).toEqual(['1 of 5'])
  await events.getByRole('button', { name: 'Next slide, upcoming events' }).click()
  await expect.poll(shownSlides).toEqual(['2 of 5'])
  await events.getByRole('button', { name: 'Previous slide, upcoming events' }).click()
  await expect.poll(shownSlides).toEqual(['1 of 5'])
  // Previous on the first slide goes round to the last, as Swiper's rewind does.
  await events.getByRole('button', { name: 'Previous slide, upcoming events' }).click()
  await expect.poll(shownSlides).toEqual(['5 of 5'])
  await expect(events.locator('.swiper-initialized')).toHaveCount(0)
})
