import { z } from 'zod'
import { PREVIEW_PORT } from './local-ports.ts'
import { RESIZER_RAW_URL, RESIZER_URL, RESIZER_WIDTH } from './resizer-template.ts'

/**
 * The build-time variables of the backend contract (shared/api-contract.md).
 * This module is pure so that vite.config.ts can apply the same rule at build time.
 */
export const DEFAULT_SCHOOL_CODE = 'DEMO01'

/** The site's origin when VITE_SITE_URL is unset: where `vite preview` serves a build. */
export const DEFAULT_SITE_URL = `http://127.0.0.1:${PREVIEW_PORT}`

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * What a build variable naming an origin may hold: an http(s) scheme, a host of hostname characters (letters, digits,
 * hyphens and dots; an international name in its punycode `xn--` form) and an optional port. Nothing else, because
 * the origin is written into the Content-Security-Policy (where `;` or `,` would start a directive or a policy of the
 * writer's choosing), HTML attributes, HTTP headers, the sitemap's XML and robots.txt: a value that can hold only
 * these characters cannot break out of any of them.
 */
const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?$/

/**
 * `https://host[:port]` written as an origin alone (ORIGIN_PATTERN, a trailing slash tolerated), normalised (host in
 * lower case, a default port dropped); undefined when the value is anything more or anything else.
 */
export function originOf(value: string): string | undefined {
  const withoutSlash = value.endsWith('/') ? value.slice(0, -1) : value
  if (!ORIGIN_PATTERN.test(withoutSlash)) return undefined
  try {
    return new URL(withoutSlash).origin
  } catch {
    // A port over 65535.
    return undefined
  }
}

const IMAGE_RESIZER_ERROR =
  'VITE_IMAGE_RESIZER must be an http(s) URL template (or a path on the site, starting with /) holding {url} (or ' +
  '{rawUrl}) and {width} in its path or query (an origin of scheme, host name and port alone before them), such ' +
  'as https://img.example-school.org/?url={url}&w={width}'

/**
 * Characters a resizer template never needs: white space and control characters (a header or request line broken),
 * quotes and angle brackets (an HTML attribute broken), a backslash (read as `/` by URL parsers) and `#` (a fragment
 * is never sent, so a placeholder after it would reach no resizer).
 */
const TEMPLATE_FORBIDDEN = /[\s\p{Cc}<>"'`\\#]/u

/** An absolute template: its origin (up to the first `/` or `?`) and the rest, where the placeholders go. */
const ABSOLUTE_TEMPLATE = /^(https?:\/\/[^/?]*)([/?].*)$/

/** A template filled in with a sample photo URL and width. */
const filledIn = (template: string, photo: string) =>
  template
    .replaceAll(RESIZER_URL, encodeURIComponent(photo))
    .replaceAll(RESIZER_RAW_URL, photo)
    .replaceAll(RESIZER_WIDTH, '320')

/**
 * A resizer template: a source placeholder and the width, after an origin that is ORIGIN_PATTERN written out (so the
 * Content-Security-Policy can name it and no photo or width can change it), or a path on the site itself
 * (`/img/{width}/{url}`, a resizer on the school's own server). Nothing protocol-relative, nothing else.
 */
export function isResizerTemplate(template: string): boolean {
  const hasSource = template.includes(RESIZER_URL) || template.includes(RESIZER_RAW_URL)
  if (!hasSource || !template.includes(RESIZER_WIDTH)) return false
  if (TEMPLATE_FORBIDDEN.test(template)) return false
  if (template.startsWith('/')) return !template.startsWith('//')
  const parts = ABSOLUTE_TEMPLATE.exec(template)
  if (!parts?.[1] || originOf(parts[1]) === undefined) return false
  try {
    // Filled in, still a URL on that origin.
    return new URL(filledIn(template, 'https://a.example/p.jpg')).origin === originOf(parts[1])
  } catch {
    return false
  }
}

const MEDIA_ORIGINS_ERROR =
  'VITE_MEDIA_ORIGINS must be http(s) origins (scheme, host name and port alone) separated by commas, such as ' +
  'https://media.example-school.org'

const API_BASE_URL_ERROR =
  'VITE_API_BASE_URL must be an http(s) origin alone (scheme, host name and port: no credentials, path, query or ' +
  'hash), such as https://content.example.org'

const SITE_URL_ERROR =
  "VITE_SITE_URL must be the site's public origin alone, http(s) (scheme, host name and port: no credentials, " +
  'path, query or hash), such as https://www.example-school.org'

/** Hosts that are this machine: a site there is a developer's, whatever its scheme. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/**
 * Whether the site is public and served over plain HTTP (no TLS): its origin is http: and not this machine. Such a
 * host works (build/csp-plugin.ts), but browsers then run no offline worker and offer no install, so a build warns.
 */
export function isPublicPlainHttp(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl)
  return protocol === 'http:' && !LOCAL_HOSTS.has(hostname)
}

/** A transform to the origin a value names (originOf, surrounding blanks ignored), or an issue with `message`. */
const originOrIssue = (message: string) => (value: string, context: z.RefinementCtx) => {
  const origin = originOf(value.trim())
  if (origin === undefined) {
    context.issues.push({ code: 'custom', input: value, message: `${message}; not ${JSON.stringify(value)}` })
    return z.NEVER
  }
  return origin
}

/**
 * How old a data page's snapshot (the backend's lists written into a live build's pages) may be and still be shown as
 * the page's data: a day, so that a scheduled rebuild that has stopped never passes last week's news off as today's.
 */
export const DEFAULT_SNAPSHOT_MAX_AGE_HOURS = 24

const SNAPSHOT_MAX_AGE_ERROR = 'VITE_SNAPSHOT_MAX_AGE_HOURS must be a number of hours above 0, such as 24 or 0.5'

const rawEnvSchema = z.object({
  VITE_API_BASE_URL: z.preprocess(blankToUndefined, z.string().transform(originOrIssue(API_BASE_URL_ERROR)).optional()),
  VITE_SCHOOL_CODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'VITE_SCHOOL_CODE must be a plain path segment (letters, digits, - and _)')
      .default(DEFAULT_SCHOOL_CODE),
  ),
  VITE_API_MOCKING: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { error: 'VITE_API_MOCKING must be "on" or "off"' }).optional(),
  ),
  VITE_MEDIA_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((list, context) => {
        const origins: string[] = []
        for (const item of list.split(/[\s,]+/).filter(Boolean)) {
          const origin = originOf(item)
          if (origin === undefined) {
            context.issues.push({
              code: 'custom',
              input: item,
              message: `${MEDIA_ORIGINS_ERROR}; not ${JSON.stringify(item)}`,
            })
            return z.NEVER
          }
          origins.push(origin)
        }
        return [...new Set(origins)]
      })
      .default([]),
  ),
  VITE_IMAGE_RESIZER: z.preprocess(
    blankToUndefined,
    z.string().refine(isResizerTemplate, { error: IMAGE_RESIZER_ERROR }).optional(),
  ),
  VITE_SITE_URL: z.preprocess(
    blankToUndefined,
    z.string().transform(originOrIssue(SITE_URL_ERROR)).default(DEFAULT_SITE_URL),
  ),
  VITE_SNAPSHOT_MAX_AGE_HOURS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SNAPSHOT_MAX_AGE_ERROR })
      .positive({ error: SNAPSHOT_MAX_AGE_ERROR })
      .default(DEFAULT_SNAPSHOT_MAX_AGE_HOURS),
  ),
})

