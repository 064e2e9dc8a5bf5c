import { z } from 'zod'
import { RESIZER_RAW_URL, RESIZER_URL, RESIZER_WIDTH } from './resizer-template'

/**
 * The build-time variables of the backend contract (shared/api-contract.md).
 * This module is pure so that vite.config.ts can apply the same rule at build time.
 */
export const DEFAULT_SCHOOL_CODE = 'DEMO01'

/** The site's origin when VITE_SITE_URL is unset: where `vite preview` serves a build (package.json's port). */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173'

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const IMAGE_RESIZER_ERROR =
  'VITE_IMAGE_RESIZER must be an http(s) URL template (or a path on the site, starting with /) holding {url} (or ' +
  '{rawUrl}) and {width} after its host, such as https://img.example-school.org/?url={url}&w={width}'

/** A template filled in with a sample photo URL and width. */
const filledIn = (template: string, photo: string) =>
  template
    .replaceAll(RESIZER_URL, encodeURIComponent(photo))
    .replaceAll(RESIZER_RAW_URL, photo)
    .replaceAll(RESIZER_WIDTH, '320')

/**
 * A resizer template: a source placeholder and the width, and filled in an http(s) URL whose origin does not
 * depend on the photo (the Content-Security-Policy names it), or a path on the site itself
 * (`/img/{width}/{url}`, a resizer on the school's own server). Nothing protocol-relative, nothing else.
 */
function isResizerTemplate(template: string): boolean {
  const hasSource = template.includes(RESIZER_URL) || template.includes(RESIZER_RAW_URL)
  if (!hasSource || !template.includes(RESIZER_WIDTH)) return false
  if (/[\s<>"'`]/.test(template)) return false
  const sample = filledIn(template, 'https://a.example/p.jpg')
  if (sample.startsWith('/')) return !sample.startsWith('//') && !sample.startsWith('/\\')
  try {
    const url = new URL(sample)
    const sameOrigin = new URL(filledIn(template, 'http://b.example:81/q.jpg')).origin === url.origin
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && sameOrigin
  } catch {
    return false
  }
}

const MEDIA_ORIGINS_ERROR =
  'VITE_MEDIA_ORIGINS must be http(s) origins separated by commas, such as https://media.example-school.org'

/** `https://host[:port]` written as an origin alone (no path, query or credentials), or undefined. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined
  } catch {
    return undefined
  }
}

const SITE_URL_ERROR =
  "VITE_SITE_URL must be the site's public origin alone, http(s), with no path, query or credentials, such as " +
  'https://www.example-school.org'

/** Hosts that are this machine: a site there is a developer's, whatever its scheme. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/**
 * The site's public origin (canonical links, link previews, the sitemap): an origin alone, a trailing slash
 * tolerated. Undefined when the value is not one.
 */
function siteOriginOf(value: string): string | undefined {
  if (/[?#\s]/.test(value)) return undefined
  return originOf(value)
}

/**
 * Whether the site is public and served over plain HTTP (no TLS): its origin is http: and not this machine. Such a
 * host works (build/csp-plugin.ts), but browsers then run no offline worker and offer no install, so a build warns.
 */
export function isPublicPlainHttp(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl)
  return protocol === 'http:' && !LOCAL_HOSTS.has(hostname)
}

/** The origin of an absolute resizer template (for the Content-Security-Policy); undefined for none or a site path. */
const rawEnvSchema = z.object({
  VITE_API_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'VITE_API_BASE_URL must be an http(s) origin such as https://content.example.org',
      })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
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
            context.issues.push({ code: 'custom', input: item, message: MEDIA_ORIGINS_ERROR })
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
    z
      .string()
      .transform((value, context) => {
        const origin = siteOriginOf(value.trim())
        if (origin === undefined) {
          context.issues.push({ code: 'custom', input: value, message: SITE_URL_ERROR })
          return z.NEVER
        }
        return origin
      })
      .default(DEFAULT_SITE_URL),
  ),
})

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
  }
}
