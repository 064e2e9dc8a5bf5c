#!/usr/bin/env node
/**
 * Writes the demo files of mocks/demo-files.json into public/demo-files, with no network and no dependencies:
 * - SVG placeholders (a coloured background, a simple shape, a caption) for photos and portraits,
 * - a minimal one-page PDF 1.4 for every document,
 * - a small real baseline JPEG for the sample transfer certificate (the TC download must be a real image).
 * Files in public/demo-files that the manifest no longer lists are removed.
 *
 * Run: node mocks/generate-demo-files.mjs
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { BRAND_COLOUR } from '../src/config/design-tokens.ts'

const manifest = JSON.parse(readFileSync(new URL('./demo-files.json', import.meta.url), 'utf8'))
const OUT_DIR = fileURLToPath(new URL('../public/demo-files/', import.meta.url))

/** The budget of the whole folder (the task allows 300 KB; stay well under). */
const MAX_TOTAL_BYTES = 300 * 1024
/** No single SVG placeholder may be heavier than this. */
const MAX_SVG_BYTES = 3 * 1024

/** School-like colours; a file's colour is picked from its name so that re-runs give identical files. */
const PALETTE = ['#1f3b73', BRAND_COLOUR, '#2e6b3f', '#1f6f78', '#5b3a7a', '#a0522d', '#2d5fa8', '#6b5b1f']

/** Captions longer than this are shortened so they fit the 640 px wide picture (centred, so a cropped cover keeps the middle). */
const MAX_CAPTION_CHARS = 40

