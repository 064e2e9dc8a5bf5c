#!/usr/bin/env node
// @ts-check
// The site search's library choice (issue 21; README, "Search the whole site"): MiniSearch against FlexSearch on the
// large scenario's shape (5,000 news, 5,000 events, 2,000 albums and the 40 pages' text), for bytes (each bundled
// alone with Vite's bundler, minified, then gzip) and time (index build, and each query of a word typed letter by letter,
// typos included). FlexSearch is a dev dependency for this comparison only.
// `node scripts/compare-search-libraries.mjs`
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import FlexSearch from 'flexsearch'
import MiniSearch from 'minisearch'
import { build } from 'vite'

/** Bundles are built inside the project, where the packages resolve. */
const CACHE = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache')

const TOPICS = ['Admission', 'Sports', 'Science', 'Annual Day', 'Uniform', 'Examination', 'Holiday', 'Library']
const PAGE_TEXT = 'Rules and regulations, school uniform, admission procedure, parent portal and curriculum. '
/** Queries as a visitor types them, one per keystroke (typos included). */
const TYPED = ['admision', 'unifor', 'sports day']
const ROUNDS = 5

/** @type {{ id: string, title: string, text: string }[]} */
const documents = [
  ...Array.from({ length: 5000 }, (_, i) => ({
    id: `news:${i}`,
    title: `${TOPICS[i % TOPICS.length]} news ${i + 1}`,
    text: `Generated news number ${i + 1} for the large scenario.`,
  })),
  ...Array.from({ length: 5000 }, (_, i) => ({
    id: `event:${i}`,
    title: `${TOPICS[(i + 3) % TOPICS.length]} event ${i + 1}`,
    text: `Generated event number ${i + 1}. Hall`,
  })),
  ...Array.from({ length: 2000 }, (_, i) => ({
    id: `album:${i}`,
    title: `${TOPICS[i % TOPICS.length]} album ${i + 1}`,
    text: '',
  })),
  ...Array.from({ length: 40 }, (_, i) => ({ id: `page:${i}`, title: `Page ${i}`, text: PAGE_TEXT.repeat(20) })),
]
const queries = TYPED.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))

/** @param {() => void} work */
function timed(work) {
  const start = performance.now()
  work()
  return performance.now() - start
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** @param {string} entryCode */
async function bundledBytes(entryCode) {
  mkdirSync(CACHE, { recursive: true })
  const dir = mkdtempSync(join(CACHE, 'search-bytes-'))
  try {
    const entry = join(dir, 'entry.js')
    writeFileSync(entry, entryCode)
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        lib: { entry, formats: ['es'], fileName: () => 'out.js' },
        outDir: dir,
        emptyOutDir: false,
        minify: true,
        write: true,
      },
    })
    const code = readFileSync(join(dir, 'out.js'))
    return { min: code.length / 1024, gzip: gzipSync(code, { level: 9 }).length / 1024 }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** @param {string} name @param {() => { search: (query: string) => unknown }} createIndex @param {{ min: number, gzip: number }} bytes */
function measure(name, createIndex, bytes) {
  /** @type {{ search: (query: string) => unknown } | undefined} */
  let index
  const buildMs = timed(() => {
    index = createIndex()
  })
  /** @type {number[]} */
  const times = []
  for (let round = 0; round < ROUNDS; round += 1)
    for (const query of queries) times.push(timed(() => index?.search(query)))
  console.log(
    `| ${name} | ${bytes.min.toFixed(1)} / ${bytes.gzip.toFixed(1)} KB | ${buildMs.toFixed(0)} ms | ${median(times).toFixed(2)} / ${Math.max(...times).toFixed(1)} ms |`,
  )
}

console.log(`${documents.length} documents, ${queries.length} queries × ${ROUNDS}\n`)
console.log('| library | min / gzip | index build | query, median / slowest |\n|---|---:|---:|---:|')
measure(
  'MiniSearch',
  () => {
    const mini = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'] })
    mini.addAll(documents)
    /** @type {import('minisearch').SearchOptions} */
    const options = { prefix: true, fuzzy: (term) => (term.length < 5 ? 0 : 1), combineWith: 'AND' }
    return { search: (query) => mini.search(query, options) }
  },
  await bundledBytes(`import MiniSearch from 'minisearch'\nglobalThis.search = MiniSearch\n`),
)
measure(
  'FlexSearch Document',
  () => {
    const flex = new FlexSearch.Document({
      tokenize: 'forward',
      encoder: FlexSearch.Charset.LatinExtra,
      document: { id: 'id', index: ['title', 'text'], store: ['title'] },
    })
    for (const document of documents) flex.add(document)
    return { search: (query) => flex.search(query, { limit: 50, enrich: true, suggest: true }) }
  },
  await bundledBytes(`import { Document, Charset } from 'flexsearch'\nglobalThis.search = [Document, Charset]\n`),
)
