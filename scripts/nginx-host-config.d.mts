// Types of scripts/nginx-host-config.mjs for the TypeScript that imports it (tests/unit/nginx-host-config.test.ts).
export const SECURITY_HEADERS_INCLUDE: string
export const EDITOR_SECURITY_HEADERS_INCLUDE: string
export const BROTLI_STATIC_MODULE: string
export const BROTLI_FILTER_MODULE: string
export const READY_TEXT: string
export function contentSecurityPolicyOf(headersFile: string, path?: string): string
export function securityHeadersWithPolicy(securityHeadersConf: string, policy: string): string
export interface LocalHost {
  port: number
  root: string
  securityHeaders: string
  editorSecurityHeaders?: string
  buildRecords?: boolean
  serverIncludes?: string[]
}
export function localServerBlock(siteConf: string, host: LocalHost): string
export function overTls(serverBlock: string, port: number, tls: { certificate: string; key: string }): string
export interface LocalFront {
  port: number
  serverPort: number
  cacheFolder: string
  tls?: { certificate: string; key: string }
}
export function localFrontConfig(
  httpConf: string,
  siteConf: string,
  front: LocalFront,
): { httpPart: string; serverBlock: string }
export interface MainConfig {
  prefix: string
  serverBlock: string
  asRoot: boolean
  httpIncludes?: string[]
  workerProcesses?: number | 'auto'
  modules?: string[]
}
export function nginxMainConfig(config: MainConfig): string
export function pageFileOf(path: string): string