function hashOf(text) {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function shorten(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

// ---------------------------------------------------------------------------------------------- SVG

/** Four simple scenes, chosen in turn along a photo series so that neighbouring photos differ. */
const SCENE_SHAPES = [
  // Sun over hills
  '<circle cx="510" cy="96" r="46" fill="#fff" fill-opacity=".45"/><path d="M0 320 170 180 300 290 430 200 640 330V400H0Z" fill="#000" fill-opacity=".2"/>',
  // The school building
  '<path d="M200 320V190L320 120 440 190V320Z" fill="#fff" fill-opacity=".4"/><rect x="296" y="250" width="48" height="70" fill="#000" fill-opacity=".3"/><path d="M320 60v60" stroke="#fff" stroke-width="6"/><path d="M304 78h32" stroke="#fff" stroke-width="6"/>',
  // Trees on the playground
  '<rect y="300" width="640" height="100" fill="#000" fill-opacity=".2"/><circle cx="140" cy="210" r="62" fill="#fff" fill-opacity=".35"/><circle cx="320" cy="190" r="80" fill="#fff" fill-opacity=".35"/><circle cx="500" cy="220" r="56" fill="#fff" fill-opacity=".35"/>',
  // A flag on its pole
  '<path d="M180 330V70" stroke="#fff" stroke-width="8"/><path d="M184 74h240v140H184Z" fill="#fff" fill-opacity=".45"/><circle cx="304" cy="144" r="26" fill="none" stroke="#fff" stroke-width="5"/>',
]

function sceneSvg(caption, colourKey, shapeIndex) {
  const colour = PALETTE[hashOf(colourKey) % PALETTE.length]
  const text = escapeXml(shorten(caption, MAX_CAPTION_CHARS))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${text}">` +
    `<rect width="640" height="400" fill="${colour}"/>` +
    SCENE_SHAPES[shapeIndex % SCENE_SHAPES.length] +
    '<rect y="340" width="640" height="60" fill="#000" fill-opacity=".45"/>' +
    `<text x="320" y="379" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="26" fill="#fff">${text}</text>` +
    '</svg>\n'
  )
}

function portraitSvg(caption) {
  const colour = PALETTE[hashOf(caption) % PALETTE.length]
  const text = escapeXml(shorten(caption, 28))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="480" viewBox="0 0 400 480" role="img" aria-label="${text}">` +
    `<rect width="400" height="480" fill="${colour}"/>` +
    '<circle cx="200" cy="165" r="78" fill="#fff" fill-opacity=".85"/>' +
    '<path d="M56 420c10-96 70-150 144-150s134 54 144 150Z" fill="#fff" fill-opacity=".85"/>' +
    '<rect y="416" width="400" height="64" fill="#000" fill-opacity=".45"/>' +
    `<text x="200" y="457" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="24" fill="#fff">${text}</text>` +
    '</svg>\n'
  )
}

// ---------------------------------------------------------------------------------------------- PDF

function pdfString(text) {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?')})`
}

/** A valid one-page PDF 1.4 (A4, Helvetica) with a title and two lines; the xref offsets are computed. */
function minimalPdf(title) {
  const content = [
    'BT',
    '/F1 20 Tf 72 760 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf 0 -32 Td',
    `${pdfString('Demo document for the school website. Not an official document.')} Tj`,
    '0 -18 Td',
    `${pdfString('Generated by mocks/generate-demo-files.mjs.')} Tj`,
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = pdf.length
  // Every xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, space, newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

// ---------------------------------------------------------------------------------------------- JPEG

/** Standard JPEG luminance quantisation table (ITU T.81 Annex K), natural order, for quality 50. */
const LUMINANCE_QUANT_50 = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
]
const JPEG_QUALITY = 75

/** Zigzag scan order: position k of the scan holds the coefficient at natural index ZIGZAG[k]. */
const ZIGZAG = (() => {
  const order = []
  for (let diagonal = 0; diagonal < 15; diagonal++) {
    const cells = []
    for (let row = 0; row < 8; row++) {
      const col = diagonal - row
      if (col >= 0 && col < 8) cells.push(row * 8 + col)
    }
    order.push(...(diagonal % 2 === 0 ? cells.reverse() : cells))
  }
  return order
})()

/**
 * Huffman tables: instead of the standard ones, every symbol gets a code of one fixed length (DC categories
 * 4 bits, AC run/size symbols 8 bits). That is valid JPEG (decoders read the tables from the file), wastes a
 * few bytes, and keeps this encoder short. The code of a symbol is its index in the list.
 */
const DC_SYMBOLS = Array.from({ length: 12 }, (_, category) => category)
const AC_SYMBOLS = [0x00, 0xf0]
for (let run = 0; run < 16; run++) for (let size = 1; size <= 10; size++) AC_SYMBOLS.push((run << 4) | size)
const DC_CODE_LENGTH = 4
const AC_CODE_LENGTH = 8
const AC_CODE = new Map(AC_SYMBOLS.map((symbol, index) => [symbol, index]))
const AC_EOB = 0x00
const AC_ZRL = 0xf0

class BitWriter {
  bytes = []
  current = 0
  count = 0
  write(value, length) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1)
      if (++this.count === 8) {
        this.bytes.push(this.current)
        if (this.current === 0xff) this.bytes.push(0x00) // byte stuffing
        this.current = 0
        this.count = 0
      }
    }
  }
  /** Pad the last byte with 1 bits, as the standard asks. */
  flush() {
    if (this.count > 0) this.write((1 << (8 - this.count)) - 1, 8 - this.count)
  }
}

function bitCategory(value) {
  let magnitude = Math.abs(value)
  let bits = 0
  while (magnitude > 0) {
    bits++
    magnitude >>= 1
  }
  return bits
}

function magnitudeBits(value, category) {
  return value >= 0 ? value : value + (1 << category) - 1
}

const COSINES = Array.from({ length: 8 }, (_, x) =>
  Array.from({ length: 8 }, (_, u) => Math.cos(((2 * x + 1) * u * Math.PI) / 16)),
)
const SCALE = (u) => (u === 0 ? Math.SQRT1_2 : 1)

