import { z } from 'zod'

/**
 * The build-time variables of the backend contract (shared/api-contract.md).
 * This module is pure so that vite.config.ts can apply the same rule at build time.
 */
export const DEFAULT_SCHOOL_CODE = 'DEMO01'

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const rawEnvSchema = z.object({
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
})

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
  }
}
