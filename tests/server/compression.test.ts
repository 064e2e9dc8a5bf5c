import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeEvents } from '../../mocks/scenarios/large'
import { createApp } from '../../server/app'
import { createBackendCache } from '../../server/backend-cache'
import { COMPRESSED_TYPES } from '../../policy/compression'
import { encodingFor, MIN_COMPRESSED_BYTES, withCompression } from '../../server/compression'
import { staticFiles } from '../../server/static-files'
import { eventSchema } from '../../src/api/event.schema'
import { EVENTS_CALENDAR_PATH, NEWS_FEED_PATH } from '../../src/config/page-markers'

/**
 * `npm start` compresses what it writes (pages, the backend's JSON, the RSS feed, the calendar) as
 * the browser asks, never when it does not ask, and sends precompressed files, photos and tiny answers as they are.
 * The whole server's handler (server/app.ts with the build's files, static-files.ts) behind node.ts's wrapper.
 */

/** Text long enough to compress, as a page's list of cards is. */
const paragraphs = (word: string) => Array.from({ length: 80 }, (_, i) => `<p>${word} ${i}</p>`).join('')
const SHELL = `<!doctype html><html lang="en"><head><title>School</title></head><body><div id="root">${paragraphs(
  'Loading',
)}</div><template id="app-start"><script type="module" src="/assets/index-abc.js"></script></template></body></html>`

const ASSET = `console.log(${JSON.stringify(paragraphs('app'))})`
/** The build's folder in small: a fixed page, the not-found page, a hashed asset with its precompressed copies, a photo. */
const FILES: Record<string, string | Buffer> = {
  'index.html': SHELL,
  'Events.html': SHELL,
  'about.html': `<!doctype html><html><body><main>${paragraphs('About us')}</main></body></html>`,
  '404.html': `<!doctype html><html><body><main>${paragraphs('Page not found')}</main></body></html>`,
  'assets/index-abc.js': ASSET,
  'assets/index-abc.js.br': brotliCompressSync(ASSET),
  'assets/index-abc.js.gz': gzipSync(ASSET),
  'images/crest.png': Buffer.alloc(4096, 7),
}

const EVENTS = largeEvents()
  .slice(0, 200)
  .map((event) => eventSchema.parse(event))

let root: string
let handler: ReturnType<typeof withCompression>

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'school-compression-'))
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), content)
  }
  const app = createApp({
    schoolCode: 'DEMO01',
    backend: createBackendCache({
      backendUrl: 'https://content.example.org',
      fetch: (async () => Response.json(EVENTS)) as typeof fetch,
    }),
    securityHeaders: [['Content-Security-Policy', "default-src 'self'"]],
    log: () => undefined,
    pages: {
      shellOf: (path) => ({ '/': SHELL, '/Events': SHELL, '/about': FILES['about.html'] as string })[path],
      render: async () => ({ status: 200, html: `<main>${paragraphs('Sports day')}</main>`, complete: true }),
      lists: async () => ({ news: [], events: EVENTS, complete: true }),
      siteUrl: 'https://www.example-school.org',
    },
    files: staticFiles(root),
  })
  handler = withCompression(app.fetch)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const ask = async (path: string, acceptEncoding?: string, method = 'GET') => {
  const headers = new Headers(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding })
  return handler(new Request(`http://school.test${path}`, { method, headers }))
}

/** The body as the browser reads it after undoing the answer's Content-Encoding. */
async function decoded(answer: Response): Promise<string> {
  const bytes = Buffer.from(await answer.arrayBuffer())
  const encoding = answer.headers.get('Content-Encoding')
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8')
  expect(encoding).toBeNull()
  return bytes.toString('utf8')
}

/** Every kind of text the server writes, by an address that answers it. */
const TEXT_ANSWERS = [
  { kind: 'a data page rendered with its data (HTML)', path: '/Events', type: /^text\/html/ },
  { kind: 'a fixed page (HTML)', path: '/about', type: /^text\/html/ },
  { kind: 'the not-found page (HTML, 404)', path: '/no-such-page', type: /^text\/html/ },
  { kind: 'a backend list (JSON)', path: '/api/events/All/DEMO01', type: /^application\/json/ },
  { kind: 'the news feed (RSS, XML)', path: NEWS_FEED_PATH, type: /^application\/rss\+xml/ },
  { kind: 'the calendar (iCalendar)', path: EVENTS_CALENDAR_PATH, type: /^text\/calendar/ },
] as const

