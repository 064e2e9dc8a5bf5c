#!/usr/bin/env node
// @ts-check
/**
 * Writes the placeholder media of the static pages, with no network and no dependencies:
 * - public/images/static/*.svg: scene "photos" (labs, library, sports, camps), portrait placeholders for people,
 *   and three animated SVGs for /ERPSoftware (their animation runs three times and stops at once under
 *   prefers-reduced-motion);
 * - public/audio/national-anthem.wav: a short tone sequence standing in for the /voiceSMS recording.
 * The school's own photos and recording replace these files under the same names (or change the paths in src/content/).
 * Files in public/images/static that this script does not write are removed, so the folder matches the list below.
 *
 * Run: node scripts/generate-static-images.mjs
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { BRAND_COLOUR } from '../src/config/design-tokens.ts'

const IMAGE_DIR = fileURLToPath(new URL('../public/images/static/', import.meta.url))
const AUDIO_DIR = fileURLToPath(new URL('../public/audio/', import.meta.url))

/** Budgets: each SVG stays small; the whole image folder well under 100 KB; the audio under 32 KB. */
const MAX_SVG_BYTES = 3 * 1024
const MAX_IMAGE_DIR_BYTES = 100 * 1024
const MAX_AUDIO_BYTES = 32 * 1024

const W = 640
const H = 480
const FONT = 'font-family="Arial,Helvetica,sans-serif"'

/** @param {string} text */
const escapeXml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Simple line drawings, one per kind of place, drawn in white over the background colour. */
const MOTIFS = {
  building:
    '<path d="M170 360V200L320 120 470 200V360Z" fill="#fff" fill-opacity=".35"/><rect x="296" y="290" width="48" height="70" fill="#000" fill-opacity=".3"/><path d="M320 50v70M302 72h36" stroke="#fff" stroke-width="6"/><g fill="#fff" fill-opacity=".6"><rect x="200" y="230" width="40" height="34"/><rect x="400" y="230" width="40" height="34"/></g>',
  tents:
    '<rect y="330" width="640" height="150" fill="#000" fill-opacity=".2"/><path d="M120 340 220 180 320 340ZM330 340 430 200 530 340Z" fill="#fff" fill-opacity=".45"/><circle cx="540" cy="90" r="40" fill="#fff" fill-opacity=".5"/>',
  fort: '<path d="M120 360V190h40v30h40v-30h40v30h40v-30h40v30h40v-30h40v30h40v-30h40v170Z" fill="#fff" fill-opacity=".4"/><path d="M290 360v-80a30 30 0 0 1 60 0v80Z" fill="#000" fill-opacity=".3"/>',
  palette:
    '<path d="M320 120c110 0 190 60 190 130 0 50-60 50-90 60-30 10-20 60-90 60-120 0-200-60-200-125S210 120 320 120Z" fill="#fff" fill-opacity=".55"/><g fill-opacity=".9"><circle cx="240" cy="210" r="22" fill="#e63946"/><circle cx="320" cy="180" r="22" fill="#f4a261"/><circle cx="400" cy="210" r="22" fill="#2a9d8f"/><circle cx="250" cy="290" r="22" fill="#457b9d"/></g>',
  microscope:
    '<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"><path d="M270 110l60 130M250 360h180M340 360c60-20 80-90 40-140M300 300h70"/></g><rect x="240" y="90" width="50" height="40" rx="8" fill="#fff" transform="rotate(-24 265 110)"/><path d="M470 250c30-40 80-30 90 10-40 10-70 20-90-10Z" fill="#fff" fill-opacity=".6"/>',
  flask:
    '<path d="M290 110h60v90l90 150H200l90-150Z" fill="#fff" fill-opacity=".45"/><path d="M230 310h180l30 40H200Z" fill="#7ee8a1" fill-opacity=".8"/><g fill="#fff" fill-opacity=".7"><circle cx="300" cy="80" r="10"/><circle cx="335" cy="56" r="7"/></g><rect x="470" y="200" width="34" height="150" rx="14" fill="#fff" fill-opacity=".45"/>',
  lens: '<path d="M320 60v280" stroke="#fff" stroke-width="6"/><circle cx="320" cy="90" r="10" fill="#fff"/><path d="M320 90 420 300" stroke="#fff" stroke-width="4"/><circle cx="420" cy="300" r="30" fill="#fff" fill-opacity=".7"/><ellipse cx="170" cy="230" rx="20" ry="80" fill="#fff" fill-opacity=".5"/><path d="M60 190l110 40 110-40M60 270l110-40 110 40" stroke="#ffd166" stroke-width="4" fill="none"/>',
  computer:
    '<g fill="#fff" fill-opacity=".5"><rect x="90" y="140" width="200" height="130" rx="8"/><rect x="350" y="140" width="200" height="130" rx="8"/></g><g fill="#000" fill-opacity=".25"><rect x="104" y="154" width="172" height="102"/><rect x="364" y="154" width="172" height="102"/></g><path d="M190 270v40M150 310h80M450 270v40M410 310h80" stroke="#fff" stroke-width="8"/><rect y="330" width="640" height="20" fill="#fff" fill-opacity=".3"/>',
  books:
    '<g fill="#fff" fill-opacity=".3"><rect x="90" y="90" width="460" height="12"/><rect x="90" y="210" width="460" height="12"/><rect x="90" y="330" width="460" height="12"/></g><g fill-opacity=".75"><rect x="110" y="110" width="24" height="100" fill="#ffd166"/><rect x="140" y="120" width="30" height="90" fill="#fff"/><rect x="176" y="105" width="20" height="105" fill="#8ecae6"/><rect x="210" y="230" width="28" height="100" fill="#fff"/><rect x="244" y="240" width="22" height="90" fill="#ffd166"/><rect x="380" y="110" width="26" height="100" fill="#fff"/><rect x="412" y="125" width="24" height="85" fill="#8ecae6"/><rect x="430" y="230" width="30" height="100" fill="#ffd166"/></g>',
  swing:
    '<path d="M140 360 220 110h200l80 250" stroke="#fff" stroke-width="12" fill="none"/><path d="M280 110v170M360 110v170" stroke="#fff" stroke-width="4"/><rect x="266" y="280" width="108" height="14" fill="#fff"/><rect y="360" width="640" height="120" fill="#000" fill-opacity=".2"/>',
  goal: '<rect y="300" width="640" height="180" fill="#000" fill-opacity=".2"/><path d="M200 300V170h240v130" stroke="#fff" stroke-width="10" fill="none"/><circle cx="320" cy="380" r="26" fill="#fff"/>',
  table:
    '<rect x="140" y="200" width="360" height="26" fill="#fff" fill-opacity=".6"/><path d="M170 226v120M470 226v120M320 160v40" stroke="#fff" stroke-width="10"/><circle cx="420" cy="150" r="12" fill="#fff"/>',
  hoop: '<rect x="250" y="90" width="140" height="100" fill="#fff" fill-opacity=".5"/><path d="M320 190v200" stroke="#fff" stroke-width="10"/><ellipse cx="320" cy="200" rx="40" ry="10" fill="none" stroke="#ff7b00" stroke-width="6"/><circle cx="450" cy="330" r="34" fill="#ff7b00"/>',
}

