import { getResponse, type HttpHandler } from 'msw'
import type { Plugin } from 'vite'
import { readDemoFile } from '../mocks/demo-files-disk.ts'
import { createHandlers } from '../mocks/handlers.ts'
import { API_PREFIX } from '../src/api/endpoints.ts'
import { createResizer, RESIZE_PATH, resizerTemplate } from './image-resizer.ts'
import type { AppConfig } from '../src/config/env-schema.ts'

/** The image resizer `npm run dev` uses when VITE_IMAGE_RESIZER is unset: sharp, on the dev server itself. */
export const DEV_IMAGE_RESIZER = resizerTemplate()

/**
 * The original of a photo URL the demo data points at. The backend's calls (`/api/...`) are answered by the same
 * mock handlers as in the browser (there MSW answers them; the dev server cannot see those answers); anything
 * else is fetched.
 */
async function loadDemoSource(handlers: HttpHandler[], source: string): Promise<Buffer | undefined> {
  const url = new URL(source)
  const response = url.pathname.startsWith(API_PREFIX)
    ? await getResponse(handlers, new Request(url))
    : await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
  return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined
}

/**
 * Backend photos at the size they are shown:
 *  - `npm run dev` answers RESIZE_PATH with sharp (build/image-resizer.ts), so the demo exercises the same srcset
 *    path a school with a resizer gets;
 *  - a live build without VITE_IMAGE_RESIZER says so in its output: phones then get the photos as uploaded.
 */
export function imageResizerPlugin(config: AppConfig): Plugin {
  return {
    name: 'image-resizer',
    configResolved(resolved) {
      if (resolved.command !== 'build' || config.mocking || config.imageResizer !== undefined) return
      resolved.logger.warn(
        '\nVITE_IMAGE_RESIZER is not set: backend photos are served as the backend sends them, at full size ' +
          '(a phone photo is 2 to 5 MB). See "Image resizer" in the README.\n',
      )
    },
    configureServer(server) {
      const handlers = createHandlers({ readFile: readDemoFile })
      const resize = createResizer((source: string) => loadDemoSource(handlers, source))
      server.middlewares.use(RESIZE_PATH, (req, res, next) => {
        const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://dev.local')
        resize(url, req.headers.accept ?? '')
          .then((copy) => {
            res.writeHead(copy.status, { 'Content-Type': copy.type, ...copy.headers }).end(copy.body)
          })
          .catch(next)
      })
    },
  }
}
