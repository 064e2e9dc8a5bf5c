import type { Plugin } from 'vite'
import { DEFAULT_SITE_URL, isPublicPlainHttp, type AppConfig } from '../src/config/env-schema.ts'
import { NOT_STANDALONE_PAGES, type Page } from '../src/config/site-map-rows.ts'
import { EDITOR_PATH } from '../policy/headers.ts'
import { LANGS, publicPathOf } from '../src/config/languages.ts'
import { escapeXml, singleLine } from '../src/shared/escape.ts'
import { sitePagesIn } from './site-pages.ts'

/**
 * sitemap.xml and robots.txt, made from the site map on the site's own origin (VITE_SITE_URL), the origin the
 * pages' canonical links name: written into each build, and served by `npm run dev`. Nothing in public/ to go stale.
 */

export const SITEMAP_FILE = 'sitemap.xml'
export const ROBOTS_FILE = 'robots.txt'

/**
 * The sitemap of every page of the site map but those that are not pages on their own, in each language (the English
 * address, then the Hindi one under /hi), at `origin` (no trailing slash); by default the site's own pages, the magazine issues those of the data folder under the project's root.
 */
export function sitemapXml(
  origin: string,
  pages: readonly Page[] = sitePagesIn(),
  notStandalone: ReadonlySet<string> = NOT_STANDALONE_PAGES,
): string {
  const urls = pages
    .filter((page) => !notStandalone.has(page.path))
    .flatMap((page) =>
      LANGS.map((lang) => `  <url><loc>${escapeXml(origin + publicPathOf(page.path, lang))}</loc></url>`),
    )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

/**
 * Every crawler welcome but in the content editor (/admin/, a sign-in page for the school's office; its page says
 * noindex too), and where the sitemap is (an absolute URL, as the protocol wants).
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: ${EDITOR_PATH}
Sitemap: ${singleLine(`${origin}/${SITEMAP_FILE}`, "robots.txt's Sitemap line")}
`
}

export function siteFilesPlugin(config: AppConfig): Plugin {
  const files: Record<string, { type: string; body: () => string }> = {
    [`/${SITEMAP_FILE}`]: { type: 'application/xml', body: () => sitemapXml(config.siteUrl) },
    [`/${ROBOTS_FILE}`]: { type: 'text/plain', body: () => robotsTxt(config.siteUrl) },
  }
  return {
    name: 'site-files',
    configResolved(resolved) {
      if (resolved.command !== 'build' || config.apiBaseUrl === undefined) return
      // A live build for the school's site: canonical links and previews naming the preview origin help no one.
      if (config.siteUrl === DEFAULT_SITE_URL) {
        resolved.logger.warn(
          `\nVITE_SITE_URL is not set: canonical links, link previews (WhatsApp, Facebook), the sitemap and ` +
            `robots.txt name ${DEFAULT_SITE_URL}. Set it to the site's public origin, such as ` +
            `https://www.example-school.org.\n`,
        )
      } else if (isPublicPlainHttp(config.siteUrl)) {
        resolved.logger.warn(
          `\nVITE_SITE_URL is ${config.siteUrl}, plain HTTP: the site works, but browsers will not keep it for ` +
            `offline reading or offer to install it, and what parents send travels unencrypted. Serve it over ` +
            `HTTPS if the host can (deploy/README.md).\n`,
        )
      }
    },
    generateBundle() {
      for (const [path, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body() })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[new URL(req.url ?? '/', 'http://dev.local').pathname]
        if (!file) return next()
        res.writeHead(200, { 'Content-Type': `${file.type}; charset=utf-8` }).end(file.body())
      })
    },
  }
}