const COLOURS = {
  building: BRAND_COLOUR,
  tents: '#2e6b3f',
  fort: '#a0522d',
  palette: '#5b3a7a',
  microscope: '#2e6b3f',
  flask: '#1f6f78',
  lens: '#1f3b73',
  computer: '#2d5fa8',
  books: '#6b3f1f',
  swing: '#2e7d32',
  goal: '#3c7a2e',
  table: '#1f6f78',
  hoop: BRAND_COLOUR,
}

/**
 * @param {string} caption
 * @param {keyof typeof MOTIFS} motif
 */
function sceneSvg(caption, motif) {
  const text = escapeXml(caption)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${text}">` +
    `<rect width="${W}" height="${H}" fill="${COLOURS[motif]}"/>` +
    MOTIFS[motif] +
    `<rect y="${H - 70}" width="${W}" height="70" fill="#000" fill-opacity=".5"/>` +
    `<text x="24" y="${H - 28}" ${FONT} font-size="28" fill="#fff">${text}</text>` +
    `<text x="${W - 20}" y="34" text-anchor="end" ${FONT} font-size="18" fill="#fff" fill-opacity=".8">Placeholder photo</text>` +
    '</svg>\n'
  )
}

/** Portraits without a name: the page gives each its alt text ("Photo of ..."). */
const PORTRAIT_STYLES = {
  sister: {
    colour: '#1f3b73',
    extra: '<path d="M110 150c0-70 40-110 90-110s90 40 90 110v130H110Z" fill="#fff" fill-opacity=".4"/>',
  },
  father: { colour: '#3a3a3a', extra: '<rect x="186" y="252" width="28" height="14" fill="#fff"/>' },
  man: { colour: '#1f6f78', extra: '' },
  woman: {
    colour: BRAND_COLOUR,
    extra: '<path d="M130 170c0-60 30-100 70-100s70 40 70 100l-10 60H140Z" fill="#000" fill-opacity=".35"/>',
  },
  boy: { colour: '#2d5fa8', extra: `<path d="M168 300l32 60 32-60Z" fill="${BRAND_COLOUR}"/>` },
  girl: {
    colour: '#a0522d',
    extra: `<path d="M126 180c0-66 30-104 74-104s74 38 74 104l-14 70H140Z" fill="#000" fill-opacity=".35"/><path d="M168 300l32 60 32-60Z" fill="${BRAND_COLOUR}"/>`,
  },
}

