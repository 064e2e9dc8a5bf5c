import type { PluginOption } from 'vite'
import type { AppConfig } from '../src/config/env-schema'

/** Offline reading for live builds (speed issue): the Workbox service worker. None in mock builds. */
export function pwaPlugin(_config: AppConfig): PluginOption {
  return []
}
