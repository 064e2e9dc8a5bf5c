#!/usr/bin/env node
// Measures what the home page loads before first render: the entry script and the modules index.html preloads,
// gzip-compressed, from a production build. Fails when over budget. Usage: node scripts/budget.mjs [distDir]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Budget for the JavaScript the home page loads before first render (issue 9; KB = 1024 bytes, gzip). */
const FIRST_LOAD_JS_BUDGET_KB = 150

const distDir = process.argv[2] ?? 'dist'
const html = readFileSync(join(distDir, 'index.html'), 'utf8')
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
  (match) => match[1],
)
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) => match[1])

const gzipKb = (path) => gzipSync(readFileSync(join(distDir, path.replace(/^\//, '')))).length / 1024
const rows = [...new Set(scripts)].map((path) => ({ file: path, gzipKb: gzipKb(path) }))
const totalJs = rows.reduce((sum, row) => sum + row.gzipKb, 0)
const totalCss = styles.reduce((sum, path) => sum + gzipKb(path), 0)

for (const row of rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`)
console.log(`First-load JavaScript of /: ${totalJs.toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB} KB); CSS ${totalCss.toFixed(1)} KB gzip`)
if (totalJs > FIRST_LOAD_JS_BUDGET_KB) {
  console.error(`Over budget by ${(totalJs - FIRST_LOAD_JS_BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
