import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUEST_BODY_BYTES } from '../../server/api-proxy'
import { createApp } from '../../server/app'
import { HEALTH_PATH } from '../../server/health'
import { createBackendCache } from '../../server/backend-cache'
import { headersForPath, headersOfHeadersFile } from '../../policy/headers'
import { parseServerConfig, ServerConfigError } from '../../server/server-config'
import { IMMUTABLE_FILE_CACHE_CONTROL, NAMED_FILE_CACHE_CONTROL } from '../../policy/caching'
import { REVALIDATE, staticFiles } from '../../server/static-files'
import { BACKEND_COPY_HEADER } from '../../src/api/backend-copy'

/** A build's folder as `vite build` leaves it, in small: pages, a hashed asset with its gzip copy, a photo. */
const FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Home</h1>',
  'about.html': '<h1>About us</h1>',
  '404.html': '<h1>Page not found</h1>',
  'assets/index-abc123.js': 'console.log("app")',
  'assets/index-abc123.js.gz': gzipSync('console.log("app")'),
  'images/crest.png': 'png',
  'sw.js': 'self.skipWaiting()',
  '.vite/manifest.json': '{}',
  _headers:
    "# Generated\n/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n" +
    "/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n",
  // The content editor (build/decap-plugin.ts).
  'admin/index.html': '<title>Content manager</title>',
  'admin/config.yml': 'backend:\n  name: gitlab\n',
  'admin/decap/decap-cms.js': 'console.log("decap")',
}

let root: string
const lines: string[] = []
let app: ReturnType<typeof createApp>

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'school-server-'))
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), content)
  }
  const backendFetch = (async (input: RequestInfo | URL) =>
    Response.json({ asked: (input as Request).url })) as typeof fetch
  app = createApp({
    schoolCode: 'DEMO01',
    backend: createBackendCache({ backendUrl: 'https://content.example.org', fetch: backendFetch }),
    securityHeaders: headersOfHeadersFile(FILES._headers as string),
    editorSecurityHeaders: headersForPath(FILES._headers as string, '/admin/'),
    log: (line) => lines.push(line),
    files: staticFiles(root),
  })
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const request = (path: string, init?: RequestInit) => app.request(`http://school.test${path}`, init)

