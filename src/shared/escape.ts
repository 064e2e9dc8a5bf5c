/**
 * Each value the build writes into a page, a header or a file, made safe for where it goes. The configuration is
 * validated first (src/config/env-schema.ts: origins of hostname characters only); these are the second line, so a
 * value that slips past a rule (or a writer that forgets one) cannot end an attribute, start a directive or add a
 * header. Pure functions over text.
 */

const HTML_ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for an HTML attribute value, quoted with either quote. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ATTRIBUTE_ESCAPES[character] ?? character)
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text for XML element content or an attribute (the sitemap). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

/**
 * Control characters, line breaks among them: a header or a text file's line holding CR or LF would add lines of its
 * own, and none of the values written there needs any.
 */
const CONTROL_CHARACTER = /\p{Cc}/u

/** A value for one line of a header or of a line-based file (robots.txt); throws if it holds a line break. */
export function singleLine(value: string, where: string): string {
  if (CONTROL_CHARACTER.test(value)) {
    throw new Error(`${where} would hold a line break or control character: ${JSON.stringify(value)}`)
  }
  return value
}

/**
 * A source expression of the Content-Security-Policy: a quoted keyword (`'self'`), a script's hash or a scheme, host and port
 * (`https://media.example:8443`). Nothing with `;` (which starts another directive), `,` (another policy), white
 * space (another source) or a quote.
 */
const CSP_SOURCE =
  /^(?:'[a-z0-9-]+'|'sha256-[A-Za-z0-9+/]{43}='|[a-z][a-z0-9+.-]*:(?:\/\/[A-Za-z0-9.*-]+(?::\d{1,5})?)?)$/

/** A source expression for the policy; throws if it is not one (the policy would otherwise say what it holds). */
export function cspSource(value: string): string {
  if (!CSP_SOURCE.test(value)) throw new Error(`Not a Content-Security-Policy source: ${JSON.stringify(value)}`)
  return value
}
