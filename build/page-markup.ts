/**
 * A rendered page's markup taken apart and checked: pure functions over text, shared by the build's prerendering
 * (prerender-plugin.ts) and the optional server's pages (server/render-page.ts).
 */

/** A `<script>` without `src`, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi

/** A script of data (JSON-LD), not code: the browser never runs it, so the Content-Security-Policy allows it. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*"(?!text\/javascript"|module")[^"]+"/i

/** Tags React emits for `<title>`, `<meta>` and `<link>` (its hoistables) at the start of a render that is not a document. */
const LEADING_HEAD_TAG = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/i

export interface SplitMarkup {
  /** Tags that belong in `<head>`: `<title>`, `<meta>`, `<link>`. */
  head: string[]
  /** The markup of #root, without those tags and without inline scripts. */
  body: string
  /** The code of the inline scripts (the router's hydration data, scroll restoration), in document order. */
  scripts: string[]
}

/**
 * Takes apart what the server render gave: the head tags React put first (the browser's React finds them in `<head>`
 * and hoists its own render of them there, so they must not stay in #root), the inline scripts (which the policy
 * blocks; they move to a file, and the browser's render has nothing in their place) and the rest. JSON-LD data
 * scripts stay where they are: the browser's render of them is a `<script>` in place too.
 */
export function splitRenderedMarkup(rendered: string): SplitMarkup {
  let rest = rendered.replace(/^<!DOCTYPE html>/i, '')
  const head: string[] = []
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head.push(match[0])
    rest = rest.slice(match[0].length)
  }
  const scripts: string[] = []
  const body = rest.replace(INLINE_SCRIPT, (whole, attributes: string, code: string) => {
    if (DATA_SCRIPT_TYPE.test(attributes)) return whole
    scripts.push(code)
    return ''
  })
  return { head, body, scripts }
}

/** Inline scripts that would run (the policy blocks them): what a built page must not have. */
export function inlineCodeScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_SCRIPT_TYPE.test(match[1] ?? ''))
    .map((match) => match[0].slice(0, 80))
}

/** `/` is index.html, `/Gallery` Gallery.html: what `vite preview`, nginx's try_files and most static hosts serve. */
export function pageFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`A page path starts with "/": ${path}`)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
