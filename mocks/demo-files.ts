import manifest from './demo-files.json' with { type: 'json' }

/**
 * The demo files shipped in public/demo-files and served by the image handlers.
 * mocks/demo-files.json is the single list of them: mocks/generate-demo-files.mjs writes the files from it,
 * the handlers answer only for names in it (a Vite dev server would otherwise answer an unknown
 * /demo-files/x with index.html and a 200).
 */

/** Folder under public/ that holds the files, as served by the site. */
export const DEMO_FILES_FOLDER = 'demo-files'

/** Only these characters may appear in a served file name: no slashes, no "..", no encoded tricks. */
const SAFE_FILE_NAME = /^[A-Za-z0-9._-]+$/

/** The files of a numbered photo series, e.g. `sports-day-2026-1.svg` ... `sports-day-2026-8.svg`. */
function seriesFileNames(series: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${series}-${index + 1}.svg`)
}

/** Fixture paths of a photo series, e.g. `gallery/sports-day-2026-1.svg`; the folder is only cosmetic. */
export function seriesPaths(folder: string, series: string, count: number): string[] {
  return seriesFileNames(series, count).map((name) => `${folder}/${name}`)
}

/** Every file name in the manifest (series expanded). */
export const DEMO_FILE_NAMES: ReadonlySet<string> = new Set([
  ...manifest.sceneSeries.flatMap((scene) => seriesFileNames(scene.series, scene.count)),
  ...manifest.scenes.map((scene) => scene.file),
  ...manifest.portraits.map((portrait) => portrait.file),
  ...manifest.pdfs.map((pdf) => pdf.file),
  ...manifest.jpegs.map((jpeg) => jpeg.file),
])

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
}

/** Content type by extension; unknown extensions are served as plain bytes. */
export function contentTypeOf(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/**
 * The served file name of a requested path (`gallery/x.svg`, `DEMO01/public/Images/x.svg`, `x.svg`):
 * its last segment, if that is a safe name; otherwise undefined. A backslash counts as a separator too.
 */
function safeBaseName(path: string): string | undefined {
  const base = path.split(/[\\/]/).pop() ?? ''
  if (!SAFE_FILE_NAME.test(base) || base.startsWith('.')) return undefined
  return base
}

/** The demo file a requested path refers to, or undefined when it is unsafe or not shipped. */
export function demoFileFor(path: string): string | undefined {
  const base = safeBaseName(path)
  return base !== undefined && DEMO_FILE_NAMES.has(base) ? base : undefined
}