/** 8x8 forward DCT of level-shifted samples (natural order in and out). */
function forwardDct(block) {
  const rows = new Float64Array(64)
  for (let y = 0; y < 8; y++)
    for (let u = 0; u < 8; u++) {
      let sum = 0
      for (let x = 0; x < 8; x++) sum += block[y * 8 + x] * COSINES[x][u]
      rows[y * 8 + u] = sum
    }
  const out = new Float64Array(64)
  for (let v = 0; v < 8; v++)
    for (let u = 0; u < 8; u++) {
      let sum = 0
      for (let y = 0; y < 8; y++) sum += rows[y * 8 + u] * COSINES[y][v]
      out[v * 8 + u] = 0.25 * SCALE(u) * SCALE(v) * sum
    }
  return out
}

function segment(marker, payload) {
  const length = payload.length + 2
  return [0xff, marker, length >> 8, length & 0xff, ...payload]
}

/** A baseline greyscale JPEG; width and height must be multiples of 8; pixel(x, y) gives 0-255. */
function encodeGreyJpeg(width, height, pixel) {
  const qualityScale = JPEG_QUALITY < 50 ? 5000 / JPEG_QUALITY : 200 - JPEG_QUALITY * 2
  const quant = LUMINANCE_QUANT_50.map((q) => Math.min(255, Math.max(1, Math.floor((q * qualityScale + 50) / 100))))

  const bits = new BitWriter()
  let previousDc = 0
  for (let by = 0; by < height; by += 8)
    for (let bx = 0; bx < width; bx += 8) {
      const block = new Float64Array(64)
      for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) block[y * 8 + x] = pixel(bx + x, by + y) - 128
      const coefficients = forwardDct(block)
      const scan = ZIGZAG.map((natural) => Math.round(coefficients[natural] / quant[natural]))

      const dcDiff = scan[0] - previousDc
      previousDc = scan[0]
      const dcCategory = bitCategory(dcDiff)
      bits.write(dcCategory, DC_CODE_LENGTH)
      if (dcCategory > 0) bits.write(magnitudeBits(dcDiff, dcCategory), dcCategory)

      let run = 0
      for (let k = 1; k < 64; k++) {
        const value = scan[k]
        if (value === 0) {
          run++
          continue
        }
        for (; run > 15; run -= 16) bits.write(AC_CODE.get(AC_ZRL), AC_CODE_LENGTH)
        const category = bitCategory(value)
        bits.write(AC_CODE.get((run << 4) | category), AC_CODE_LENGTH)
        bits.write(magnitudeBits(value, category), category)
        run = 0
      }
      if (run > 0) bits.write(AC_CODE.get(AC_EOB), AC_CODE_LENGTH)
    }
  bits.flush()

  /** A DHT table: class/id byte, the number of codes of each length 1-16, then the symbols. */
  const huffmanTable = (classAndId, codeLength, symbols) => [
    classAndId,
    ...Array.from({ length: 16 }, (_, index) => (index === codeLength - 1 ? symbols.length : 0)),
    ...symbols,
  ]
  const startOfImage = [0xff, 0xd8]
  const endOfImage = [0xff, 0xd9]
  const jfifHeader = [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0] // "JFIF", version 1.1, no thumbnail
  const quantTable = [0x00, ...ZIGZAG.map((natural) => quant[natural])] // table 0, in zigzag order
  const frameHeader = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0] // 8 bit, 1 component
  const scanHeader = [1, 1, 0x00, 0, 63, 0] // 1 component using DC/AC tables 0, full spectrum
  return Buffer.from([
    ...startOfImage,
    ...segment(0xe0, jfifHeader),
    ...segment(0xdb, quantTable),
    ...segment(0xc0, frameHeader),
    ...segment(0xc4, [
      ...huffmanTable(0x00, DC_CODE_LENGTH, DC_SYMBOLS),
      ...huffmanTable(0x10, AC_CODE_LENGTH, AC_SYMBOLS),
    ]),
    ...segment(0xda, scanHeader),
    ...bits.bytes,
    ...endOfImage,
  ])
}

/** 5x7 capitals for the certificate's heading (only the letters it uses). */
const GLYPHS = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
}

