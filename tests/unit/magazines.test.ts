import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAGAZINE_ISSUES, MAGAZINES, type MagazineIssue } from '@/content/magazines'
import {
  bookWidth,
  canZoomIn,
  canZoomOut,
  clampZoom,
  isNearView,
  lastViewStart,
  zoomIn,
  zoomOut,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from '@/selectors/flip-book'

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public')

function numbersOf(issue: MagazineIssue) {
  return issue.pages.filter((page) => page.kind === 'page').map((page) => page.number)
}

describe('magazine manifests', () => {
  it('lists the three issues newest first, each with its session and viewer route', () => {
    expect(MAGAZINE_ISSUES.map((issue) => [issue.session, issue.path])).toEqual([
      ['2024-2025', '/Magazine2025'],
      ['2023-2024', '/Magazine2024'],
      ['2022-2023', '/Magazine2023'],
    ])
  })

  it('2023: four cover images first, then numbered pages up to 140 with a few numbers missing', () => {
    const pages = MAGAZINES[2023].pages
    expect(pages.slice(0, 4).map((page) => [page.kind, page.alt])).toEqual([
      ['cover', 'Cover 1'],
      ['cover', 'Cover 2'],
      ['cover', 'Cover 3'],
      ['cover', 'Cover 4'],
    ])
    expect(pages.slice(4).every((page) => page.kind === 'page')).toBe(true)
    const numbers = numbersOf(MAGAZINES[2023])
    expect(numbers[0]).toBe(1)
    expect(numbers.at(-1)).toBe(140)
    const missing = Array.from({ length: 140 }, (_, index) => index + 1).filter((n) => !numbers.includes(n))
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.length).toBeLessThanOrEqual(10)
    expect(missing).toEqual([27, 28, 73, 118])
    // The book's positions and the printed numbers part ways after the first gap.
    expect(pages.length).toBe(4 + 140 - missing.length)
    expect(pages[4 + 26]?.alt).toBe('Page 29')
  })

  it('2024 and 2025: about 160 pages, numbered from 1 with no gaps', () => {
    for (const issue of [MAGAZINES[2024], MAGAZINES[2025]]) {
      expect(issue.pages).toHaveLength(160)
      expect(numbersOf(issue)).toEqual(Array.from({ length: 160 }, (_, index) => index + 1))
    }
  })

  it.each(MAGAZINE_ISSUES.map((issue) => [issue.session, issue] as const))(
    '%s: numbers strictly ascending, unique images in its own folder, alt text on every page',
    (_session, issue) => {
      const numbers = numbersOf(issue)
      numbers.slice(1).forEach((number, index) => expect(number).toBeGreaterThan(numbers[index] ?? 0))
      const sources = issue.pages.map((page) => page.src)
      expect(new Set(sources).size).toBe(sources.length)
      sources.forEach((src) => expect(src.startsWith(`/magazines/${issue.year}/`)).toBe(true))
      issue.pages.forEach((page) => expect(page.alt.trim()).not.toBe(''))
    },
  )

  it.each(MAGAZINE_ISSUES.map((issue) => [issue.session, issue] as const))(
    '%s: every page has its generated image in public/, and the folder holds nothing else',
    (_session, issue) => {
      for (const page of issue.pages) {
        const file = `${PUBLIC_DIR}${page.src}`
        expect(existsSync(file), file).toBe(true)
        // Lightweight placeholders: a few hundred bytes each.
        expect(statSync(file).size).toBeLessThan(1024)
      }
      const listed = new Set(issue.pages.map((page) => page.src.split('/').at(-1)))
      expect(readdirSync(`${PUBLIC_DIR}/magazines/${issue.year}`).filter((name) => !listed.has(name))).toEqual([])
    },
  )
})

describe('zoom scale', () => {
  it('runs from 1 to 2 in steps of 0.1', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP]).toEqual([1, 2, 0.1])
  })

  it('ten zoom-ins from 1 pass through exact tenths and stop at 2; ten zoom-outs come back to 1', () => {
    const seen: number[] = []
    let scale = ZOOM_MIN
    for (let step = 0; step < 10; step += 1) {
      scale = zoomIn(scale)
      seen.push(scale)
    }
    expect(seen).toEqual([1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2])
    expect(zoomIn(scale)).toBe(2)
    for (let step = 0; step < 10; step += 1) scale = zoomOut(scale)
    expect(scale).toBe(1)
    expect(zoomOut(scale)).toBe(1)
  })

  it('clamps to 1..2 and rounds away floating-point error', () => {
    expect(clampZoom(0.4)).toBe(1)
    expect(clampZoom(7)).toBe(2)
    expect(clampZoom(1 + 0.1 + 0.1 + 0.1)).toBe(1.3)
    expect(clampZoom(1.2999999999)).toBe(1.3)
    expect(clampZoom(Number.NaN)).toBe(1)
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(1)
  })

  it('zoom in is possible below 2 only, zoom out above 1 only', () => {
    expect([canZoomIn(1), canZoomIn(1.9), canZoomIn(2)]).toEqual([true, true, false])
    expect([canZoomOut(1), canZoomOut(1.1), canZoomOut(2)]).toEqual([false, true, true])
    expect(canZoomIn(1.99999999)).toBe(false)
  })

  it('property: any sequence of zoom-ins and zoom-outs stays on a tenth between 1 and 2', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (presses) => {
        let scale = ZOOM_MIN
        for (const isIn of presses) {
          scale = isIn ? zoomIn(scale) : zoomOut(scale)
          expect(scale).toBeGreaterThanOrEqual(ZOOM_MIN)
          expect(scale).toBeLessThanOrEqual(ZOOM_MAX)
          expect(Math.round(scale * 10) / 10).toBe(scale)
        }
      }),
    )
  })
})

describe('book layout', () => {
  it('the last view starts at the back cover (even count) or the last pair (odd count) in landscape', () => {
    expect(lastViewStart(160, 'landscape')).toBe(159)
    expect(lastViewStart(141, 'landscape')).toBe(139)
    expect(lastViewStart(141, 'portrait')).toBe(140)
    expect(lastViewStart(1, 'landscape')).toBe(0)
    expect(lastViewStart(0, 'portrait')).toBe(0)
  })

  it('only pages near the current view count as near', () => {
    const near = Array.from({ length: 20 }, (_, index) => index).filter((index) => isNearView(index, 9, 2, 4))
    expect(near).toEqual([7, 8, 9, 10, 11, 12, 13])
  })

  it('zoom lays the book out wider; a one-page view stays narrower than two pages', () => {
    expect(bookWidth(1168, 1, 1000, 630)).toBe(1000)
    expect(bookWidth(1168, 1.5, 1000, 630)).toBe(1500)
    expect(bookWidth(800, 2, 1000, 630)).toBe(1600)
    expect(bookWidth(343, 1, 1000, 630)).toBe(343)
    expect(bookWidth(343, 1.5, 1000, 630)).toBe(514)
    expect(bookWidth(343, 2, 1000, 630)).toBe(629)
  })
})
