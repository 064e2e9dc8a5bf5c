import { escapeHtmlAttribute } from './escape.ts'

/**
 * A rendered page's markup taken apart and checked: pure functions over text, shared by the build's prerendering
 * (prerender-plugin.ts) and the optional server's pages (server/render-page.ts). And the page's contract: each part
 * of a built page that one file writes and another finds again is written and matched here, from one constant.
 */

/** The start of the app's root element (index.html's empty `<div id="root"></div>`, filled by each page). */
export const ROOT_ELEMENT_START = '<div id="root"'
/** index.html's root element, empty until the prerender fills it. */
export const EMPTY_ROOT_ELEMENT = `${ROOT_ELEMENT_START}></div>`

/** The id of the `<template>` that holds a page's app tags until the first screen has painted (app-start.ts). */
export const APP_START_TEMPLATE_ID = 'app-start'
/** Where a page's #root has ended: its app-start template follows. */
export const APP_START_TEMPLATE_START = `<template id="${APP_START_TEMPLATE_ID}">`

/** Where a prerendered page's router data goes (prerender-plugin.ts): a file named by its content's hash. */
const ROUTER_DATA_FILE_PREFIX = 'assets/router-data-'
/** The router data's file name for a content hash (hex). */
export const routerDataFileName = (hash: string) => `${ROUTER_DATA_FILE_PREFIX}${hash}.js`
/** The tag that loads a page's router data (deferred: it runs before the app's module script, after parsing). */
export const routerDataScriptTag = (src: string) => `<script defer src="${escapeHtmlAttribute(src)}"></script>`
/** That tag in a built page (the server replaces it with the data inline). */
export const ROUTER_DATA_SCRIPT = new RegExp(
  `<script defer src="[^"]*/${ROUTER_DATA_FILE_PREFIX}[0-9a-f]+\\.js"></script>`,
)

/** The build's policy as a page carries it (csp-plugin.ts); browsers enforce it as well as the header's. */
export const policyMetaTag = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeHtmlAttribute(policy)}" />`
/** That tag in a page: its start, its value (attribute-encoded) and its end, as three groups. */
export const POLICY_META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/i

/**
 * A page's own head tags (title, description, link preview, canonical: src/config/page-head.ts), between two
 * comments, so that the server puts a render's tags in their place without telling them from the shell's others.
 */
const PAGE_HEAD_START = '<!--page-head-->'
const PAGE_HEAD_END = '<!--/page-head-->'
/** The block of a page's own head tags, as the prerender writes it. */
const pageHeadBlock = (tags: string[]) => `${PAGE_HEAD_START}\n    ${tags.join('\n    ')}\n    ${PAGE_HEAD_END}`

/** `html` with its page head block holding `tags` (added before `</head>` if it had none). */
export function withPageHead(html: string, tags: string[]): string {
  const start = html.indexOf(PAGE_HEAD_START)
  const end = start < 0 ? -1 : html.indexOf(PAGE_HEAD_END, start)
  // Functions as the replacements, so that `$` in a title is not read as a replacement pattern.
  if (end < 0) return html.replace('</head>', () => `  ${pageHeadBlock(tags)}\n  </head>`)
  return `${html.slice(0, start)}${pageHeadBlock(tags)}${html.slice(end + PAGE_HEAD_END.length)}`
}

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
    .filter((match) => !DATA_SCRIPT_TYPE.test(match[1] ?? '') && match[1]?.trim() !== SNAPSHOT_CHECK_ATTRIBUTE)
    .map((match) => match[0].slice(0, 80))
}

/** `/` is index.html, `/Gallery` Gallery.html: what `vite preview`, nginx's try_files and most static hosts serve. */
export function pageFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`A page path starts with "/": ${path}`)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * On `<html>` of a data page a live build wrote with the backend's data (its snapshot): when that data was taken, in
 * milliseconds since 1970. On `<html>`, so that the snapshot's check in `<head>` reads it before the body is parsed.
 */
export const SNAPSHOT_AT_ATTRIBUTE = 'data-snapshot-at'

/** Marks the snapshot's check (build/snapshot-check.ts), the one inline script the policy allows, by its hash. */
const SNAPSHOT_CHECK_ATTRIBUTE = 'data-snapshot-check'
/** The check's tag: inline and blocking, so that it runs before the body is parsed and painted. */
const snapshotCheckTag = (source: string) => `<script ${SNAPSHOT_CHECK_ATTRIBUTE}>${source}</script>`
const SNAPSHOT_CHECK_SCRIPT = new RegExp(`\\s*<script ${SNAPSHOT_CHECK_ATTRIBUTE}>[\\s\\S]*?</script>`)
const SNAPSHOT_MARK = new RegExp(` ${SNAPSHOT_AT_ATTRIBUTE}="\\d+"`)

/**
 * `html` as a snapshot taken at `takenAt`: the time on `<html>`, and the check (its source, `checkSource`) last in
 * `<head>`, after the page's policy and stylesheets (a `<meta>` policy governs only what comes after it).
 */
export function withSnapshot(html: string, takenAt: number, checkSource: string): string {
  if (!/<html\b/.test(html) || !html.includes('</head>')) throw new Error('the page has no <html> or </head> tag')
  return html
    .replace(/<html\b/, `<html ${SNAPSHOT_AT_ATTRIBUTE}="${Math.round(takenAt)}"`)
    .replace('</head>', () => `  ${snapshotCheckTag(checkSource)}\n  </head>`)
}

/** `html` without a snapshot's marks: a page the optional server renders with its data of the moment. */
export function withoutSnapshot(html: string): string {
  return html.replace(SNAPSHOT_MARK, '').replace(SNAPSHOT_CHECK_SCRIPT, '')
}