/** @param {keyof typeof PORTRAIT_STYLES} kind */
function portraitSvg(kind) {
  const { colour, extra } = PORTRAIT_STYLES[kind]
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="280" viewBox="0 0 400 466" role="img" aria-label="Portrait placeholder">' +
    `<rect width="400" height="466" fill="${colour}"/>` +
    extra +
    '<circle cx="200" cy="170" r="76" fill="#f3d7c2"/>' +
    '<path d="M60 466c8-110 66-170 140-170s132 60 140 170Z" fill="#fff" fill-opacity=".85"/>' +
    '</svg>\n'
  )
}

/**
 * An animated illustration for /ERPSoftware. The animation runs 3 times (under 5 seconds, so no pause control is
 * needed: WCAG 2.2.2) and not at all when the visitor asks for reduced motion.
 * @param {string} label
 * @param {string} colour
 * @param {string} body
 */
function animatedSvg(label, colour, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(label)}">` +
    '<style>.a{animation:p 1.5s ease-in-out 3}.b{animation:r 1.5s ease-in-out 3;transform-origin:center;transform-box:fill-box}' +
    '@keyframes p{50%{opacity:.3}}@keyframes r{50%{transform:scaleY(.4)}}' +
    '@media (prefers-reduced-motion:reduce){.a,.b{animation:none}}</style>' +
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    body +
    `<text x="24" y="${H - 28}" ${FONT} font-size="28" fill="#fff">${escapeXml(label)}</text>` +
    '</svg>\n'
  )
}

const ERP_IMAGES = {
  'erp-school-management.svg': animatedSvg(
    'School ERP dashboard',
    '#1f3b73',
    '<rect x="80" y="60" width="480" height="320" rx="16" fill="#fff" fill-opacity=".15"/>' +
      '<g fill="#ffd166"><rect class="b" x="130" y="180" width="50" height="160"/><rect class="b" x="210" y="130" width="50" height="210" style="animation-delay:.2s"/><rect class="b" x="290" y="220" width="50" height="120" style="animation-delay:.4s"/></g>' +
      '<circle class="a" cx="460" cy="200" r="70" fill="none" stroke="#7ee8a1" stroke-width="26"/>',
  ),
  'erp-parent-app.svg': animatedSvg(
    'Parent mobile app',
    '#2e6b3f',
    '<rect x="240" y="40" width="160" height="330" rx="24" fill="#fff" fill-opacity=".9"/><rect x="256" y="76" width="128" height="250" fill="#2e6b3f" fill-opacity=".3"/>' +
      '<g class="a"><rect x="270" y="100" width="100" height="40" rx="10" fill="#2e6b3f"/><circle cx="400" cy="60" r="20" fill="#e63946"/></g>',
  ),
  'erp-fee-payment.svg': animatedSvg(
    'Online fee payment',
    BRAND_COLOUR,
    '<rect x="130" y="110" width="300" height="190" rx="18" fill="#fff" fill-opacity=".85"/><rect x="130" y="150" width="300" height="36" fill="#333"/><rect x="160" y="230" width="120" height="20" fill="#ccc"/>' +
      '<g class="a"><circle cx="460" cy="300" r="56" fill="#2e6b3f"/><path d="M430 300l22 22 38-44" stroke="#fff" stroke-width="12" fill="none"/></g>',
  ),
}

/** @param {number} count */
const range = (count) => Array.from({ length: count }, (_, index) => index + 1)

/** @typedef {[name: string, caption: string, motif: keyof typeof MOTIFS]} Scene */

/**
 * @param {string} name
 * @param {string} caption
 * @param {keyof typeof MOTIFS} motif
 * @returns {Scene}
 */
const scene = (name, caption, motif) => [name, caption, motif]

/**
 * Every scene file with its caption and motif; src/content/*.ts refer to these names.
 * @type {Scene[]}
 */
