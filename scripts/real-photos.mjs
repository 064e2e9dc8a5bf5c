// @ts-check
// Real-size photos for the mock backend: what the school's staff upload straight from a phone, a
// 4000×3000 JPEG of about 2.9 MB. Generated with sharp on first use (about 5 seconds each) and kept in
// node_modules/.cache, never committed. Each has detail at several scales and sensor-like grain, so neither JPEG
// nor a resize squeezes it much more than a real photo (a 640-pixel WebP copy is about 65 KB): what resizing
// gains here is what it gains on the school's photos.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'school-photos')

const REAL_PHOTO_WIDTH = 4000
const REAL_PHOTO_HEIGHT = 3000
/** Different photos, so a page of cards is not one image cached once. */
const REAL_PHOTO_COUNT = 6
const JPEG_QUALITY = 85

/**
 * A deterministic pseudo-random sequence (xorshift32), so every machine generates the same photos.
 * @param {number} seed
 */
function randomFrom(seed) {
  let state = (seed * 2654435761) >>> 0 || 1
  return () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 4294967296
  }
}

/** Detail at three scales (cells of 6, 24 and 96 pixels) and their strength: what survives a resize, as in a photo. */
const DETAIL = [
  { cell: 6, strength: 40 },
  { cell: 24, strength: 60 },
  { cell: 96, strength: 90 },
]
/** Per-pixel grain, as a phone camera's sensor adds. */
const GRAIN = 24

/** @param {number} seed */
async function generatePhoto(seed) {
  const random = randomFrom(seed + 1)
  const width = REAL_PHOTO_WIDTH
  const height = REAL_PHOTO_HEIGHT
  const layers = DETAIL.map(({ cell, strength }) => {
    const columns = Math.ceil(width / cell) + 1
    const values = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 1) * 3 }, () => random() - 0.5)
    return { cell, strength, columns, values }
  })
  const base = [40 + random() * 150, 40 + random() * 150, 40 + random() * 150]
  const pixels = Buffer.alloc(width * height * 3)
  let index = 0
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        let value = (base[channel] ?? 0) + (random() - 0.5) * GRAIN
        for (const layer of layers) {
          const cell = Math.floor(y / layer.cell) * layer.columns + Math.floor(x / layer.cell)
          value += (layer.values[cell * 3 + channel] ?? 0) * layer.strength
        }
        pixels[index++] = value < 0 ? 0 : value > 255 ? 255 : value
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer()
}

/** @type {Promise<Buffer[]> | undefined} */
let photos

/** The real-size photos as JPEG bytes, generated once per machine. */
export function realPhotos() {
  photos ??= (async () => {
    await mkdir(CACHE_DIR, { recursive: true })
    const made = []
    for (let seed = 0; seed < REAL_PHOTO_COUNT; seed += 1) {
      const file = join(CACHE_DIR, `photo-${seed + 1}-${REAL_PHOTO_WIDTH}x${REAL_PHOTO_HEIGHT}.jpg`)
      const bytes = await readFile(file).catch(async () => {
        const generated = await generatePhoto(seed)
        await writeFile(file, generated)
        return generated
      })
      made.push(bytes)
    }
    return made
  })()
  return photos
}

/**
 * The real photo that stands in for a file name (the same name always gets the same photo).
 * @param {string} fileName
 * @returns {Promise<Buffer>}
 */
export async function realPhotoFor(fileName) {
  const all = await realPhotos()
  let hash = 0
  for (const char of fileName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const photo = all[hash % all.length]
  if (!photo) throw new Error('no real photos')
  return photo
}
