/**
 * The offline worker's file (build/pwa-plugin.ts writes it at the site's root; main.tsx registers it). Its own module
 * so that the build and the page name the same file.
 */
export const OFFLINE_WORKER_FILE = 'sw.js'