/** The origin of an absolute resizer template (for the Content-Security-Policy); undefined for none or a site path. */
export function imageResizerOrigin(template: string | undefined): string | undefined {
  if (template === undefined || template.startsWith('/')) return undefined
  return new URL(template.replaceAll(RESIZER_URL, 'u').replaceAll(RESIZER_RAW_URL, 'u').replaceAll(RESIZER_WIDTH, '1'))
    .origin
}

export interface AppConfig {
  /** Backend origin without trailing slash, or undefined for "same origin as the site". */
  apiBaseUrl: string | undefined
  schoolCode: string
  /** Serve the bundled demo data through MSW. */
  mocking: boolean
  /**
   * Origins besides the site and the backend that backend data may point images and media at (absolute
   * `https://` file URLs): the Content-Security-Policy allows them, and the URL helper lets them into a `src`.
   */
  mediaOrigins: string[]
  /**
   * The image resizer's URL template (VITE_IMAGE_RESIZER), with {url} and {width}: backend photos are offered
   * through it at the widths they are shown. Undefined: photos as the backend serves them.
   */
  imageResizer: string | undefined
  /**
   * The site's public origin (VITE_SITE_URL), without trailing slash: canonical links, link previews (Open Graph,
   * JSON-LD) and the sitemap name it. DEFAULT_SITE_URL when unset.
   */
  siteUrl: string
  /**
   * VITE_SNAPSHOT_MAX_AGE_HOURS: past this age a data page's snapshot is not shown, the page loads its data as a page
   * without one does; and the build uses a kept snapshot only when it is younger.
   */
  snapshotMaxAgeHours: number
}

/** The contract's rule: mocks unless a backend URL is set; VITE_API_MOCKING overrides. */
export function parseConfig(raw: Record<string, unknown>): AppConfig {
  const env = rawEnvSchema.parse(raw)
  const mocking =
    env.VITE_API_MOCKING === undefined ? env.VITE_API_BASE_URL === undefined : env.VITE_API_MOCKING === 'on'
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    schoolCode: env.VITE_SCHOOL_CODE,
    mocking,
    mediaOrigins: env.VITE_MEDIA_ORIGINS,
    imageResizer: env.VITE_IMAGE_RESIZER,
    siteUrl: env.VITE_SITE_URL,
    snapshotMaxAgeHours: env.VITE_SNAPSHOT_MAX_AGE_HOURS,
  }
}
