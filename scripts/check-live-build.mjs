#!/usr/bin/env node
// @ts-check
// A build made with VITE_API_BASE_URL set must contain no msw code and register no mock service worker;
// it does carry the offline worker (sw.js) and the web app manifest, linked from every page, whose icons are PNG
// files of the sizes it states ("Install the site", src/config/app-manifest.ts).
// Usage: node scripts/check-live-build.mjs dist-live
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { checkReport, listed } from './check-report.ts'

const distDir = process.argv[2] ?? 'dist-live'
const MSW_MARKERS = ['mockServiceWorker', 'setupWorker', 'MSW_', '[MSW]', 'msw/browser']
const WEB_MANIFEST = 'manifest.webmanifest'
const MANIFEST_LINK = `<link rel="manifest" href="/${WEB_MANIFEST}">`
/** What Chromium needs of a manifest before it offers "Install app". */
const REQUIRED_MEMBERS = ['name', 'short_name', 'start_url', 'scope', 'display', 'icons']
/** Icon sizes (px) Chromium's install rules ask for, as icons of purpose `any`. */
const INSTALL_ICON_SIZES = [192, 512]

// The failures listed at the end, not one line a check.
const { fail, finish } = checkReport({ quiet: true })
if (existsSync(join(distDir, 'mockServiceWorker.js'))) fail('dist contains mockServiceWorker.js')
if (existsSync(join(distDir, 'demo-files'))) fail('dist contains the demo files')
if (!existsSync(join(distDir, 'sw.js'))) fail('dist has no offline worker (sw.js)')

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

/** @typedef {{ src: string, sizes: string, purpose?: string }} ManifestIcon */
/** @typedef {{ icons?: ManifestIcon[], shortcuts?: Array<{ icons?: ManifestIcon[] }> }} ManifestIcons */
/** @typedef {ManifestIcons & Record<string, unknown>} WebManifest */

/**
 * The web app manifest: JSON with the members Chromium needs, `any` icons of 192 and 512 px and a maskable one, each
 * icon (the shortcuts' too) a PNG in the build of the size the manifest states.
 * @returns {Promise<string[]>}
 */
async function manifestProblems() {
  const file = join(distDir, WEB_MANIFEST)
  if (!existsSync(file)) return [`dist has no web app manifest (${WEB_MANIFEST})`]
  /** @type {WebManifest} */
  let manifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return [`${WEB_MANIFEST} is not JSON: ${error}`]
  }
  const found = []
  for (const member of REQUIRED_MEMBERS) if (!manifest[member]) found.push(`${WEB_MANIFEST} has no ${member}`)
  const icons = manifest.icons ?? []
  const plainSizes = icons.filter((icon) => (icon.purpose ?? 'any') === 'any').map((icon) => icon.sizes)
  for (const size of INSTALL_ICON_SIZES) {
    if (!plainSizes.includes(`${size}x${size}`)) found.push(`${WEB_MANIFEST} has no ${size} px icon of purpose any`)
  }
  if (!icons.some((icon) => icon.purpose === 'maskable')) found.push(`${WEB_MANIFEST} has no maskable icon`)
  for (const icon of [...icons, ...(manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? [])]) {
    const iconFile = join(distDir, icon.src)
    if (!existsSync(iconFile)) {
      found.push(`${WEB_MANIFEST} names ${icon.src}, which the build does not have`)
      continue
    }
    const { format, width, height } = await sharp(iconFile).metadata()
    if (format !== 'png' || `${width}x${height}` !== icon.sizes) {
      found.push(`${icon.src} is a ${width}x${height} ${format}, the manifest says a ${icon.sizes} PNG`)
    }
  }
  return found
}

// HTML first (build/prerender-plugin.ts): the home page and the not-found page are prerendered, as is every page.
const prerendered = /<div id="root" data-prerendered-path="\/[^"]*">/
if (
  !prerendered.test(existsSync(join(distDir, 'index.html')) ? readFileSync(join(distDir, 'index.html'), 'utf8') : '')
) {
  fail('index.html is not the prerendered home page')
}
if (!existsSync(join(distDir, '404.html'))) fail('dist has no prerendered not-found page (404.html)')
const pages = readdirSync(distDir).filter((name) => name.endsWith('.html') && name !== '404.html')
const notPrerendered = pages.filter((name) => !prerendered.test(readFileSync(join(distDir, name), 'utf8')))
if (notPrerendered.length > 0) fail(`pages that are not prerendered: ${notPrerendered.join(', ')}`)

// "Install the site": every page, the not-found page too, links the web app manifest.
const unlinked = [...pages, '404.html'].filter(
  (name) => existsSync(join(distDir, name)) && !readFileSync(join(distDir, name), 'utf8').includes(MANIFEST_LINK),
)
if (unlinked.length > 0) fail(`pages without ${MANIFEST_LINK}: ${unlinked.join(', ')}`)
for (const problem of await manifestProblems()) fail(problem)

for (const file of files(distDir)) {
  const text = readFileSync(file, 'utf8')
  for (const marker of MSW_MARKERS) if (text.includes(marker)) fail(`${file} contains "${marker}"`)
  // The offline worker (workbox-window, registered by main.tsx) is the only service worker a live build may have.
  if (text.includes('serviceWorker.register') && !/[\\/]workbox-window[^\\/]*\.js$/.test(file)) {
    fail(`${file} registers a service worker other than the offline worker`)
  }
}

finish({
  passed:
    `Live build check: ${distDir} has no msw code, no mock worker and no demo files, has the offline worker, the web ` +
    `app manifest and its icons, and ${pages.length} prerendered pages and 404.html, each linking the manifest.`,
  failed: (failures) => listed('Live build check failed:', failures),
})