/** What a browser may send, and the encoding it must get. */
const ASKS = [
  { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
  { acceptEncoding: 'gzip, deflate', expected: 'gzip' },
  { acceptEncoding: 'br;q=0, gzip', expected: 'gzip' },
  { acceptEncoding: 'gzip;q=0.5, br;q=0.4', expected: 'gzip' },
  { acceptEncoding: 'identity', expected: null },
  { acceptEncoding: 'gzip;q=0, br;q=0', expected: null },
  { acceptEncoding: '', expected: null },
  { acceptEncoding: undefined, expected: null },
] as const

describe('compression on the server', () => {
  describe.each(TEXT_ANSWERS)('$kind', ({ path, type }) => {
    it.each(ASKS)('Accept-Encoding: $acceptEncoding → $expected', async ({ acceptEncoding, expected }) => {
      const plain = await ask(path)
      const plainText = await plain.text()
      expect(plain.headers.get('Content-Type')).toMatch(type)
      expect(plainText.length).toBeGreaterThan(MIN_COMPRESSED_BYTES)

      const answer = await ask(path, acceptEncoding)
      expect(answer.status).toBe(plain.status)
      expect(answer.headers.get('Content-Encoding')).toBe(expected)
      // A cache in front keeps the encodings apart, whether this answer was compressed or not.
      expect(answer.headers.get('Vary')).toMatch(/Accept-Encoding/i)
      const bytes = await answer.clone().arrayBuffer()
      expect(Number(answer.headers.get('Content-Length') ?? bytes.byteLength)).toBe(bytes.byteLength)
      if (expected) expect(bytes.byteLength).toBeLessThan(new TextEncoder().encode(plainText).byteLength / 2)
      expect(await decoded(answer)).toBe(plainText)
    })
  })

  it('a page revalidated with its ETag is a 304 whichever the encoding, and the compressed copy keeps a weak ETag', async () => {
    const first = await ask('/about', 'br')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^W\//)
    const again = await handler(
      new Request('http://school.test/about', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! } }),
    )
    expect(again.status).toBe(304)
    expect(again.headers.get('Content-Encoding')).toBeNull()
  })

  it('sends the build’s precompressed assets as they are, and photos and tiny answers plain', async () => {
    const asset = await ask('/assets/index-abc.js', 'gzip, br')
    expect(asset.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(ASSET)

    const photo = await ask('/images/crest.png', 'gzip, br')
    expect(photo.headers.get('Content-Encoding')).toBeNull()
    expect(photo.headers.get('Vary')).toBeNull()
    expect((await photo.arrayBuffer()).byteLength).toBe(4096)

    const health = await ask('/healthz', 'gzip, br')
    expect(health.headers.get('Content-Encoding')).toBeNull()
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it('never compresses the answer to HEAD', async () => {
    const head = await ask('/about', 'gzip, br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Encoding')).toBeNull()
  })

  it('compresses a kept answer once, however many ask for it together', async () => {
    const before = handler.copiesMade()
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask('/api/events/All/DEMO01', 'br')))
    const bodies = new Set(await Promise.all(answers.map((answer) => decoded(answer))))
    expect(bodies.size).toBe(1)
    expect(handler.copiesMade() - before).toBeLessThanOrEqual(1)
    await Promise.all(Array.from({ length: 50 }, () => ask('/api/events/All/DEMO01', 'gzip')))
    expect(handler.copiesMade() - before).toBeLessThanOrEqual(2)
  })

  it('passes an answer it does not compress on as it is, its body unread (the server writes it straight out)', async () => {
    // A body read as a stream goes through Web streams on its way to the socket: under the bursts that cost
    // /healthz 30 to 40 ms of its p95 (scripts/check-server-bursts.mjs).
    const own = new Response(paragraphs('plain'), { headers: { 'Content-Type': 'text/html' } })
    const passed = await withCompression(() => own)(new Request('http://school.example/about'))
    expect(passed).toBe(own)
    expect(passed.headers.get('Vary')).toBe('Accept-Encoding')
    // An answer of fetch() has headers that cannot change: it is copied, still saying Vary.
    const fetched = await fetch('data:text/html,' + encodeURIComponent(paragraphs('fetched')))
    const copied = await withCompression(() => fetched)(new Request('http://school.example/about'))
    expect(copied.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await copied.text()).toBe(paragraphs('fetched'))
  })

  it.each(COMPRESSED_TYPES)('compresses every %s answer (policy/compression.ts, as nginx gzips)', async (type) => {
    const body = paragraphs(type)
    const compressing = withCompression(
      () => new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } }),
    )
    const answer = await compressing(new Request('http://school.example/x', { headers: { 'Accept-Encoding': 'gzip' } }))
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(await decoded(answer)).toBe(body)
  })

  it.each(['image/jpeg', 'application/pdf', 'font/woff2', 'application/octet-stream'])(
    'sends a %s answer as it is (compressed already, or not text)',
    async (type) => {
      const compressing = withCompression(() => new Response(paragraphs(type), { headers: { 'Content-Type': type } }))
      const answer = await compressing(new Request('http://school.example/x', { headers: { 'Accept-Encoding': 'br' } }))
      expect(answer.headers.get('Content-Encoding')).toBeNull()
    },
  )

  it('reads Accept-Encoding as the HTTP rules say (q-values, then brotli)', () => {
    expect(encodingFor('*')).toBe('br')
    expect(encodingFor('deflate')).toBeUndefined()
    expect(encodingFor('GZIP')).toBe('gzip')
    expect(encodingFor(null)).toBeUndefined()
  })
})
