import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { ROBOTS_FILE, robotsTxt, SITEMAP_FILE, siteFilesPlugin, sitemapXml } from '../../build/site-files-plugin'
import { parseConfig } from '@/config/env-schema'
import { PAGES } from '@/config/site-map'

/** sitemap.xml and robots.txt: made from the site map, on the origin the pages' canonical links name (VITE_SITE_URL). */

const ORIGIN = 'https://www.example-school.org'
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('sitemap.xml', () => {
  it('lists every page of the site map but /SubGallery (an album needs its id) and /search, at the site origin, in English and in Hindi', () => {
    const expected = PAGES.filter((page) => page.path !== '/SubGallery' && page.path !== '/search').flatMap((page) => [
      ORIGIN + page.path,
      ORIGIN + (page.path === '/' ? '/hi' : `/hi${page.path}`),
    ])
    expect(locsOf(sitemapXml(ORIGIN))).toEqual(expected)
    expect(expected).toContain(`${ORIGIN}/`)
    expect(expected).toContain(`${ORIGIN}/hi/Events`)
    expect(sitemapXml(ORIGIN)).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    )
  })
})

describe('robots.txt', () => {
  it('allows every crawler and names the sitemap by its absolute URL', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\nSitemap: ${ORIGIN}/sitemap.xml\n`)
  })
})

describe('the site-files plugin', () => {
  const config = parseConfig({ VITE_SITE_URL: `${ORIGIN}/` })

  it('writes both files into the build, on VITE_SITE_URL', () => {
    const emitFile = vi.fn()
    const generateBundle = siteFilesPlugin(config).generateBundle as unknown as (this: unknown) => void
    generateBundle.call({ emitFile })
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: SITEMAP_FILE, source: sitemapXml(ORIGIN) })
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: ROBOTS_FILE, source: robotsTxt(ORIGIN) })
  })

  it('serves the same in development, and leaves every other address to the dev server', () => {
    type Middleware = (req: { url: string }, res: unknown, next: () => void) => void
    let middleware: Middleware | undefined
    const server = { middlewares: { use: (handler: Middleware) => (middleware = handler) } }
    ;(siteFilesPlugin(config).configureServer as unknown as (server: unknown) => void)(server)
    const writeHead = vi.fn(() => ({ end }))
    const end = vi.fn()
    const next = vi.fn()
    middleware?.({ url: '/robots.txt?x=1' }, { writeHead }, next)
    expect(writeHead).toHaveBeenCalledWith(200, { 'Content-Type': 'text/plain; charset=utf-8' })
    expect(end).toHaveBeenCalledWith(robotsTxt(ORIGIN))
    middleware?.({ url: '/sitemap.xml' }, { writeHead }, next)
    expect(end).toHaveBeenLastCalledWith(sitemapXml(ORIGIN))
    middleware?.({ url: '/about' }, { writeHead }, next)
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('warns when a live build leaves VITE_SITE_URL unset, and not a demo build', () => {
    const warnings = (env: Record<string, string>, command: 'build' | 'serve' = 'build') => {
      const warn = vi.fn()
      const plugin: Plugin = siteFilesPlugin(parseConfig(env))
      ;(plugin.configResolved as unknown as (resolved: unknown) => void)({ command, logger: { warn } })
      return warn.mock.calls.map((call) => String(call[0]))
    }
    const live = { VITE_API_BASE_URL: 'https://content.example.org' }
    expect(warnings(live)).toEqual([expect.stringContaining('VITE_SITE_URL is not set')])
    expect(warnings({ ...live, VITE_SITE_URL: ORIGIN })).toEqual([])
    // A public site without TLS works, but loses offline reading and install: said once, at build time.
    expect(warnings({ ...live, VITE_SITE_URL: 'http://www.example-school.org' })).toEqual([
      expect.stringContaining('plain HTTP'),
    ])
    expect(warnings({ ...live, VITE_SITE_URL: 'http://localhost:4173' })).toEqual([])
    expect(warnings({})).toEqual([])
    expect(warnings(live, 'serve')).toEqual([])
  })

  it('is the only source of both files: public/ has no copy on another origin to go stale', () => {
    for (const file of [SITEMAP_FILE, ROBOTS_FILE]) expect(existsSync(join(process.cwd(), 'public', file))).toBe(false)
  })
})
