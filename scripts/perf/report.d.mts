// Types of scripts/perf/report.mjs for the TypeScript that imports it (tests/unit/perf-report.test.ts).
export const DEFAULT_ROUTES: string[]
export const PHOTO_ROUTES: string[]
export const HOST_IDS: readonly ['h2', 'nginx', 'server', 'server-h2', 'server-nginx']
export type HostId = (typeof HOST_IDS)[number]
export const OWN_DIST: string
export const SITE_PHOTOS_DIST: string
export const SMOKE_HARD_LIMIT_S: number
export interface Build {
  name: string
  dir: string
}
export interface PerfFlags {
  runs: number
  smoke: boolean
  ownBuild: boolean
  builds: Build[]
  apiPort: number
  routes: string[]
  hosts: HostId[]
  photos: boolean
  realPhotos: boolean
  out: string
  saveLhr: string | undefined
  serve: boolean
  timeBoxS: number
  throttling: 'simulate' | 'devtools'
  serverPhotos: 'site' | undefined
  serverDist: string | undefined
}
export type Metric =
  'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'bytesBeforeLcp' | 'imageBytes' | 'oversizedBytes'
export type Sample = Partial<Record<Metric, number>>
export function readFlags(argv: string[], known: readonly string[]): Map<string, string | true>
export function countOf(value: string | true | undefined, name: string, fallback: number): number
export function parsePerfFlags(argv: string[]): PerfFlags
export function roundRobin<T>(
  runs: number,
  routes: string[],
  targets: T[],
): Array<{ round: number; route: string; target: T }>
export function median(values: Array<number | undefined>): number
export function range(values: Array<number | undefined>): number
export function format(value: number, metric: Metric): string
export function cell(samples: Sample[], metric: Metric): string
export function markdownTable(header: string[], rows: string[][], left?: number): string[]
export function lighthouseTable(
  cells: Array<{ route: string; build: string; samples: Sample[] }>,
  showBuild: boolean,
): string[]
export interface LighthouseSettings {
  throttlingMethod?: string
  throttling?: {
    rttMs?: number
    throughputKbps?: number
    requestLatencyMs?: number
    downloadThroughputKbps?: number
    uploadThroughputKbps?: number
    cpuSlowdownMultiplier?: number
  }
}
export function throttlingText(settings: LighthouseSettings | undefined): string
export function photoTable(
  cells: Array<{ route: string; build: string; without: Sample[]; with: Sample[] }>,
  showBuild: boolean,
): string[]
export function verdictOf(
  a: number[],
  b: number[],
  metric: Metric,
): { gain: number; spread: number; verdict: 'gain' | 'loss' | 'no difference' }