const SCENES = [
  ['school-building.svg', 'The school building', 'building'],
  ['camp-tents.svg', 'Adventure camp', 'tents'],
  ['educational-tour.svg', 'Educational tour', 'fort'],
  ['summer-camp.svg', 'Summer camp', 'palette'],
  ...range(4).map((n) => scene(`biology-lab-${n}.svg`, `Biology Laboratory ${n}/4`, 'microscope')),
  ...range(6).map((n) => scene(`chemistry-lab-${n}.svg`, `Chemistry Laboratory ${n}/6`, 'flask')),
  ['physics-lab-1.svg', 'Physics Laboratory', 'lens'],
  ['xavier-computer-lab-1.svg', 'St. Xavier Computer Lab', 'computer'],
  ['thomas-computer-lab-1.svg', 'St. Thomas Computer Lab', 'computer'],
  ...range(2).map((n) => scene(`joseph-computer-lab-${n}.svg`, `St. Joseph Computer Lab ${n}/2`, 'computer')),
  ...range(2).map((n) => scene(`francis-computer-lab-${n}.svg`, `St. Francis Computer Lab ${n}/2`, 'computer')),
  ...range(7).map((n) => scene(`library-${n}.svg`, `Library ${n}/7`, 'books')),
  ...range(3).map((n) => scene(`childrens-park-${n}.svg`, `Children's Park ${n}/3`, 'swing')),
  ['play-ground.svg', 'Play Ground', 'goal'],
  ...range(2).map((n) => scene(`sports-room-${n}.svg`, `Sports Room ${n}/2`, 'table')),
  ['basket-ball.svg', 'Basket Ball', 'hoop'],
]

function writeImages() {
  mkdirSync(IMAGE_DIR, { recursive: true })
  /** @type {Map<string, string>} */
  const files = new Map()
  for (const [name, caption, motif] of SCENES) files.set(name, sceneSvg(caption, motif))
  const kinds = /** @type {Array<keyof typeof PORTRAIT_STYLES>} */ (Object.keys(PORTRAIT_STYLES))
  for (const kind of kinds) files.set(`portrait-${kind}.svg`, portraitSvg(kind))
  for (const [name, svg] of Object.entries(ERP_IMAGES)) files.set(name, svg)

  for (const existing of readdirSync(IMAGE_DIR)) {
    if (!files.has(existing)) rmSync(`${IMAGE_DIR}${existing}`)
  }
  let total = 0
  for (const [name, svg] of files) {
    const bytes = Buffer.byteLength(svg)
    if (bytes > MAX_SVG_BYTES) throw new Error(`${name} is ${bytes} bytes (limit ${MAX_SVG_BYTES})`)
    writeFileSync(`${IMAGE_DIR}${name}`, svg)
    total += bytes
  }
  if (total > MAX_IMAGE_DIR_BYTES)
    throw new Error(`public/images/static is ${total} bytes (limit ${MAX_IMAGE_DIR_BYTES})`)
  return { count: files.size, total }
}

/** 8 kHz, 8-bit mono PCM: a few soft notes, about 2.4 seconds. */
function writeAudio() {
  const SAMPLE_RATE = 8000
  /**
   * Opening notes in the key of C (Hz, seconds), a stand-in melody only.
   * @type {Array<[frequency: number, seconds: number]>}
   */
  const NOTES = [
    [261.63, 0.3],
    [293.66, 0.3],
    [329.63, 0.3],
    [329.63, 0.3],
    [329.63, 0.3],
    [329.63, 0.3],
    [293.66, 0.3],
    [349.23, 0.3],
  ]
  /** @type {number[]} */
  const samples = []
  for (const [frequency, seconds] of NOTES) {
    const length = Math.round(seconds * SAMPLE_RATE)
    for (let i = 0; i < length; i += 1) {
      // A short fade in and out per note avoids clicks.
      const envelope = Math.min(1, i / 200, (length - i) / 400)
      samples.push(128 + Math.round(60 * envelope * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE)))
    }
  }
  const data = Buffer.from(samples)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16) // PCM chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE, 28) // byte rate
  header.writeUInt16LE(1, 32) // block align
  header.writeUInt16LE(8, 34) // bits per sample
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  const wav = Buffer.concat([header, data])
  if (wav.length > MAX_AUDIO_BYTES)
    throw new Error(`national-anthem.wav is ${wav.length} bytes (limit ${MAX_AUDIO_BYTES})`)
  mkdirSync(AUDIO_DIR, { recursive: true })
  writeFileSync(`${AUDIO_DIR}national-anthem.wav`, wav)
  return statSync(`${AUDIO_DIR}national-anthem.wav`).size
}

const images = writeImages()
const audioBytes = writeAudio()
console.log(
  `${images.count} images (${images.total} bytes) in public/images/static; national-anthem.wav ${audioBytes} bytes`,
)
