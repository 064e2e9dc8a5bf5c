import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGS } from './src/config/languages.ts'
import { chunksOfSource, entryChunks, readBundleRecords, withStaticImports } from './build/bundle-records.ts'

/**
 * The byte budget (`npm run budget`, size-limit; a CI gate): the JavaScript a visitor's phone loads before any page's
 * first render, gzip, from a production build (`BUDGET_DIST`, default dist), in each language. Which files that is
 * comes from the bundler's own records (build/bundle-records.ts: the app's entry with its static imports, and the
 * page's language's message catalogue, which the app awaits before it renders), and the small classic scripts of the
 * page's head; never a file name. Which heavy library each page loads is checked where it is loaded,
 * in the browser (tests/e2e/every-route.spec.ts); the photos' formats and sizes by tests/e2e/build-photos.spec.ts.
 */
const FIRST_LOAD_JS_BUDGET = '150 KiB'

const dist = process.env.BUDGET_DIST ?? 'dist'
const { manifest } = readBundleRecords(dist)
const appFirstLoad = withStaticImports(manifest, entryChunks(manifest)).map((chunk) => chunk.file)
if (appFirstLoad.length !== 1) {
  throw new Error(
    `the app's first load is split into ${appFirstLoad.length} files, not one: ${appFirstLoad.join(', ')}`,
  )
}
const headScripts = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
    /<script(?![^>]*type="module")[^>]*\bsrc="\/([^"]+\.js)"/g,
  ),
].map((match) => String(match[1]))

/** A language's compiled catalogue (src/i18n/catalog.ts imports it before the first render), as one file. */
function catalogueOf(lang: string): string {
  const files = chunksOfSource(manifest, `src/locales/${lang}/messages.po`).map((key) => manifest[key]?.file ?? '')
  if (files.length !== 1) throw new Error(`the ${lang} catalogue is ${files.length} files, not one`)
  return String(files[0])
}

export default LANGS.map((lang) => ({
  name: `JavaScript before the first render of every ${lang} page (the app's entry, its catalogue, the head's scripts)`,
  path: [...appFirstLoad, catalogueOf(lang), ...headScripts].map((file) => join(dist, file)),
  limit: FIRST_LOAD_JS_BUDGET,
  gzip: true,
}))
