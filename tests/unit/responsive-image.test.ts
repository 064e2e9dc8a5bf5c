import { describe, expect, it } from 'vitest'
import { imageSources, lightboxSources, ORIGINAL_PHOTO_WIDTH } from '@/api/responsive-image'
import { IMAGE_WIDTHS, resizedUrl } from '@/config/resizer-template'
import { autoFillGridSizes, LIST_CARD_IMAGE_SIZES } from '@/shared/image-sizes'

const TEMPLATE = 'https://img.example-school.org/?url={url}&w={width}'
const PHOTO = 'https://content.example.org/api/image?url=gallery%2Fsports day.jpg'

describe('resizedUrl', () => {
  it('fills {url} with the encoded absolute source and {width} with pixels, wherever they stand', () => {
    expect(resizedUrl(TEMPLATE, PHOTO, 320)).toBe(
      `https://img.example-school.org/?url=${encodeURIComponent(PHOTO)}&w=320`,
    )
    expect(resizedUrl('https://site.org/cdn-cgi/image/width={width}/{url}', 'https://a.org/p.jpg', 640)).toBe(
      'https://site.org/cdn-cgi/image/width=640/https%3A%2F%2Fa.org%2Fp.jpg',
    )
  })

  it('fills {rawUrl} with the source as it is, for resizers that read it from their path', () => {
    expect(resizedUrl('/cdn-cgi/image/width={width}/{rawUrl}', 'https://a.org/p.jpg?v=2', 480)).toBe(
      '/cdn-cgi/image/width=480/https://a.org/p.jpg?v=2',
    )
  })

  it('cannot be broken out of by the source URL: quotes, commas and spaces are encoded', () => {
    const url = resizedUrl(TEMPLATE, 'https://a.org/x" onerror="y, 2x.jpg', 160)
    expect(url).not.toMatch(/[" ,]/)
  })
})

describe('imageSources', () => {
  it('without a resizer, is the photo as the backend serves it, with no srcset', () => {
    expect(imageSources(PHOTO, 400)).toEqual({ src: PHOTO })
  })

  it('with a resizer, offers every width and falls back to the smallest that fills the box', () => {
    const sources = imageSources(PHOTO, 400, { template: TEMPLATE })
    expect(sources.src).toBe(resizedUrl(TEMPLATE, PHOTO, 480))
    expect(sources.srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `${resizedUrl(TEMPLATE, PHOTO, width)} ${width}w`),
    )
  })

  it('stops at the first width that covers maxWidth (a 240-pixel portrait at 3x needs 800, never 1920)', () => {
    const widths = (maxWidth: number) =>
      imageSources(PHOTO, 240, { template: TEMPLATE, maxWidth })
        .srcSet?.split(', ')
        .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]))
    expect(widths(720)).toEqual([160, 320, 480, 640, 800])
    expect(widths(640)).toEqual([160, 320, 480, 640])
    expect(widths(100_000)).toEqual([...IMAGE_WIDTHS])
  })
})

describe('lightboxSources', () => {
  it('without a resizer, has none (the lightbox shows the original)', () => {
    expect(lightboxSources(PHOTO, 4 / 3)).toBeUndefined()
  })

  it('offers resized copies of the photo shape, then the original itself as the largest', () => {
    const sources = lightboxSources(PHOTO, 4 / 3, { template: TEMPLATE })
    expect(sources?.map((copy) => copy.width)).toEqual([480, 640, 800, 960, 1280, 1600, 1920, ORIGINAL_PHOTO_WIDTH])
    expect(sources?.at(-1)).toEqual({ src: PHOTO, width: 4000, height: 3000 })
    expect(sources?.[0]).toEqual({ src: resizedUrl(TEMPLATE, PHOTO, 480), width: 480, height: 360 })
    // A portrait photo keeps its shape.
    expect(lightboxSources(PHOTO, 3 / 4, { template: TEMPLATE })?.[0]?.height).toBe(640)
  })
})

describe('sizes of auto-fill grids', () => {
  it('gives each column count its viewport range and column width, then a fixed width at the full container', () => {
    expect(autoFillGridSizes({ minColumnPx: 260, gapPx: 16 })).toBe(
      '(max-width: 567px) calc(100vw - 32px), (max-width: 843px) calc((100vw - 48px) / 2), ' +
        '(max-width: 1119px) calc((100vw - 64px) / 3), (max-width: 1199px) calc((100vw - 80px) / 4), 280px',
    )
  })

  it("a list card's photo on a phone is the thumbnail beside its facts (2 of 5 columns), not the card's width", () => {
    const [oneCard, twoCards] = LIST_CARD_IMAGE_SIZES.split(', ')
    // 390 px: a 358 px card, 322 px inside its padding and gap, of which the photo takes 2/5 (129 px).
    expect(oneCard).toBe('(max-width: 567px) calc((100vw - 68px) * 0.4)')
    expect(twoCards).toBe('(max-width: 599px) calc((100vw - 120px) * 0.2)')
    expect(LIST_CARD_IMAGE_SIZES).toContain('(max-width: 1199px) calc((100vw - 80px) / 4), 280px')
  })

  it('agrees with the grid at any viewport: the column the formula gives is the column CSS lays out', () => {
    const minColumnPx = 160
    const gapPx = 12
    const sizes = autoFillGridSizes({ minColumnPx, gapPx })
    for (let viewport = 320; viewport <= 1600; viewport += 7) {
      const content = Math.min(viewport, 1200) - 32
      const columns = Math.max(1, Math.floor((content + gapPx) / (minColumnPx + gapPx)))
      const cssColumn = (content - (columns - 1) * gapPx) / columns
      expect(evaluateSizes(sizes, viewport), `at ${viewport}px`).toBeCloseTo(cssColumn, -0.5)
    }
  })
})

/** The width a `sizes` value gives at a viewport width (only the forms autoFillGridSizes writes). */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^\(max-width: (\d+)px\) (.+)$/.exec(entry)
    if (match && viewport > Number(match[1])) continue
    const length = match ? match[2]! : entry
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(length)
    if (calc) return (viewport - Number(calc[1])) / Number(calc[2] ?? 1)
    return Number.parseFloat(length)
  }
  throw new Error('no entry applies')
}
