import { escapeHtmlAttribute } from '../src/shared/escape'
import {
  APP_START_TEMPLATE_START,
  POLICY_META,
  ROOT_ELEMENT_START,
  ROUTER_DATA_SCRIPT,
  splitRenderedMarkup,
  withoutSnapshot,
  withPageHead,
} from '../src/shared/page-markup'
import { RENDERED_URL_ATTRIBUTE, SAME_ORIGIN_API_ATTRIBUTE } from '../src/config/page-markers'
import { dataPagesOf } from '../src/config/route-pages'
import { ROUTE_PAGES } from '../src/config/route-pages.gen'
import { FEED_LINKS } from './feeds'
import { langOfPath, type Lang } from '../src/config/languages'

/**
 * Pages the optional server renders at request time with their backend data: every page whose first
 * screen depends on a backend call, as its route declares (src/config/route-pages.ts). The others are the same for
 * every visitor: their prerendered file is served.
 */
export const DATA_PAGES: readonly string[] = dataPagesOf(ROUTE_PAGES)

export interface ServerPage {
  html: string
  /** The page's policy: the deployment's, with the hash of the page's one inline script. */
  contentSecurityPolicy: string
  /** A `Link` header announcing the page's lead image before the body, when it has one. */
  leadImageLink?: string
}

/** The first `<img>` rendered with high priority: the page's lead image (src/components/ui/LeadImage.tsx). */
const HIGH_PRIORITY_IMAGE = /<img\b(?=[^>]*\sfetchPriority="high")[^>]*>/i
/** An attribute of such a tag, as React writes it (double quotes, the value escaped). */
const TAG_ATTRIBUTE = /\s([A-Za-z-]+)="([^"]*)"/g
/**
 * What a `Link` header's parts may hold: printable ASCII without the characters that would end the URL (`>`) or a
 * quoted value (`"`, `\`). Backend data reaches these addresses (a photo's file name): anything else and the page is
 * sent without the header, never with a broken one (Headers would refuse it, and the page with it).
 */
const LINK_SAFE = /^[\x20-\x7e]*$/
const LINK_UNSAFE_CHARACTER = /[<>"\\]/

/**
 * The `Link` header of a page's lead image, from its `<img>` in the render:
 * `<src>; rel=preload; as=image; imagesrcset="…"; imagesizes="…"; fetchpriority=high`. The browser starts the photo
 * as it reads the headers, before the first byte of the page's HTML; Chromium reads `imagesrcset` and `imagesizes`,
 * so it fetches the very copy the `<img>` will pick.
 */
export function leadImageLinkOf(body: string): string | undefined {
  const tag = HIGH_PRIORITY_IMAGE.exec(body)?.[0]
  if (!tag) return undefined
  const attributes = new Map<string, string>()
  for (const [, name, value] of tag.matchAll(TAG_ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), decodeAttribute(value!))
  }
  if (attributes.get('loading') === 'lazy') return undefined
  const href = attributes.get('src')
  const srcset = attributes.get('srcset')
  const sizes = attributes.get('sizes')
  const parts = [href ?? '', srcset ?? '', sizes ?? '']
  if (!href || parts.some((part) => !LINK_SAFE.test(part) || LINK_UNSAFE_CHARACTER.test(part))) return undefined
  return [
    `<${href}>`,
    'rel=preload',
    'as=image',
    ...(srcset ? [`imagesrcset="${srcset}"`] : []),
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
    'fetchpriority=high',
  ].join('; ')
}

/** `'sha256-…'`: the Content-Security-Policy source that allows exactly the inline script whose text is `code`. */
export async function scriptHashSource(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)))
  let binary = ''
  for (const byte of digest) binary += String.fromCharCode(byte)
  return `'sha256-${btoa(binary)}'`
}

/** Line breaks as HTML's parser reads them in any text: CRLF and CR are LF. */
const PARSER_LINE_BREAK = /\r\n?/g

/**
 * What HTML's parser would change in a script's text besides line breaks: NUL (U+FFFD in a script), and a lone
 * surrogate (with the `u` flag only a lone one matches), which UTF-8 cannot carry and so arrives as U+FFFD.
 */
// eslint-disable-next-line no-control-regex
const PARSER_REPLACED = /[\u0000\ud800-\udfff]/gu

