/// <reference types="vite/client" />
import type { AppConfig } from '@/config/env-schema'

declare global {
  /** The validated configuration, inlined at build time (see src/config/env.ts). */
  const __APP_CONFIG__: AppConfig
  /** Identifies the build (vite.config.ts): saved query data of another build is thrown away. */
  const __BUILD_ID__: string
  /** true when this build serves the bundled demo data through MSW (see vite.config.ts). */
  const __API_MOCKING__: boolean
  /** The year the build was made in (vite.config.ts): what a prerendered page says until the browser knows better. */
  const __BUILD_YEAR__: number

  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string
    readonly VITE_SCHOOL_CODE?: string
    readonly VITE_API_MOCKING?: string
    /** The site's public origin (src/config/env-schema.ts): canonical links, link previews, the sitemap. */
    readonly VITE_SITE_URL?: string
  }
}

export {}
