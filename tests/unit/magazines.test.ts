import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAGAZINE_ISSUES, magazineIssueOf, type MagazineIssue } from '@/content/magazines'
import { magazineFile, type MagazineFile } from '@/content/schemas/magazines'
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

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PUBLIC_DIR = join(ROOT, 'public')
const DATA_DIR = join(ROOT, 'src/content/data/magazines')

function numbersOf(issue: MagazineIssue) {
  return issue.pages.filter((page) => page.kind === 'page').map((page) => page.number)
}

function issueOf(year: number): MagazineIssue {
  const issue = magazineIssueOf(year)
  if (!issue) throw new Error(`no magazine for ${year}`)
  return issue
}

describe('magazine manifests', () => {
  it('lists the issues newest first (the three of the spec among them), each with its session and viewer route', () => {
    const years = MAGAZINE_ISSUES.map((issue) => issue.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(MAGAZINE_ISSUES.map((issue) => [issue.session, issue.path])).toEqual(
      expect.arrayContaining([
        ['2024-2025', '/Magazine2025'],
        ['2023-2024', '/Magazine2024'],
        ['2022-2023', '/Magazine2023'],
      ]),
    )
    expect(MAGAZINE_ISSUES.map((issue) => issue.session)).toEqual(years.map((year) => `${year - 1}-${year}`))
    expect(magazineIssueOf(2024)?.session).toBe('2023-2024')
    expect(magazineIssueOf(2030)).toBeUndefined()
  })

  it('2023: four cover images first, then numbered pages up to 140 with a few numbers missing', () => {
    const pages = issueOf(2023).pages
    expect(pages.slice(0, 4).map((page) => [page.kind, page.alt])).toEqual([
      ['cover', 'Cover 1'],
      ['cover', 'Cover 2'],
      ['cover', 'Cover 3'],
      ['cover', 'Cover 4'],
    ])
    expect(pages.slice(4).every((page) => page.kind === 'page')).toBe(true)
    const numbers = numbersOf(issueOf(2023))
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
    for (const issue of [issueOf(2024), issueOf(2025)]) {
      expect(issue.pages).toHaveLength(160)
      expect(numbersOf(issue)).toEqual(Array.from({ length: 160 }, (_, index) => index + 1))
    }
  })

  it("a page is its data file's image, shown from the placeholder while there is no scan, with its alt text", () => {
    expect(issueOf(2023).pages[0]).toEqual({
      src: '/magazines/2023/cover-1.svg',
      srcSet: undefined,
      image: '/magazines/2023/cover-1.svg',
      alt: 'Cover 1',
      kind: 'cover',
      number: 1,
    })
    expect(issueOf(2025).pages[41]).toMatchObject({ src: '/magazines/2025/page-042.svg', alt: 'Page 42' })
  })

  it.each(MAGAZINE_ISSUES.map((issue) => [issue.session, issue] as const))(
    '%s: numbers strictly ascending, unique images in its own folder, alt text on every page',
    (_session, issue) => {
      const numbers = numbersOf(issue)
      numbers.slice(1).forEach((number, index) => expect(number).toBeGreaterThan(numbers[index] ?? 0))
      const images = issue.pages.map((page) => page.image)
      expect(new Set(images).size).toBe(images.length)
      images.forEach((image) => expect(image.startsWith(`/magazines/${issue.year}/`)).toBe(true))
      issue.pages.forEach((page) => expect(page.alt.trim()).not.toBe(''))
    },
  )

  // The spec's three issues have generated placeholders (scripts/generate-magazine-pages.mjs); a later one, the scans.
  it.each([2023, 2024, 2025].map((year) => [issueOf(year).session, issueOf(year)] as const))(
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

describe("the magazines' data files (src/content/data/magazines/)", () => {
  const files = readdirSync(DATA_DIR).sort()
  const read = (name: string): unknown => JSON.parse(readFileSync(join(DATA_DIR, name), 'utf8'))

  it('are one file per year, named after it, each passing the schema, written as the editor writes JSON', () => {
    expect(files).toEqual(expect.arrayContaining(['2023.json', '2024.json', '2025.json']))
    expect(files.map((name) => Number(name.slice(0, -'.json'.length)))).toEqual(
      [...MAGAZINE_ISSUES].reverse().map((issue) => issue.year),
    )
    for (const name of files) expect(`${magazineFile.parse(read(name)).year}.json`).toBe(name)
    for (const name of ['2023.json', '2024.json', '2025.json']) {
      expect(readFileSync(join(DATA_DIR, name), 'utf8')).toBe(`${JSON.stringify(read(name), null, 2)}\n`)
    }
  })

  /** The 2023 file with one change, checked: the problems' fields and messages. */
  const problemsOf = (change: (file: MagazineFile) => unknown) => {
    const result = magazineFile.safeParse(change(magazineFile.parse(read('2023.json'))))
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
  }

  it('rejects a year out of range, a session that does not end in the year, no pages, a page number below 1', () => {
    expect(problemsOf((file) => ({ ...file, year: 20233 }))).toContainEqual([
      'year',
      'must be a year from 2000 to 2100',
    ])
    expect(problemsOf((file) => ({ ...file, session: '2023-2024' }))).toEqual([
      ['session', "must end with the magazine's year: 2022-2023 for the 2023 magazine"],
    ])
    expect(problemsOf((file) => ({ ...file, session: '2022-2024' }))).toContainEqual([
      'session',
      'the second year must follow the first',
    ])
    expect(problemsOf((file) => ({ ...file, pages: [] }))).toEqual([['pages', 'add at least one page']])
    expect(problemsOf((file) => ({ ...file, pages: [{ ...file.pages[0], number: 0 }] })).map(([path]) => path)).toEqual(
      ['pages.0.number'],
    )
    expect(problemsOf((file) => ({ ...file, pages: [{ ...file.pages[0], kind: 'back' }] }))).toEqual([
      ['pages.0.kind', 'must be "cover" or "page"'],
    ])
  })

  it('rejects a page image the site does not have, and a page listed twice, naming the page', () => {
    expect(
      problemsOf((file) => ({
        ...file,
        pages: [...file.pages, { image: '/magazines/2023/page-999.jpg', kind: 'page', number: 999 }],
      })),
    ).toEqual([
      [
        'pages.140.image',
        'no such photo: /magazines/2023/page-999.jpg (upload it, or pick one of the photos already on the site)',
      ],
    ])
    expect(problemsOf((file) => ({ ...file, pages: [...file.pages, file.pages[1]] }))).toEqual([
      ['pages.140.image', '/magazines/2023/cover-2.svg is already an earlier page of this magazine'],
      ['pages.140.number', 'there is already a cover 2 in this magazine'],
    ])
  })
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
