import { expect, test } from '../e2e/fixtures'

/**
 * On a page the server renders, the largest image of the first screen (the lead photo, the page's
 * largest paint) is asked for at once and first: `loading="eager"`, `fetchpriority="high"`, and announced by the
 * server before the body (`Link: <…>; rel=preload; as=image`) with the very copy the `<img>` picks. At a phone's width
 * (one card on the first screen) and a desktop's (a row of three or four).
 */
test.use({ serviceWorkers: 'block' })

const PHOTO_PAGES = [
  '/Gallery',
  '/Events',
  '/SubGallery?id=gallery-sports-day-2026',
  '/faculty',
  '/topperX',
  '/',
] as const

const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** The first screen's largest image (the first of equals, in document order), as the visitor sees it. */
interface LargestImage {
  src: string | null
  currentSrc: string
  loading: string | null
  fetchPriority: string | null
  area: number
}

/** What a `Link` header announces as an image preload: its URL and the candidates of its `imagesrcset`. */
function announcedImage(link: string | undefined): { href: string; candidates: string[] } | undefined {
  const match = /^<([^>]*)>;\s*rel=preload;\s*as=image(.*)$/.exec(link ?? '')
  if (!match) return undefined
  const srcset = /imagesrcset="([^"]*)"/.exec(match[2] ?? '')?.[1] ?? ''
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
  return { href: match[1] ?? '', candidates }
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at a ${name}'s width (${width} px)`, () => {
    test.use({ viewport: { width, height } })

    for (const path of PHOTO_PAGES) {
      test(`${path}: the largest image of the first screen is eager, high priority, announced by the server`, async ({
        page,
      }) => {
        const answer = await page.goto(path, { waitUntil: 'load' })
        expect(answer?.status()).toBe(200)
        const announced = announcedImage(answer?.headers().link)
        expect(announced, `Link header: ${answer?.headers().link}`).toBeDefined()

        const largest = await page.evaluate((): LargestImage | undefined => {
          let best: LargestImage | undefined
          for (const image of Array.from(document.images)) {
            const box = image.getBoundingClientRect()
            const visibleWidth = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0))
            const visibleHeight = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
            const area = visibleWidth * visibleHeight
            // Cards of one grid are equal, give or take a fraction of a pixel of layout: the first of them counts.
            if (area > 0 && (!best || area > best.area * 1.02)) {
              best = {
                src: image.getAttribute('src'),
                currentSrc: image.currentSrc,
                loading: image.getAttribute('loading'),
                fetchPriority: image.getAttribute('fetchpriority'),
                area,
              }
            }
          }
          return best
        })
        expect(largest, 'an image on the first screen').toBeDefined()
        expect(largest?.loading ?? 'eager').toBe('eager')
        expect(largest?.fetchPriority).toBe('high')
        // The server announced this image, and the copy the browser picked is one it announced.
        const absolute = (url: string) => new URL(url, page.url()).href
        expect(absolute(announced!.href)).toBe(absolute(largest!.src!))
        const offered = announced!.candidates.length > 0 ? announced!.candidates : [announced!.href]
        expect(offered.map(absolute)).toContain(largest!.currentSrc)
      })
    }
  })
}
