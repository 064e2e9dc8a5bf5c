/**
 * Recognise a lazy route chunk that failed to load, across browsers:
 * Chromium "Failed to fetch dynamically imported module: URL", Firefox "error loading dynamically imported module: URL",
 * Safari "Importing a module script failed.", webpack-style "Loading chunk N failed", and Vite's own "Unable to preload
 * CSS for URL" (a lazy page's stylesheet, fetched before its script: after a release it is gone first).
 * Returns the chunk's id (its file name when known) or null for any other error.
 */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module:?\s*(\S*)/i,
  /error loading dynamically imported module:?\s*(\S*)/i,
  /Importing a module script failed\.?\s*(\S*)/i,
  /Loading chunk (\S+) failed/i,
  /Unable to preload CSS for (\S+)/i,
]

export function chunkIdOfError(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  for (const pattern of CHUNK_ERROR_PATTERNS) {
    const match = pattern.exec(message)
    if (match) return chunkIdOfUrl(match[1] ?? '') || 'unknown'
  }
  return null
}

/** The file name of a chunk URL without its hash query, e.g. "about-Bx12.js". */
function chunkIdOfUrl(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? ''
  return withoutQuery.split('/').filter(Boolean).pop() ?? ''
}