describe('the server (npm start)', () => {
  it('answers its health check, with the security headers and one log line without the query', async () => {
    lines.length = 0
    const answer = await request(`${HEALTH_PATH}?probe=secret-words`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'self'")
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/healthz 200 \d+ ms$/)
  })

  it('forwards /api/ on its own origin to the backend, through the cache', async () => {
    lines.length = 0
    const answer = await request('/api/news/all/DEMO01')
    expect(await answer.json()).toEqual({ asked: 'https://content.example.org/api/news/all/DEMO01' })
    expect(answer.headers.get('X-Backend-Cache')).toBe('MISS')
    expect((await request('/api/news/all/DEMO01')).headers.get('X-Backend-Cache')).toBe('HIT')
    expect(lines[1]).toMatch(/ GET \/api\/news\/all\/DEMO01 200 \d+ ms HIT$/)
  })

  it('offers only the backend’s /api/: an address whose dot segments climb out of it never reaches the backend', async () => {
    // A Request's URL has its dot segments resolved (the WHATWG URL rules, as @hono/node-server builds it from the
    // request line): these are /admin/users and /secret by the time they are routed, pages the build does not have.
    for (const path of ['/api/../admin/users', '/api/%2e%2e/admin/users', '/api/news/../../secret']) {
      const answer = await request(path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toBe('<h1>Page not found</h1>')
    }
  })

  it('refuses a request body larger than a TC request could be, with 413', async () => {
    const answer = await request('/api/tc/DEMO01', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1),
    })
    expect(answer.status).toBe(413)
  })

  it('a BACKEND_URL that leads back to the server ends at once with 508, not in a loop', async () => {
    let calls = 0
    const looped = createApp({
      schoolCode: 'DEMO01',
      backend: createBackendCache({
        backendUrl: 'http://school.test',
        fetch: (async (input: RequestInfo | URL) => {
          calls += 1
          return looped.request(input as Request)
        }) as typeof fetch,
      }),
      securityHeaders: [],
      log: () => undefined,
    })
    const answer = await looped.request('http://school.test/api/news/all/DEMO01')
    expect(answer.status).toBe(508)
    expect(calls).toBe(1)
  })

  it("keeps the backend cache's copy names to the server: a visitor naming one gets the whole answer, and sees none", async () => {
    const first = await request('/api/news/all/DEMO01')
    expect(first.headers.get(BACKEND_COPY_HEADER)).toBeNull()
    const named = await request('/api/news/all/DEMO01', { headers: { [BACKEND_COPY_HEADER]: 'any' } })
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ asked: 'https://content.example.org/api/news/all/DEMO01' })
    expect(named.headers.get(BACKEND_COPY_HEADER)).toBeNull()
  })

  it('without a backend (a demo build), /api/ says so with 503', async () => {
    const demo = createApp({ schoolCode: 'DEMO01', backend: undefined, securityHeaders: [], log: () => undefined })
    const answer = await demo.request('http://school.test/api/news/all/DEMO01')
    expect(answer.status).toBe(503)
  })

  it('serves pages at their addresses, to be revalidated, with an ETag that gives a 304', async () => {
    const home = await request('/')
    expect(await home.text()).toBe('<h1>Home</h1>')
    expect(home.headers.get('Cache-Control')).toBe(REVALIDATE)
    const about = await request('/about')
    expect(await about.text()).toBe('<h1>About us</h1>')
    expect(about.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(about.headers.get('Content-Security-Policy')).toBe("default-src 'self'")
    const etag = about.headers.get('ETag')
    expect(etag).toBeTruthy()
    const again = await request('/about', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect((await request('/sw.js')).headers.get('Cache-Control')).toBe(REVALIDATE)
  })

  it('sends a page asked by its file name to its address, query kept', async () => {
    const about = await request('/about.html?from=whatsapp')
    expect(about.status).toBe(301)
    expect(about.headers.get('Location')).toBe('/about?from=whatsapp')
    expect((await request('/index.html')).headers.get('Location')).toBe('/')
  })

  it('serves hashed assets for a year, as the gzip copy the browser accepts', async () => {
    const asset = await request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('Cache-Control')).toBe(IMMUTABLE_FILE_CACHE_CONTROL)
    expect(asset.headers.get('Content-Encoding')).toBe('gzip')
    const missing = await request('/assets/gone-000000.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBe(REVALIDATE)
  })

  it('keeps photos and documents for an hour', async () => {
    expect((await request('/images/crest.png')).headers.get('Cache-Control')).toBe(NAMED_FILE_CACHE_CONTROL)
  })

  it('serves the content editor at /admin/ with its own policy, its files to be revalidated; /admin goes there', async () => {
    const page = await request('/admin/')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<title>Content manager</title>')
    expect(page.headers.get('Cache-Control')).toBe(REVALIDATE)
    expect(page.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'unsafe-eval'")
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const config = await request('/admin/config.yml')
    expect(config.headers.get('Content-Type')).toMatch(/^text\/yaml/)
    expect(config.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'unsafe-eval'")
    const script = await request('/admin/decap/decap-cms.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Cache-Control')).toBe(REVALIDATE)
    const bare = await request('/admin?from=bookmark')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('Location')).toBe('/admin/')
    // Every other address keeps the site's policy.
    expect((await request('/about')).headers.get('Content-Security-Policy')).toBe("default-src 'self'")
    expect((await request('/admin/users')).status).toBe(404)
  })

  it('answers unknown addresses, folders and build records with the not-found page and 404', async () => {
    for (const path of ['/no-such-page', '/gallery', '/images/', '/.vite/manifest.json', '/_headers', '/404.html']) {
      const answer = await request(path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toBe('<h1>Page not found</h1>')
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
    }
  })
})

describe('the server’s start-up configuration', () => {
  const DEMO_BUILD = { apiBaseUrl: undefined, mocking: true }

  it('a live build that calls its own origin needs BACKEND_URL; a demo build does not', () => {
    const sameOrigin = { apiBaseUrl: undefined, mocking: false }
    expect(() => parseServerConfig({}, sameOrigin)).toThrow(/BACKEND_URL is needed/)
    expect(parseServerConfig({ BACKEND_URL: 'https://content.example.org' }, sameOrigin).backendUrl).toBe(
      'https://content.example.org',
    )
    expect(parseServerConfig({}, DEMO_BUILD).backendUrl).toBeUndefined()
  })

  it('defaults to port 3000 on the loopback only (behind nginx or a CDN), and the build’s backend', () => {
    expect(parseServerConfig({}, { apiBaseUrl: 'https://content.example.org', mocking: false })).toEqual({
      port: 3000,
      host: '127.0.0.1',
      backendUrl: 'https://content.example.org',
    })
  })

  it('takes PORT, HOST and BACKEND_URL (a trailing slash tolerated)', () => {
    expect(
      parseServerConfig({ PORT: '8080', HOST: '0.0.0.0', BACKEND_URL: 'http://10.0.0.5:5000/' }, DEMO_BUILD),
    ).toEqual({ port: 8080, host: '0.0.0.0', backendUrl: 'http://10.0.0.5:5000' })
  })

  it('refuses a bad BACKEND_URL or PORT with a message naming the variable and its value', () => {
    for (const bad of ['content.example.org', 'ftp://content.example.org', 'https://x.org/api', 'https://a.org;b']) {
      expect(() => parseServerConfig({ BACKEND_URL: bad }, DEMO_BUILD)).toThrow(ServerConfigError)
      expect(() => parseServerConfig({ BACKEND_URL: bad }, DEMO_BUILD)).toThrow(/BACKEND_URL .*origin alone/)
    }
    expect(() => parseServerConfig({ PORT: '70000' }, DEMO_BUILD)).toThrow(/PORT must be a port number .*"70000"/)
    expect(() => parseServerConfig({ PORT: 'http' }, DEMO_BUILD)).toThrow(ServerConfigError)
  })
})
