#!/usr/bin/env node
// @ts-check
/**
 * Writes the placeholder page images of the three school magazines into public/magazines/{2023,2024,2025}/.
 * The school's scanned pages are not available to this project; each placeholder is a small SVG (a few hundred
 * bytes) at the book's page size, 500x680: a white page with a coloured band, the magazine's session and the page
 * number, or a coloured cover.
 *
 * The page lists must match the three issues' data files (src/content/data/magazines/<year>.json);
 * tests/unit/magazines.test.ts checks that every page of them has its file here and that no folder holds a file they
 * do not list. A new issue needs no placeholders: its data file names its own pages (the school's scans).
 *
 * Run: node scripts/generate-magazine-pages.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { BRAND_COLOUR } from '../src/config/design-tokens.ts'

const OUT_DIR = fileURLToPath(new URL('../public/magazines/', import.meta.url))

const PAGE_WIDTH = 500
const PAGE_HEIGHT = 680
/** A placeholder heavier than this means the template grew by mistake. */
const MAX_SVG_BYTES = 1024

/**
 * Keep in step with src/content/data/magazines/<year>.json.
 * @typedef {{ year: 2023 | 2024 | 2025, session: string, covers: number, lastPage: number, missingPages: number[] }} Issue
 * @type {Issue[]}
 */
const ISSUES = [
  { year: 2023, session: '2022-2023', covers: 4, lastPage: 140, missingPages: [27, 28, 73, 118] },
  { year: 2024, session: '2023-2024', covers: 0, lastPage: 160, missingPages: [] },
  { year: 2025, session: '2024-2025', covers: 0, lastPage: 160, missingPages: [] },
]

const COVER_COLOURS = { 2023: BRAND_COLOUR, 2024: '#1f3b73', 2025: '#2e6b3f' }

/** @param {number} number */
function pad(number) {
  return String(number).padStart(3, '0')
}

/**
 * A band colour that changes from page to page, so that a turn is visible.
 * @param {number} number
 */
function bandOf(number) {
  const bands = ['#f2c94c', '#9cc3e6', '#a8d5a2', '#f0a6b5', '#c6b3e6', '#f5b97a']
  return bands[number % bands.length]
}

/**
 * A cover: the issue's colour all over.
 * @param {Issue} issue
 * @param {string} label
 */
function coverSvg(issue, label) {
  const colour = COVER_COLOURS[issue.year]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="${colour}"/>` +
    `<rect x="24" y="24" width="${PAGE_WIDTH - 48}" height="${PAGE_HEIGHT - 48}" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<g fill="#fff" font-family="sans-serif" text-anchor="middle">` +
    `<text x="250" y="140" font-size="34">School Magazine</text>` +
    `<text x="250" y="200" font-size="30">${issue.session}</text>` +
    `<text x="250" y="400" font-size="64" font-weight="bold">${label}</text>` +
    `</g></svg>\n`
  )
}

/**
 * A numbered page: white, with a coloured band and the page number.
 * @param {Issue} issue
 * @param {number} number
 */
function pageSvg(issue, number) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fff"/>` +
    `<rect width="${PAGE_WIDTH}" height="120" fill="${bandOf(number)}"/>` +
    `<g fill="#1d1d1f" font-family="sans-serif" text-anchor="middle">` +
    `<text x="250" y="72" font-size="28">Magazine ${issue.session}</text>` +
    `<text x="250" y="400" font-size="96" font-weight="bold">${number}</text>` +
    `</g></svg>\n`
  )
}

/**
 * An issue with cover images has them first; otherwise its first and last numbered pages are its covers
 * (the book shows them alone, as hard covers).
 * @param {Issue} issue
 */
function filesOf(issue) {
  const files = []
  for (let cover = 1; cover <= issue.covers; cover += 1) {
    files.push({ name: `cover-${cover}.svg`, svg: coverSvg(issue, `Cover ${cover}`) })
  }
  const missing = new Set(issue.missingPages)
  for (let number = 1; number <= issue.lastPage; number += 1) {
    if (missing.has(number)) continue
    const isCover = issue.covers === 0 && (number === 1 || number === issue.lastPage)
    files.push({
      name: `page-${pad(number)}.svg`,
      svg: isCover ? coverSvg(issue, String(number)) : pageSvg(issue, number),
    })
  }
  return files
}

let total = 0
let count = 0
for (const issue of ISSUES) {
  const dir = `${OUT_DIR}${issue.year}/`
  mkdirSync(dir, { recursive: true })
  const files = filesOf(issue)
  const wanted = new Set(files.map((file) => file.name))
  for (const existing of readdirSync(dir)) {
    if (!wanted.has(existing)) rmSync(`${dir}${existing}`)
  }
  for (const file of files) {
    const bytes = Buffer.byteLength(file.svg)
    if (bytes > MAX_SVG_BYTES) throw new Error(`${issue.year}/${file.name} is ${bytes} bytes (limit ${MAX_SVG_BYTES})`)
    writeFileSync(`${dir}${file.name}`, file.svg)
    total += bytes
    count += 1
  }
}
console.log(`Wrote ${count} magazine page images, ${(total / 1024).toFixed(1)} KB in all, into ${OUT_DIR}`)
