/// <reference types="vite/client" />
import type { AppConfig } from '@/config/env-schema'

declare global {
  /** The validated configuration, inlined at build time (see src/config/env.ts). */
  const __APP_CONFIG__: AppConfig
  /** Identifies the build (vite.config.ts): saved query data of another build is thrown away. */
  const __BUILD_ID__: string
  /** true when this build serves the bundled demo data through MSW (see vite.config.ts). */
  const __API_MOCKING__: boolean

  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string
    readonly VITE_SCHOOL_CODE?: string
    readonly VITE_API_MOCKING?: string
  }
}

export {}
