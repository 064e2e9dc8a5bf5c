#!/usr/bin/env node
// @ts-check
// Writes the icons of the installed site (public/icons/, named by src/config/app-manifest.ts): Chromium installs a
// site only with PNG icons of 192 and 512 px, and Android's launcher crops a `maskable` icon to its own shape (circle,
// squircle), so that one is the crest inside the safe zone (the middle circle of SAFE_ZONE_RADIUS) on the school's
// maroon, which fills the whole square. Made with sharp from public/logo.svg and kept small (palette PNG, they are
// committed). Generated: run again after replacing the logo.
// `node scripts/generate-app-icons.mjs`
import { mkdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const LOGO = join(ROOT, 'public/logo.svg')
const OUT = join(ROOT, 'public/icons')

/** The school's maroon (index.html's theme colour, the crest's rim). */
const MAROON = '#7a1f2b'
/** The logo's viewBox is 64 px: rendered at this density it is sharp at 512 px. */
const LOGO_DENSITY = 72 * 16
/**
 * A maskable icon's safe zone: the circle of this radius (a fraction of the icon's width) around its centre, which
 * every launcher mask keeps (https://www.w3.org/TR/appmanifest/#icon-masks).
 */
const SAFE_ZONE_RADIUS = 0.4
/** The crest's square (the logo's viewBox) as a fraction of a maskable icon's width. */
const MASKABLE_CREST_FRACTION = 0.6
/** The logo's viewBox, and the shield's half width and half height in it (48 × 58 units, centred). */
const LOGO_VIEWBOX = 64
const SHIELD_HALF_WIDTH = 24
const SHIELD_HALF_HEIGHT = 29
/** Each icon stays under this (they are shapes in three colours). */
const MAX_BYTES = 16 * 1024

/** `any` icons: the crest as drawn, on a clear background. */
const PLAIN_ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  // The shortcuts' icon (Android's long-press menu).
  { file: 'shortcut-96.png', size: 96 },
]
const MASKABLE_ICONS = [
  { file: 'icon-maskable-192.png', size: 192 },
  { file: 'icon-maskable-512.png', size: 512 },
]

/** @param {number} size */
const crest = (size) => sharp(LOGO, { density: LOGO_DENSITY }).resize(size, size)

/** @param {import('sharp').Sharp} image @param {string} file */
async function writePng(image, file) {
  const target = join(OUT, file)
  await image.png({ compressionLevel: 9, palette: true, effort: 10 }).toFile(target)
  const bytes = statSync(target).size
  if (bytes > MAX_BYTES) throw new Error(`${target} is ${bytes} bytes, more than ${MAX_BYTES}`)
  console.log(`wrote public/icons/${file} (${bytes} bytes)`)
}

/** @param {{ file: string, size: number }} icon */
async function maskableIcon({ file, size }) {
  const crestSize = Math.round(size * MASKABLE_CREST_FRACTION)
  const offset = Math.round((size - crestSize) / 2)
  const background = sharp({ create: { width: size, height: size, channels: 4, background: MAROON } })
  const crestPng = await crest(crestSize).png().toBuffer()
  // Flattened: no transparency left for a launcher to show through.
  const composed = await background
    .composite([{ input: crestPng, left: offset, top: offset }])
    .png()
    .toBuffer()
  await writePng(sharp(composed).flatten({ background: MAROON }), file)
}

// The shield's corners, as a fraction of the icon's width from its centre (0.35), must stay inside the safe zone.
const crestReach = (Math.hypot(SHIELD_HALF_WIDTH, SHIELD_HALF_HEIGHT) / LOGO_VIEWBOX) * MASKABLE_CREST_FRACTION
if (crestReach > SAFE_ZONE_RADIUS) throw new Error(`The crest reaches ${crestReach} of the icon, out of the safe zone`)

mkdirSync(OUT, { recursive: true })
for (const icon of PLAIN_ICONS) await writePng(crest(icon.size), icon.file)
for (const icon of MASKABLE_ICONS) await maskableIcon(icon)
