import type { MiddlewareHandler } from 'hono'
import { EDITOR_PATH } from '../policy/headers'

/** Header lines as `_headers` lists them. */
export type HeaderLines = ReadonlyArray<readonly [name: string, value: string]>

export interface SecurityHeadersOptions {
  /** The deployment's security headers (the build writes them to `_headers`), set on every answer that lacks one. */
  site: HeaderLines
  /**
   * The content editor's (/admin/, `_headers`' rule for it): its own policy, which the site's would stop. Without
   * them, the editor's answers get the site's.
   */
  editor?: HeaderLines
}

/**
 * The deployment's security headers on every answer, whoever made it, as a static host adds `_headers`' lines: added
 * after the answer is made, and only where it has none of its own (a data page brings its own policy, with the
 * hashes of its inline data).
 */
export function securityHeaders({ site, editor }: SecurityHeadersOptions): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = editor && c.req.path.startsWith(EDITOR_PATH) ? editor : site
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }
}
