import { config } from '@/config/env'
import { SAME_ORIGIN_API_ATTRIBUTE } from '@/config/page-markers'

/**
 * Where a render at request time sends its calls (server/render-page.ts): the origin it builds their URLs on and the
 * function that answers them (the server's backend cache, without a trip over the network). Unset in the browser.
 */
interface ServerApi {
  origin: string
  fetch: (request: Request) => Promise<Response>
  /**
   * Whether the pages rendered are sent by the optional server, which marks them to call /api/ on the site and
   * serves the feeds; false for the build's snapshot of its data pages, which a static host serves as files.
   */
  sendsPages: boolean
}

let serverApi: ServerApi | undefined

/** Called once by the optional server at start-up, and by a live build before it renders its data pages. */
export function answerApiCallsWith(api: ServerApi): void {
  serverApi = api
}

/** Whether this code runs in the optional server's render (no document; its calls are the server's). */
export function isServerRender(): boolean {
  return serverApi !== undefined
}

/** Whether this render is of a page the optional server sends (not of one the build writes). */
export function isRenderForTheServer(): boolean {
  return serverApi?.sendsPages ?? false
}

/** The server's function for the calls, or undefined in the browser (the browser's own fetch). */
export function serverApiFetch(): ServerApi['fetch'] | undefined {
  return serverApi?.fetch
}

/**
 * Absolute origin of the backend, for the URLs of its files (photos, documents: api/image-url.ts). With no
 * VITE_API_BASE_URL it is the site's own origin, where the mock worker (or a reverse proxy) answers. The optional
 * server renders pages only for a build with VITE_API_BASE_URL (server/node.ts), so a page's file URLs are the same
 * in its HTML and in the browser's render.
 */
export function apiOrigin(): string {
  if (serverApi) return config.apiBaseUrl ?? serverApi.origin
  return config.apiBaseUrl ?? new URL(document.baseURI).origin
}

/**
 * Absolute origin the backend's calls go to: the backend's (apiOrigin), except on a page the optional server sent,
 * which calls /api/ on the site itself, through the server's cache (results day reaches the backend once, not once
 * per visitor). Absolute, because ky cannot resolve relative URLs in jsdom.
 */
export function apiCallOrigin(): string {
  if (serverApi) return serverApi.origin
  if (document.documentElement.hasAttribute(SAME_ORIGIN_API_ATTRIBUTE)) return new URL(document.baseURI).origin
  return apiOrigin()
}
