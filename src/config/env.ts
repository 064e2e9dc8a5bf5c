import type { AppConfig } from './env-schema'

/**
 * The configuration, validated once: vite.config.ts runs parseConfig (env-schema.ts) over the VITE_ variables
 * at build time, so a bad value fails the build, and inlines the result here. No validator ships to the browser.
 */
export const config: AppConfig = __APP_CONFIG__
