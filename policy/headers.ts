/**
 * What the site's hosts send besides the pages themselves: the content editor's address, the security headers that do
 * not depend on the build's configuration, and the reading of a build's `_headers` file (which build/csp-plugin.ts
 * writes with the build's Content-Security-Policy). The server of `npm start` (server/node.ts), the build and the
 * checks of scripts/ all take them from here; deploy/security-headers.conf is held to them by
 * tests/unit/nginx-host-config.test.ts.
 *
 * Plain TypeScript that Node runs as it is (no imports, nothing but erasable types): the checks in scripts/ import it
 * too.
 */

/** The content editor's address (Decap CMS, build/decap-plugin.ts), a folder of the build with its own headers. */
export const EDITOR_PATH = '/admin/'

/**
 * Browser features no page of the site uses, denied to it and to anything it frames. Only names Chromium knows: an
 * unknown one (`bluetooth`, in Chromium 156) logs "Unrecognized feature" on every page, noise that hides real
 * warnings.
 */
const DENIED_BROWSER_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'midi',
  'browsing-topics',
] as const

/**
 * The security headers of every answer after its Content-Security-Policy (which depends on the build's backend, and is
 * build/csp-plugin.ts's): HSTS, no MIME sniffing, a strict referrer policy, no powerful browser features, no framing
 * by other sites, and a window of its own.
 */
export const FIXED_SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', DENIED_BROWSER_FEATURES.map((feature) => `${feature}=()`).join(', ')],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

/**
 * The headers of the `/*` block of a build's `_headers` file (build/csp-plugin.ts writes it; Netlify's format:
 * a path line, then indented `Name: value` lines), in order: what a host sends for its pages.
 */
export function headersOfHeadersFile(headersFile: string): Array<[name: string, value: string]> {
  return headersForPath(headersFile, '/')
}

/**
 * The headers a host that reads `_headers` sends for `path`, by Cloudflare Pages' rules: every rule whose pattern
 * matches applies, in order; a rule's `! Name` lines first remove what earlier rules set, then its own values are
 * added (a name set again is joined with a comma). Patterns: a path, with `*` for any rest (`/*`, `/admin/*`).
 * The server of `npm start` (server/node.ts) and scripts/check-nginx-host.mjs read a build's headers so.
 */
export function headersForPath(headersFile: string, path: string): Array<[name: string, value: string]> {
  /** By lower-case name. */
  const sent = new Map<string, [string, string]>()
  let matches = false
  for (const line of headersFile.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line.trim()
      const expression = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      matches = new RegExp(`^${expression.join('.*')}$`).test(path)
      continue
    }
    if (!matches) continue
    const detached = /^\s+!\s*([A-Za-z0-9-]+)\s*$/.exec(line)
    if (detached) {
      sent.delete((detached[1] ?? '').toLowerCase())
      continue
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*?)\s*$/.exec(line)
    if (!header) continue
    const [name, value] = [header[1] ?? '', header[2] ?? '']
    const before = sent.get(name.toLowerCase())
    sent.set(name.toLowerCase(), before ? [before[0], `${before[1]}, ${value}`] : [name, value])
  }
  return [...sent.values()]
}
