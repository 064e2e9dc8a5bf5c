import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { magazinePhotoSources } from '@/content/magazine-photos'
import { sliderPhotoSources } from '@/content/slider-photos'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import {
  STATIC_PHOTO_FALLBACK_WIDTH,
  STATIC_PHOTO_QUERY,
  STATIC_PHOTO_WIDTHS,
  staticPhotoSources,
  type PhotoOriginals,
  type PhotoVariant,
} from '@/content/static-photo-sources'

// Vitest runs from the project root (jsdom's import.meta.url is not a file: URL).
const ROOT = process.cwd()
const ORIGINALS_DIR = join(ROOT, 'src/content/photos')
const PUBLIC_DIR = join(ROOT, 'public')
const DATA_DIR = join(ROOT, 'src/content/data')
/** The extensions the photo globs pick up (slider-photos.ts, static-page-photos.ts, magazine-photos.ts). */
const PICKED_UP = /\.(jpg|jpeg|png|webp|JPG|JPEG|PNG|WEBP)$/
/** Any image a school might save, picked up or not. */
const IMAGE_LIKE = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?|bmp)$/i
/** The folders the photo globs look in. */
const GLOBBED_FOLDERS = [/^images\/slider\/[^/]+$/, /^images\/static\/[^/]+$/, /^magazines\/[^/]+\/[^/]+$/]

const variant = (width: number, height = Math.round(width * 0.75)): PhotoVariant => ({
  src: `/assets/library-1-${width}.webp`,
  width,
  height,
})

/** The widths in a srcset ("url 320w, url 640w"), in order. */
const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))

const stemOf = (path: string) => path.replace(/\.[^./]+$/, '')

describe('staticPhotoSources', () => {
  it('gives a placeholder its own path, and no srcset, when the school has no photo for it', () => {
    const originals: PhotoOriginals = { './photos/images/static/library-2.jpg': [variant(320), variant(640)] }
    expect(staticPhotoSources('/images/static/library-1.svg', originals)).toEqual({
      src: '/images/static/library-1.svg',
    })
    expect(staticPhotoSources('/images/static/library-1.svg', {})).toEqual({ src: '/images/static/library-1.svg' })
  })

  it("gives a replaced placeholder the original's widths, narrowest first, and its widest up to the fallback width as src", () => {
    const originals: PhotoOriginals = {
      './photos/images/static/library-1.jpg': [variant(1920), variant(320), variant(1280), variant(640), variant(960)],
    }
    const sources = staticPhotoSources('/images/static/library-1.svg', originals)
    expect(widthsOf(sources.srcSet)).toEqual([320, 640, 960, 1280, 1920])
    expect(sources.srcSet).toContain('/assets/library-1-320.webp 320w')
    expect(sources.src).toBe(`/assets/library-1-${STATIC_PHOTO_FALLBACK_WIDTH}.webp`)
    expect(sources.variants?.map((made) => made.width)).toEqual([320, 640, 960, 1280, 1920])
  })

  it('takes an original of any extension, and one too small for more than one width', () => {
    const originals: PhotoOriginals = { './photos/magazines/2023/cover-1.PNG': variant(280, 380) }
    const sources = staticPhotoSources('/magazines/2023/cover-1.svg', originals)
    expect(sources).toEqual({
      src: '/assets/library-1-280.webp',
      srcSet: '/assets/library-1-280.webp 280w',
      variants: [variant(280, 380)],
    })
  })
})

describe('the photo pipeline (vite-imagetools on sharp, as vite.config.ts sets it up)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'static-photo-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('makes WebP widths of an original up to its own width, never wider', async () => {
    const file = join(scratch, 'narrow.jpg')
    await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#7a1f2b' } })
      .jpeg()
      .toFile(file)
    const module: { default: PhotoVariant[] } = await import(/* @vite-ignore */ `${file}?${STATIC_PHOTO_QUERY}`)
    const sources = staticPhotoSources('/images/static/narrow.svg', {
      './photos/images/static/narrow.jpg': module.default,
    })
    expect(widthsOf(sources.srcSet)).toEqual([320, 640, 960, 1000])
    expect(sources.variants?.every((made) => made.height === Math.round((made.width * 3) / 4))).toBe(true)
    expect(sources.src).toBe(sources.variants?.at(-1)?.src)
  })

  it("the shipped example: the slider's assembly photo (2400 px) comes in every width, the others stay placeholders", async () => {
    const original = await sharp(join(ORIGINALS_DIR, 'images/slider/assembly.jpg')).metadata()
    const sources = sliderPhotoSources('/images/slider/assembly.svg')
    const widths = widthsOf(sources.srcSet)
    expect(widths).toEqual([...STATIC_PHOTO_WIDTHS])
    expect(Math.max(...widths)).toBeLessThanOrEqual(original.width ?? 0)
    expect(sliderPhotoSources('/images/slider/campus.svg')).toEqual({ src: '/images/slider/campus.svg' })
    expect(staticPagePhotoSources('/images/static/library-1.svg')).toEqual({ src: '/images/static/library-1.svg' })
    expect(magazinePhotoSources('/magazines/2023/cover-1.svg')).toEqual({ src: '/magazines/2023/cover-1.svg' })
  })
})

describe('src/content/photos', () => {
  const originals = readdirSync(ORIGINALS_DIR, { recursive: true })
    .map(String)
    .filter((name) => IMAGE_LIKE.test(name))

  // The content manager (/admin/) saves an upload here at the path the data files then name
  // (/images/static/new-head-girl.jpg): a photo of its own, with no placeholder to replace.
  const dataFiles = readdirSync(DATA_DIR, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readFileSync(join(DATA_DIR, name), 'utf8'))
    .join('\n')
  const namedByData = (name: string) => dataFiles.includes(`"/${name.split('\\').join('/')}"`)

  it('holds only photos the build picks up, each replacing a placeholder of public/ of the same path and name, or uploaded in the content manager and named by a data file', () => {
    expect(originals.length).toBeGreaterThan(0)
    for (const name of originals) {
      expect(PICKED_UP.test(name), `${name}: save it as .jpg, .jpeg, .png or .webp`).toBe(true)
      expect(
        GLOBBED_FOLDERS.some((folder) => folder.test(name)),
        `${name}: not in a folder of photos`,
      ).toBe(true)
      const folder = join(PUBLIC_DIR, dirname(name))
      const placeholder = existsSync(folder)
        ? readdirSync(folder).find((file) => stemOf(file) === stemOf(basename(name)))
        : undefined
      if (namedByData(name)) continue
      expect(
        placeholder,
        `${name}: no placeholder of that name in public/${dirname(name)}, and no data file names /${name}`,
      ).toBeDefined()
    }
  })

  it('has at most one photo for each placeholder', () => {
    const stems = originals.map(stemOf)
    expect(stems.filter((stem, index) => stems.indexOf(stem) !== index)).toEqual([])
  })
})
