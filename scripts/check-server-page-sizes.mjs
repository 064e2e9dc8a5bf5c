#!/usr/bin/env node
// @ts-check
// How heavy the optional server's data pages are: each data page's HTML, rendered with its data, in bytes
// and gzip, on the mock backend's demo data and on its large scenario (2,000 albums, 5,000 events, 5,000 news); fails
// when /Gallery, /Events or /News of the large scenario is over 100 KB gzip or comes without its cards. Run by .ci/run
// on its live build.
//
// Usage: node scripts/check-server-page-sizes.mjs DIST SERVER [--large-only]
//   DIST and SERVER: a live build and its server build's node.js; --large-only: the large scenario alone (CI's).
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { checkReport } from './check-report.ts'
import { startServerOnMockBackend } from './node-process.ts'

const [distArgument, serverArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'))
const DIST = resolve(distArgument ?? 'dist-live')
const SERVER = resolve(serverArgument ?? 'dist-live-server/node.js')
const SCENARIOS = process.argv.includes('--large-only') ? ['large'] : ['demo', 'large']
const SERVER_PORT = 4393
const BACKEND_PORT = 4394
const PAGES = [
  '/',
  '/Gallery',
  '/Events',
  '/News',
  '/VideoGallery',
  '/faculty',
  '/syllabus',
  '/topperX',
  '/PrincipalMessage',
]
/** The limit for the large scenario's longest lists (and News, as long as Events). */
const LARGE_LIST_PAGES = ['/Gallery', '/Events', '/News']
const MAX_GZIP_BYTES = 100 * 1024
const { check, finish } = checkReport()

/** @type {Array<[string, string, number, number, boolean]>} */
const rows = []
for (const scenario of SCENARIOS) {
  const servers = await startServerOnMockBackend({
    server: SERVER,
    dist: DIST,
    port: SERVER_PORT,
    backendPort: BACKEND_PORT,
    scenario,
  })
  try {
    for (const path of PAGES) {
      // The first request fills the server's backend cache (the mock makes the large lists on first use).
      await fetch(`http://127.0.0.1:${SERVER_PORT}${path}`).then((answer) => answer.text())
      const html = Buffer.from(await (await fetch(`http://127.0.0.1:${SERVER_PORT}${path}`)).arrayBuffer())
      // Rendered with its cards (their count line), not sent with its list loading.
      const withCards = /Total (?:Count|Categories): \d+/.test(html.toString())
      rows.push([scenario, path, html.length, gzipSync(html, { level: 9 }).length, withCards])
    }
  } finally {
    servers.stop()
  }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log('| data | page | HTML | gzip |\n| --- | --- | --- | --- |')
for (const [scenario, path, bytes, gzip] of rows) console.log(`| ${scenario} | ${path} | ${kb(bytes)} | ${kb(gzip)} |`)
for (const [scenario, path, , gzip, withCards] of rows) {
  if (scenario === 'large' && LARGE_LIST_PAGES.includes(path)) {
    check(gzip <= MAX_GZIP_BYTES, `${path} of the large scenario: ${kb(gzip)} gzip (at most ${kb(MAX_GZIP_BYTES)})`)
    check(withCards, `${path} of the large scenario comes with its first screen of cards`)
  }
}
finish('server page sizes')
