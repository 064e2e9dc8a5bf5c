import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { DEMO_FILES_FOLDER, demoFileFor } from '../mocks/demo-files.ts'
import { createResizer, RESIZE_PATH, resizerTemplate } from '../scripts/image-resizer.mjs'
import type { AppConfig } from '../src/config/env-schema.ts'

/** The image resizer `npm run dev` uses when VITE_IMAGE_RESIZER is unset: sharp, on the dev server itself. */
export const DEV_IMAGE_RESIZER = resizerTemplate()

/**
 * The original of a photo URL the demo data points at: `/api/image?url=...` and `/api/image/...` are the demo files
 * in public/ (in the browser, MSW answers them; here the dev server reads them); anything else is fetched.
 */
async function loadDemoSource(root: string, source: string): Promise<Buffer | undefined> {
  const url = new URL(source)
  if (url.pathname === '/api/image' || url.pathname.startsWith('/api/image/')) {
    const path = url.pathname === '/api/image' ? (url.searchParams.get('url') ?? '') : url.pathname
    const name = demoFileFor(path)
    return name === undefined
      ? undefined
      : readFile(resolve(root, 'public', DEMO_FILES_FOLDER, name)).catch(() => undefined)
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
  return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined
}

/**
 * Backend photos at the size they are shown (issue 18):
 *  - `npm run dev` answers RESIZE_PATH with sharp (scripts/image-resizer.mjs), so the demo exercises the same srcset
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
      const root = server.config.root
      const resize = createResizer((source: string) => loadDemoSource(root, source))
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
