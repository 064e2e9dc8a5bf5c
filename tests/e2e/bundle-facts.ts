import type { APIRequestContext } from '@playwright/test'
import { CHUNK_MODULES_FILE, type BundleRecords } from '../../build/bundle-records.ts'

/** A library's scripts (not its stylesheets), wherever npm put the package. */
const library = (name: string) => new RegExp(`(^|/)node_modules/${name}/.*\\.[cm]?js$`)

/**
 * Heavy or page-specific code that a page may load while it opens only if it is one of `pages` (Swiper:
 * the home page, whose slider it moves). Another page that needs it is a decision to add here, with its cost in
 * docs/performance.md. The first load every page shares is held to its bytes by size-limit (.size-limit.ts).
 */
const PAGE_SPECIFIC_CODE: Array<{ name: string; module: string | RegExp; pages: RegExp }> = [
  { name: 'Swiper', module: library('swiper'), pages: /^\/$/ },
  { name: 'flip-book', module: library('(react-pageflip|page-flip)'), pages: /^\/Magazine\d+$/ },
  {
    name: 'lightbox',
    module: library('yet-another-react-lightbox'),
    pages: /^\/(SubGallery|campusTour|FullAttendance|laboratory|library|school-topper|sports)$/,
  },
  // The principal's message, and the home page's message desk once the page is up.
  { name: 'DOMPurify', module: library('dompurify'), pages: /^\/(PrincipalMessage)?$/ },
  { name: 'TC form', module: 'src/features/tc/TcForm.tsx', pages: /^\/TC$/ },
  { name: 'site search (MiniSearch)', module: library('minisearch'), pages: /^\/search$/ },
]

/**
 * What the build under test put where, read from its own records as the server serves them
 * (build/bundle-records.ts). A test asks "was the app's code requested?" with these, never by a chunk's file name.
 */
export interface BundleFacts {
  /** The URL paths (`/assets/...`) of every chunk of the app: its code, not the small scripts the build adds to a page's head. */
  appScripts: string[]
  /** The page-specific code among `scripts` (URL paths) that `path` should not load while it opens. */
  otherPagesCodeIn(scripts: readonly string[], path: string): string[]
}

async function json<T>(request: APIRequestContext, file: string): Promise<T> {
  const response = await request.get(`/${file}`)
  if (!response.ok()) throw new Error(`/${file}: ${response.status()} (is this a build with its records?)`)
  return (await response.json()) as T
}

export async function bundleFacts(request: APIRequestContext): Promise<BundleFacts> {
  const chunkModules = await json<BundleRecords['chunkModules']>(request, CHUNK_MODULES_FILE)
  const holds = (script: string, module: string | RegExp) =>
    (chunkModules[script.replace(/^\//, '')] ?? []).some((id) =>
      typeof module === 'string' ? id === module : module.test(id),
    )
  return {
    appScripts: Object.keys(chunkModules).map((file) => `/${file}`),
    otherPagesCodeIn: (scripts, path) =>
      PAGE_SPECIFIC_CODE.filter(
        (code) => !code.pages.test(path) && scripts.some((script) => holds(script, code.module)),
      ).map((code) => code.name),
  }
}
