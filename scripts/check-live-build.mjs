#!/usr/bin/env node
// @ts-check
// A build made with VITE_API_BASE_URL set must contain no msw code and register no mock service worker;
// it does carry the offline worker (sw.js).
// Usage: node scripts/check-live-build.mjs dist-live
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const distDir = process.argv[2] ?? 'dist-live'
const MSW_MARKERS = ['mockServiceWorker', 'setupWorker', 'MSW_', '[MSW]', 'msw/browser']

const problems = []
if (existsSync(join(distDir, 'mockServiceWorker.js'))) problems.push('dist contains mockServiceWorker.js')
if (existsSync(join(distDir, 'demo-files'))) problems.push('dist contains the demo files')
if (!existsSync(join(distDir, 'sw.js'))) problems.push('dist has no offline worker (sw.js)')

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(js|html)$/.test(name)) yield path
  }
}

// HTML first (build/prerender-plugin.ts): the home page and the not-found page are prerendered, as is every page.
const prerendered = /<div id="root" data-prerendered-path="\/[^"]*">/
if (
  !prerendered.test(existsSync(join(distDir, 'index.html')) ? readFileSync(join(distDir, 'index.html'), 'utf8') : '')
) {
  problems.push('index.html is not the prerendered home page')
}
if (!existsSync(join(distDir, '404.html'))) problems.push('dist has no prerendered not-found page (404.html)')
const pages = readdirSync(distDir).filter((name) => name.endsWith('.html') && name !== '404.html')
const notPrerendered = pages.filter((name) => !prerendered.test(readFileSync(join(distDir, name), 'utf8')))
if (notPrerendered.length > 0) problems.push(`pages that are not prerendered: ${notPrerendered.join(', ')}`)

for (const file of files(distDir)) {
  const text = readFileSync(file, 'utf8')
  for (const marker of MSW_MARKERS) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`)
  // The offline worker (workbox-window, registered by main.tsx) is the only service worker a live build may have.
  if (text.includes('serviceWorker.register') && !/[\\/]workbox-window[^\\/]*\.js$/.test(file)) {
    problems.push(`${file} registers a service worker other than the offline worker`)
  }
}

if (problems.length > 0) {
  console.error(`Live build check failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Live build check: ${distDir} has no msw code, no mock worker and no demo files, has the offline worker, and ` +
    `${pages.length} prerendered pages and 404.html.`,
)
