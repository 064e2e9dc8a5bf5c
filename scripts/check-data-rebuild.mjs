#!/usr/bin/env node
// @ts-check
// A rebuild whose only change is the backend's data keeps every other file byte-identical (same names, same
// hashes: caches stay warm) and is not a new release for the offline worker (sw.js and its precached shell,
// index.html, unchanged: no new worker, so no update in an open tab). Compares two live builds of the same code and
// BUILD_ID, the first made with the backend down, the second with it up (build/page-snapshots.ts): only the data
// pages' HTML may differ, beside the router-data files named by their content and the snapshot's check.
// Usage: node scripts/check-data-rebuild.mjs BUILD-WITHOUT-DATA BUILD-WITH-DATA
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { SNAPSHOT_PAGES } from '../build/page-snapshots.ts'
import { SNAPSHOT_AT_ATTRIBUTE, pageFileOf } from '../src/shared/page-markup.ts'
import { checkReport } from './check-report.ts'

const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error('Usage: node scripts/check-data-rebuild.mjs BUILD-WITHOUT-DATA BUILD-WITH-DATA')
  process.exit(2)
}

/** Files that carry a page's data, each named by its content: a rebuild with other data has others. */
const DATA_FILE = /^assets\/router-data-[0-9a-f]+\.js(?:\.br|\.gz)?$/
const DATA_PAGE_FILES = new Set(SNAPSHOT_PAGES.map(pageFileOf))

/**
 * @param {string} root
 * @returns {Map<string, Buffer>}
 */
function filesOf(root) {
  /** @type {Map<string, Buffer>} */
  const found = new Map()
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else found.set(relative(root, path).split('\\').join('/'), readFileSync(path))
    }
  }
  walk(root)
  return found
}

const { check, finish } = checkReport()
const old = filesOf(before)
const rebuilt = filesOf(after)

const changed = [...old.keys()].filter(
  (file) => !DATA_FILE.test(file) && !rebuilt.get(file)?.equals(old.get(file) ?? Buffer.alloc(0)),
)
const otherChanges = changed.filter((file) => !DATA_PAGE_FILES.has(file))
const added = [...rebuilt.keys()].filter((file) => !old.has(file) && !DATA_FILE.test(file))
check(
  otherChanges.length === 0,
  `every file but the data pages' is byte-identical (${otherChanges.join(', ') || `${old.size - changed.length} files`})`,
)
check(added.length === 0, `no file besides the data's is new (${added.join(', ') || 'none'})`)
check(
  old.get('sw.js')?.equals(rebuilt.get('sw.js') ?? Buffer.alloc(0)) === true,
  'the offline worker (sw.js) is the same: no new release',
)
check(
  old.get('index.html')?.equals(rebuilt.get('index.html') ?? Buffer.alloc(0)) === true,
  "the worker's shell (index.html) is the same",
)
const withData = [...DATA_PAGE_FILES].filter((file) => rebuilt.get(file)?.includes(`${SNAPSHOT_AT_ATTRIBUTE}="`))
check(
  withData.length === DATA_PAGE_FILES.size,
  `the rebuild's data pages carry their snapshot (${withData.length} of ${DATA_PAGE_FILES.size})`,
)
const withoutData = [...DATA_PAGE_FILES].filter((file) => !old.get(file)?.includes(`${SNAPSHOT_AT_ATTRIBUTE}="`))
check(
  withoutData.length === DATA_PAGE_FILES.size,
  `the build made with the backend down has no snapshot (${withoutData.length} of ${DATA_PAGE_FILES.size} pages without)`,
)
finish('The data-only rebuild check')
