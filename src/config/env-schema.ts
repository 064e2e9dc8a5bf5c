import { z } from 'zod'

/**
 * The three build-time variables of the backend contract (shared/api-contract.md).
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
})

export interface AppConfig {
  /** Backend origin without trailing slash, or undefined for "same origin as the site". */
  apiBaseUrl: string | undefined
  schoolCode: string
  /** Serve the bundled demo data through MSW. */
  mocking: boolean
}

/** The contract's rule: mocks unless a backend URL is set; VITE_API_MOCKING overrides. */
export function parseConfig(raw: Record<string, unknown>): AppConfig {
  const env = rawEnvSchema.parse(raw)
  const mocking =
    env.VITE_API_MOCKING === undefined ? env.VITE_API_BASE_URL === undefined : env.VITE_API_MOCKING === 'on'
  return { apiBaseUrl: env.VITE_API_BASE_URL, schoolCode: env.VITE_SCHOOL_CODE, mocking }
}
