import { isResizerTemplate, originOf } from '../src/config/env-schema'

/** api-contract.md, "Run time": the optional server's variables and their defaults. */
const DEFAULT_PORT = 3000
/**
 * The loopback: the server is meant to sit behind nginx or a CDN, which keep what it may share and give
 * HTTPS; listening on every address would let visitors reach it past them. `HOST=0.0.0.0` serves it directly.
 */
export const DEFAULT_HOST = '127.0.0.1'

export interface ServerConfig {
  port: number
  host: string
  /** The backend's origin, or undefined for a demo build (its data comes from the mock worker in the browser). */
  backendUrl: string | undefined
  /**
   * IMAGE_RESIZER_URL: where the server has copies of photos made when the build's resizer is a path on the site
   * (resized-photos.ts); undefined leaves that path to nginx in front.
   */
  imageResizerUrl: string | undefined
}

/** A start-up error a web admin can act on: it names the variable, what it holds and what it should hold. */
export class ServerConfigError extends Error {
  override name = 'ServerConfigError'
}

/**
 * PORT, HOST and BACKEND_URL as the server reads them at start-up. BACKEND_URL defaults to the build's
 * VITE_API_BASE_URL and follows the same rule: an http(s) origin alone (scheme, host name, optional port).
 */
export function parseServerConfig(
  env: Readonly<Record<string, string | undefined>>,
  build: { apiBaseUrl: string | undefined; mocking: boolean },
): ServerConfig {
  const buildBackendUrl = build.apiBaseUrl
  const rawPort = env.PORT?.trim() || String(DEFAULT_PORT)
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN
  if (!(port >= 1 && port <= 65535)) {
    throw new ServerConfigError(`PORT must be a port number from 1 to 65535; it is ${JSON.stringify(env.PORT)}.`)
  }
  const host = env.HOST?.trim() || DEFAULT_HOST
  const rawBackend = env.BACKEND_URL?.trim() || undefined
  const backendUrl = rawBackend === undefined ? buildBackendUrl : originOf(rawBackend)
  if (rawBackend !== undefined && backendUrl === undefined) {
    throw new ServerConfigError(
      `BACKEND_URL must be the backend's origin alone, such as https://content.example.org (http or https, a host ` +
        `name, an optional port, no path); it is ${JSON.stringify(rawBackend)}.`,
    )
  }
  // A live build without a backend origin calls /api/ on its own origin: the server must know where to send it.
  if (backendUrl === undefined && !build.mocking) {
    throw new ServerConfigError(
      'BACKEND_URL is needed: this build has no VITE_API_BASE_URL, so its pages call /api/ on the site itself, and ' +
        'the server sends those calls to BACKEND_URL.',
    )
  }
  const imageResizerUrl = env.IMAGE_RESIZER_URL?.trim() || undefined
  if (imageResizerUrl !== undefined && (!/^https?:\/\//.test(imageResizerUrl) || !isResizerTemplate(imageResizerUrl))) {
    throw new ServerConfigError(
      `IMAGE_RESIZER_URL must be the image resizer's URL template, http(s), holding {url} (or {rawUrl}) and {width}, ` +
        `such as http://127.0.0.1:8091/img/{width}/{url}; it is ${JSON.stringify(imageResizerUrl)}.`,
    )
  }
  return { port, host, backendUrl, imageResizerUrl }
}