/** A sample transfer certificate, drawn as a greyscale picture: frame, heading, form lines, seal, signature. */
function sampleCertificateJpeg() {
  const WIDTH = 480
  const HEIGHT = 336
  const PAPER = 245
  const INK = 40
  const canvas = new Uint8Array(WIDTH * HEIGHT).fill(PAPER)
  const fill = (x0, y0, w, h, value) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) canvas[y * WIDTH + x] = value
  }
  const text = (line, scale, y) => {
    const advance = 6 * scale
    let x = Math.round((WIDTH - line.length * advance + scale) / 2)
    for (const char of line) {
      GLYPHS[char].forEach((row, gy) =>
        [...row].forEach((cell, gx) => cell === '#' && fill(x + gx * scale, y + gy * scale, scale, scale, INK)),
      )
      x += advance
    }
  }
  // Double frame
  fill(12, 12, WIDTH - 24, 6, INK)
  fill(12, HEIGHT - 18, WIDTH - 24, 6, INK)
  fill(12, 12, 6, HEIGHT - 24, INK)
  fill(WIDTH - 18, 12, 6, HEIGHT - 24, INK)
  fill(26, 26, WIDTH - 52, 2, 120)
  fill(26, HEIGHT - 28, WIDTH - 52, 2, 120)
  fill(26, 26, 2, HEIGHT - 52, 120)
  fill(WIDTH - 28, 26, 2, HEIGHT - 52, 120)
  text('TRANSFER CERTIFICATE', 3, 44)
  text('SAMPLE - DEMO DATA', 2, 78)
  // Form fields: a dark label and a light rule to write on
  for (let row = 0; row < 6; row++) {
    const y = 112 + row * 26
    fill(48, y, 70 + ((row * 37) % 50), 8, 90)
    fill(180, y + 8, 250, 2, 150)
  }
  // Round seal (bottom left) and signature rule (bottom right)
  const [cx, cy, radius] = [96, 282, 28]
  for (let y = cy - radius; y <= cy + radius; y++)
    for (let x = cx - radius; x <= cx + radius; x++) {
      const distance = Math.hypot(x - cx, y - cy)
      if (distance <= radius && distance >= radius - 4) canvas[y * WIDTH + x] = 110
    }
  fill(300, 296, 130, 2, INK)
  fill(330, 304, 70, 6, 90)
  return encodeGreyJpeg(WIDTH, HEIGHT, (x, y) => canvas[y * WIDTH + x])
}

// ---------------------------------------------------------------------------------------------- write

function seriesFileNames(series, count) {
  return Array.from({ length: count }, (_, index) => `${series}-${index + 1}.svg`)
}

const files = new Map()
for (const { series, count, caption } of manifest.sceneSeries)
  seriesFileNames(series, count).forEach((file, index) =>
    files.set(file, sceneSvg(`${caption} (${index + 1} of ${count})`, series, index)),
  )
for (const { file, caption } of manifest.scenes) files.set(file, sceneSvg(caption, file, hashOf(file)))
for (const { file, caption } of manifest.portraits) files.set(file, portraitSvg(caption))
for (const { file, title } of manifest.pdfs) files.set(file, minimalPdf(title))
for (const { file } of manifest.jpegs) files.set(file, sampleCertificateJpeg())

mkdirSync(OUT_DIR, { recursive: true })
for (const stale of readdirSync(OUT_DIR)) if (!files.has(stale)) rmSync(`${OUT_DIR}${stale}`)

let total = 0
for (const [file, body] of files) {
  writeFileSync(`${OUT_DIR}${file}`, body)
  const size = statSync(`${OUT_DIR}${file}`).size
  if (file.endsWith('.svg') && size > MAX_SVG_BYTES) throw new Error(`${file} is ${size} bytes (max ${MAX_SVG_BYTES})`)
  total += size
}
if (total > MAX_TOTAL_BYTES) throw new Error(`public/demo-files totals ${total} bytes (max ${MAX_TOTAL_BYTES})`)
console.log(`Wrote ${files.size} files, ${(total / 1024).toFixed(1)} KB, to public/demo-files`)
