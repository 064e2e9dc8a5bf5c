#!/usr/bin/env node
// @ts-check
// Makes the one raster original the repository ships, src/content/photos/images/slider/assembly.jpg: the slider's
// generated assembly picture drawn at 2400x900 with film grain and soft focus, so that it compresses like a
// photograph and every build runs it through the photo pipeline (src/content/static-photo-sources.ts).
// A school replaces it with its own photo; this script is only for regenerating the example.
// Usage: node scripts/generate-example-photo.mjs
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = join(ROOT, 'public/images/slider/assembly.svg')
const TARGET = join(ROOT, 'src/content/photos/images/slider/assembly.jpg')
const WIDTH = 2400
const HEIGHT = 900

const picture = await sharp(SOURCE, { density: (72 * WIDTH) / 1600 })
  .resize(WIDTH, HEIGHT)
  .blur(1.2)
  .removeAlpha()
  .toBuffer()
const grain = await sharp({
  create: {
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .png()
  .toBuffer()
mkdirSync(dirname(TARGET), { recursive: true })
const info = await sharp(picture)
  .composite([{ input: grain, blend: 'soft-light' }])
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(TARGET)
console.log(`${TARGET}: ${info.width}x${info.height}, ${info.size} bytes`)
