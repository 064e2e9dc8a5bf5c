import type { Plugin } from 'vite'

/** One entry of Vite's manifest (keyed by source path, or by `_file` for a chunk without a source of its own). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

export interface BundleRecords {
  manifest: ViteManifest
  /** Each chunk file and the modules it holds, as paths from the project root. */
  chunkModules: Record<string, string[]>
}

export const MANIFEST_FILE: string
export const CHUNK_MODULES_FILE: string
export function routeSourceOf(path: string, routeSources?: readonly string[]): string
export function routeSourcesOf(manifest: ViteManifest): string[]
export function chunksOfSource(manifest: ViteManifest, source: string): string[]
export function entryChunks(manifest: ViteManifest): string[]
export function withStaticImports(manifest: ViteManifest, keys: string[]): ManifestChunk[]
export function readBundleRecords(outDir: string): BundleRecords
export function chunkModulesRecord(): Plugin