/**
 * An inline script's text written so that HTML's parser leaves it as it is: the hash the server sends is then of the
 * text the browser runs (a NUL in one news title, hashed raw, got the page's one script blocked by the
 * policy and the page blank). Line breaks as the parser makes them; NUL and lone surrogates, which the router's
 * serialiser writes raw into its string literals, as JavaScript escapes: the parser leaves those alone, and the
 * string keeps its value.
 */
function parserStableScript(code: string): string {
  return code
    .replace(PARSER_LINE_BREAK, '\n')
    .replace(PARSER_REPLACED, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** `policy` with `sources` added to its `script-src` (or to a new one, from `default-src`'s sources). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const scriptIndex = directives.findIndex((directive) => /^script-src\s/i.test(directive))
  if (scriptIndex >= 0) {
    directives[scriptIndex] = `${directives[scriptIndex]} ${sources.join(' ')}`
  } else {
    const fallback = directives.find((directive) => /^default-src\s/i.test(directive))
    const base = fallback ? fallback.replace(/^default-src\s+/i, '') : "'self'"
    directives.push(`script-src ${base} ${sources.join(' ')}`)
  }
  return directives.join('; ')
}

/** The text an HTML attribute value stands for (`&amp;` in a query string, `&#39;` in a policy). */
export function decodeAttribute(value: string): string {
  return value
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * One page at request time: the prerendered page of its path (`shell`: app start, the static menu and
 * the build's policy in place; a live build's snapshot marks taken off, as this page's data is of the moment) with the server's render (`rendered`, entry-server.tsx's `renderPageWithData`) in
 * #root and its head tags; the router's data inline, allowed by its hash in both the header's policy and the page's
 * own; `<html>` marked so the page calls /api/ on the site (through the server's backend cache).
 */
export async function assembleDataPage(
  shell: string,
  rendered: string,
  url: string,
  headerPolicy: string,
): Promise<ServerPage> {
  const markup = splitRenderedMarkup(rendered)
  const code = parserStableScript(`${markup.scripts.join(';\n')}\n`)
  const hash = await scriptHashSource(code)

  // The shell's #root ends right before its app-start template; the prerendered router data's script is replaced by
  // this page's own, inline; the build's policy in the page gets its hash (src/shared/page-markup.ts: the page's contract).
  const page = withoutSnapshot(shell)
  const rootStart = page.indexOf(ROOT_ELEMENT_START)
  const rootEnd = page.lastIndexOf('</div>', page.indexOf(APP_START_TEMPLATE_START))
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('The page has no #root before its app-start template')
  const root = `${ROOT_ELEMENT_START} ${RENDERED_URL_ATTRIBUTE}="${escapeHtmlAttribute(url)}">${markup.body}</div>`
  let html = `${page.slice(0, rootStart)}${root}${page.slice(rootEnd + '</div>'.length)}`

  html = withPageHead(html, markup.head)

  // A function as the replacement, so that `$` in the code is not read as a replacement pattern.
  const inlineScript = `<script>${code}</script>`
  html = ROUTER_DATA_SCRIPT.test(html)
    ? html.replace(ROUTER_DATA_SCRIPT, () => inlineScript)
    : html.replace('</head>', () => `  ${inlineScript}\n  </head>`)
  html = html.replace(
    POLICY_META,
    (_whole, start: string, value: string, end: string) =>
      `${start}${escapeHtmlAttribute(withScriptSources(decodeAttribute(value), [hash]))}${end}`,
  )
  return {
    html: asServerPage(html, langOfPath(new URL(url, 'http://page').pathname)),
    contentSecurityPolicy: withScriptSources(headerPolicy, [hash]),
    leadImageLink: leadImageLinkOf(markup.body),
  }
}

/**
 * A page as the server sends it: marked to call /api/ on the site, through the server's backend cache
 * (api/base-url.ts), and naming the server's feeds in its head (feeds.ts), in the page's language (its address's).
 */
export function asServerPage(html: string, lang: Lang): string {
  return html
    .replace(/<html\b/, `<html ${SAME_ORIGIN_API_ATTRIBUTE}`)
    .replace('</head>', () => `  ${FEED_LINKS[lang]}\n  </head>`)
}
