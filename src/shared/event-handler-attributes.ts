/**
 * Cut inline event-handler attributes (`onerror=…`, `onclick=…`) out of untrusted HTML, as text, before any HTML
 * parser sees it. Not a security step (DOMPurify removes them anyway): Chromium reports a Content-Security-Policy
 * violation, an error in the console, as soon as its HTML parser meets an inline handler, even in the inert
 * document DOMPurify parses into, so without this every hostile message puts an error in a parent's console (and
 * costs Lighthouse points).
 *
 * Hand-written rather than htmlparser2's tokenizer (tried first): that one brings the HTML entity tables, 20 KB gzip
 * on every page that shows server HTML (Home among them), for a step that only finds attributes. This follows the
 * WHATWG tokenizer's tag and attribute states (tag name, attribute name, the three kinds of value, comments, raw
 * text); tests/unit/sanitize-html.test.ts checks it against jsdom's spec-compliant parser with generated input. If
 * it ever misreads something, the cost is a console message, never a script: DOMPurify still runs.
 */

const WHITESPACE = /[\t\n\f\r ]/
const ASCII_LETTER = /[A-Za-z]/

/** Elements whose content is text up to their end tag (RAWTEXT and RCDATA), and plaintext: to the end. */
const TEXT_ONLY_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title'])

/** Inside these (foreign content) `<style>` and the rest are ordinary elements... */
const FOREIGN_ELEMENTS = new Set(['svg', 'math'])

/** ...except inside these (HTML integration points), whose content is parsed as HTML again... */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext'])

/** ...and until one of these HTML start tags breaks out of it (the WHATWG parser's "breakout" list). */
const BREAKOUT_ELEMENTS = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu ' +
    'meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'
  ).split(' '),
)

export function withoutEventHandlerAttributes(html: string): string {
  const lower = html.toLowerCase()
  const length = html.length
  const spans: Array<[start: number, end: number]> = []
  const isSpace = (at: number) => at < length && WHITESPACE.test(html.charAt(at))
  const skipSpaces = (from: number) => {
    let at = from
    while (isSpace(at)) at += 1
    return at
  }
  /** Past the first '>' at or after `from` (a bogus comment, a doctype). */
  const pastNextGreaterThan = (from: number) => {
    const end = html.indexOf('>', from)
    return end < 0 ? length : end + 1
  }

  /** The attributes of a tag whose name starts at `from`: where the tag ends, its name, and whether it ends in `/>`. */
  const readTag = (from: number): [end: number, name: string, selfClosing: boolean] => {
    let at = from
    while (at < length && !isSpace(at) && html[at] !== '/' && html[at] !== '>') at += 1
    const name = lower.slice(from, at)
    for (;;) {
      while (isSpace(at) || html[at] === '/') at += 1
      if (at >= length) return [length, name, false]
      if (html[at] === '>') return [at + 1, name, html[at - 1] === '/']
      const nameStart = at
      at += 1 // the first character belongs to the name, even '='
      while (at < length && !isSpace(at) && html[at] !== '/' && html[at] !== '>' && html[at] !== '=') at += 1
      const isHandler = lower.startsWith('on', nameStart)
      let end = at
      const afterName = skipSpaces(at)
      if (html[afterName] === '=') {
        at = skipSpaces(afterName + 1)
        const quote = html[at]
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, at + 1)
          at = close < 0 ? length : close + 1
        } else {
          while (at < length && !isSpace(at) && html[at] !== '>') at += 1
        }
        end = at
      } else {
        at = afterName
      }
      if (isHandler) spans.push([nameStart, end])
    }
  }

  let at = 0
  /** How deep in svg or math the parser is (roughly: enough to know when `<style>` holds markup). */
  let foreignDepth = 0
  /** The HTML integration point the parser is inside, in foreign content. */
  let integrationPoint: string | undefined
  const inForeignContent = () => foreignDepth > 0 && integrationPoint === undefined
  while (at < length) {
    const open = html.indexOf('<', at)
    if (open < 0) break
    const next = html.charAt(open + 1)
    if (lower.startsWith('<!--', open)) {
      if (lower.startsWith('<!-->', open)) at = open + 5
      else if (lower.startsWith('<!--->', open)) at = open + 6
      else at = endOfComment(html, open + 4)
    } else if (next === '!' || next === '?') {
      at = pastNextGreaterThan(open + 1)
    } else if (next === '/') {
      const first = html.charAt(open + 2)
      if (ASCII_LETTER.test(first)) {
        const [end, name] = readTag(open + 2)
        at = end
        if (name === integrationPoint) integrationPoint = undefined
        else if (FOREIGN_ELEMENTS.has(name)) foreignDepth = Math.max(0, foreignDepth - 1)
      } else if (first === '>') at = open + 3
      else at = pastNextGreaterThan(open + 2)
    } else if (ASCII_LETTER.test(next)) {
      const [end, name, selfClosing] = readTag(open + 1)
      at = end
      if (inForeignContent()) {
        if (INTEGRATION_POINTS.has(name) && !selfClosing) integrationPoint = name
        else if (FOREIGN_ELEMENTS.has(name) && !selfClosing) foreignDepth += 1
        if (!BREAKOUT_ELEMENTS.has(name)) continue
        // A breakout tag closes the foreign content and is an HTML element itself.
        foreignDepth = 0
      }
      if (FOREIGN_ELEMENTS.has(name) && !selfClosing) {
        foreignDepth += 1
        integrationPoint = undefined
      } else if (name === 'plaintext') break
      else if (TEXT_ONLY_ELEMENTS.has(name)) at = endOfText(lower, name, at)
    } else {
      at = open + 1
    }
  }

  if (spans.length === 0) return html
  let result = ''
  let from = 0
  for (const [start, end] of spans) {
    result += `${html.slice(from, start)} `
    from = end
  }
  return result + html.slice(from)
}

/** Past a comment's end (`-->`, or the `--!>` browsers also accept), or the end. */
function endOfComment(html: string, from: number): number {
  const plain = html.indexOf('-->', from)
  const bang = html.indexOf('--!>', from)
  if (plain < 0 && bang < 0) return html.length
  if (bang < 0 || (plain >= 0 && plain < bang)) return plain + 3
  return bang + 4
}

/** Where the text of a raw-text element ends: at its end tag (`</name` then a space, '/' or '>'), or the end. */
function endOfText(lower: string, name: string, from: number): number {
  let at = from
  for (;;) {
    const close = lower.indexOf(`</${name}`, at)
    if (close < 0) return lower.length
    const after = lower.charAt(close + 2 + name.length)
    if (after === '' || after === '>' || after === '/' || WHITESPACE.test(after)) return close
    at = close + 2
  }
}
