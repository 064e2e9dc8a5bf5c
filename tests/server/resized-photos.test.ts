import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { createResizedPhotos, IMAGE_CACHE_HEADER, RESIZES_AT_ONCE } from '../../server/resized-photos'
import { parseServerConfig, ServerConfigError } from '../../server/server-config'
import { resizedUrl } from '../../src/config/resizer-template'
import { type HostileBackend, type HostileHandler, startHostileBackend } from './hostile/hostile-backend'

/**
 * With the build's resizer on the site (`/img/{width}/{url}`, as deploy/ has it) and
 * IMAGE_RESIZER_URL, the server answers the photo copies itself, behind a cache with the nginx resizer's limits:
 * one copy per photo and width, bounded work, errors never kept.
 */
const BACKEND = 'https://content.example.org'
const SITE_TEMPLATE = '/img/{width}/{url}'
const RESIZER = 'http://resizer.internal/resize?src={url}&w={width}'
const PHOTO = `${BACKEND}/api/image?url=gallery%2Fsports-day-1.jpg`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface FakeResizer {
  asked: string[]
  most: number
  fetch: typeof fetch
}

/** A resizer that answers `answer()` after `delayMs`, counting its calls and how many ran at once. */
function fakeResizer(answer: () => Response = () => jpeg(2048), delayMs = 20): FakeResizer {
  let running = 0
  const fake: FakeResizer = {
    asked: [],
    most: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      fake.asked.push(String(input))
      running += 1
      fake.most = Math.max(fake.most, running)
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, delayMs)
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(new DOMException('aborted', 'AbortError'))
          })
        })
        return answer()
      } finally {
        running -= 1
      }
    }) as typeof fetch,
  }
  return fake
}

const jpeg = (bytes: number) =>
  new Response(new Uint8Array(bytes).fill(0xff), { headers: { 'Content-Type': 'image/jpeg' } })

/** The site's server with its photo copies and nothing else; `ask` a path of it. */
function photoSite(options: Partial<Parameters<typeof createResizedPhotos>[0]>) {
  const photos = createResizedPhotos({
    siteTemplate: SITE_TEMPLATE,
    resizerTemplate: RESIZER,
    photoOrigins: [BACKEND],
    ...options,
  })
  const app = createApp({
    schoolCode: 'DEMO01',
    backend: undefined,
    securityHeaders: [['Content-Security-Policy', "default-src 'self'"]],
    log: () => undefined,
    photos,
    files: new Hono().get('*', (c) => c.text('a file of the build', 404)),
  })
  const ask = (path: string, init: RequestInit = {}) => app.request(`http://school.test${path}`, init)
  return { ask, photos }
}

const photoServer = (resizer: FakeResizer, deadlineMs?: number) => photoSite({ fetch: resizer.fetch, deadlineMs })

const copyAddress = (width: number, source = PHOTO) => resizedUrl(SITE_TEMPLATE, source, width)

describe('photos on the site’s own origin', () => {
  it('serves a copy from the site’s address, made by the resizer once, kept 30 days', async () => {
    const resizer = fakeResizer()
    const { ask } = photoServer(resizer)
    const first = await ask(copyAddress(640))
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/jpeg')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=2592000')
    expect(first.headers.get(IMAGE_CACHE_HEADER)).toBe('MISS')
    expect((await first.arrayBuffer()).byteLength).toBe(2048)
    expect(resizer.asked).toEqual([resizedUrl(RESIZER, PHOTO, 640)])
    const again = await ask(copyAddress(640))
    expect(again.headers.get(IMAGE_CACHE_HEADER)).toBe('HIT')
    expect(resizer.asked).toHaveLength(1)
  })

  it('asks the resizer once for a burst of 100 on one copy, and once per width', async () => {
    const resizer = fakeResizer()
    const { ask } = photoServer(resizer)
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(copyAddress(480))))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(resizer.asked).toHaveLength(1)
    await Promise.all([ask(copyAddress(320)), ask(copyAddress(960))])
    expect(resizer.asked).toHaveLength(3)
  })

  it.each([
    ['a width the site never asks for', `/img/641/${encodeURIComponent(PHOTO)}`],
    ['something after the address', `${copyAddress(640)}?v=2`],
    ['another encoding of the same photo', `/img/640/${encodeURIComponent(PHOTO).replace('%3A', '%3a')}`],
    ['a photo on another origin', copyAddress(640, 'https://attacker.example/a.jpg')],
    ['a photo with credentials', copyAddress(640, 'https://user:pw@content.example.org/api/image?url=a.jpg')],
    ['no photo at all', '/img/640/'],
    ['a climb out of the path', '/img/640/../api/news'],
    ['an encoded climb out of the path', '/img/640/%2e%2e%2Fapi%2Fnews'],
    [
      'a photo of the backend outside its files',
      copyAddress(640, 'https://content.example.org.attacker.example/a.jpg'),
    ],
  ])('refuses %s with 400, before any work', async (_, path) => {
    const resizer = fakeResizer()
    const { ask } = photoServer(resizer)
    const answer = await ask(path)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(resizer.asked).toHaveLength(0)
  })

  it.each([
    ['an error', () => new Response('broken', { status: 500 })],
    [
      'a page instead of a photo',
      () => new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a copy past the largest a copy can be', () => jpeg(9 * 1024 * 1024)],
  ])('never keeps %s: sent no-store, and the next visitor asks again', async (_, answer) => {
    const resizer = fakeResizer(answer)
    const { ask } = photoServer(resizer)
    const first = await ask(copyAddress(640))
    expect(first.status).toBe(502)
    expect(first.headers.get('Cache-Control')).toBe('no-store')
    expect(first.headers.get('Content-Type')).toMatch(/^text\/plain/)
    await ask(copyAddress(640))
    expect(resizer.asked).toHaveLength(2)
  })

  it('gives up on a silent resizer at its deadline', async () => {
    const resizer = fakeResizer(() => jpeg(10), 60_000)
    const { ask } = photoServer(resizer, 200)
    const started = performance.now()
    const answer = await ask(copyAddress(640))
    expect(answer.status).toBe(504)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('asks the resizer for a few copies at a time, the rest in line', async () => {
    const resizer = fakeResizer(() => jpeg(100), 30)
    const { ask } = photoServer(resizer)
    const sources = Array.from({ length: 24 }, (_, i) => `${BACKEND}/api/image?url=p${i}.jpg`)
    const answers = await Promise.all(sources.map((source) => ask(copyAddress(320, source))))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(resizer.asked).toHaveLength(24)
    expect(resizer.most).toBeLessThanOrEqual(RESIZES_AT_ONCE)
  })

  it('answers HEAD without the body, and other methods with 400', async () => {
    const { ask } = photoServer(fakeResizer())
    const head = await ask(copyAddress(640), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await ask(copyAddress(640), { method: 'POST' })).status).not.toBe(200)
  })

  it('reads IMAGE_RESIZER_URL at start-up, refusing what is not an absolute resizer template', async () => {
    const build = { apiBaseUrl: BACKEND, mocking: false }
    expect(parseServerConfig({ IMAGE_RESIZER_URL: RESIZER }, build).imageResizerUrl).toBe(RESIZER)
    expect(parseServerConfig({}, build).imageResizerUrl).toBeUndefined()
    for (const bad of ['/img/{width}/{url}', 'http://resizer.internal/resize', 'ftp://x/{url}/{width}']) {
      expect(() => parseServerConfig({ IMAGE_RESIZER_URL: bad }, build)).toThrow(ServerConfigError)
    }
    await sleep(0)
  })
})

/**
 * The same, over the network: a resizer on 127.0.0.1 (node:http) that counts what it is asked and how, answering as
 * each test wants (a photo, a body that stops, one that never ends, a redirect).
 */
describe('photos on the site’s own origin, with a real resizer on 127.0.0.1', () => {
  const resizers: HostileBackend[] = []
  afterEach(async () => {
    await Promise.all(resizers.splice(0).map((resizer) => resizer.close()))
  })

  /** The resizer, and the site's server asking it (real fetch), with short waits for the tests. */
  async function siteWithResizer(
    handler: HostileHandler,
    { deadlineMs = 1_000, inLineMs }: { deadlineMs?: number; inLineMs?: number } = {},
  ) {
    const resizer = await startHostileBackend(handler)
    resizers.push(resizer)
    const { ask, photos } = photoSite({
      resizerTemplate: `${resizer.url}/__resize?url={url}&w={width}`,
      deadlineMs,
      inLineMs,
    })
    return { resizer, ask, photos }
  }

  /** A JPEG-typed answer of `bytes` bytes after `delayMs`, counting how many are being answered at once. */
  function photoAnswer(bytes = 4096, delayMs = 10) {
    const running = { now: 0, most: 0 }
    const handler: HostileHandler = async (_, response) => {
      running.now += 1
      running.most = Math.max(running.most, running.now)
      await sleep(delayMs)
      running.now -= 1
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes) })
      response.end(Buffer.alloc(bytes, 0xff))
    }
    return { handler, running }
  }

  it('serves the copy from the site’s address, kept 30 days, asked once with no visitor header', async () => {
    const { resizer, ask } = await siteWithResizer(photoAnswer(4096).handler)
    const answer = await ask(copyAddress(640), {
      headers: {
        Cookie: 'session=secret',
        Accept: 'text/html',
        'Accept-Language': 'hi',
        'User-Agent': 'a visitor',
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=2592000')
    expect(answer.headers.get('Content-Type')).toBe('image/jpeg')
    expect(answer.headers.get('Content-Length')).toBe('4096')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'self'")
    expect(answer.headers.get('Vary')).toBeNull()
    expect((await answer.arrayBuffer()).byteLength).toBe(4096)
    expect(resizer.calls).toHaveLength(1)
    const [call] = resizer.calls
    expect(call?.url).toBe(`/__resize?url=${encodeURIComponent(PHOTO)}&w=640`)
    expect(call?.headers.accept).toBe('image/avif,image/webp,image/*')
    expect(call?.headers.cookie).toBeUndefined()
    // (fetch's own default, `*`, not the visitor's)
    expect(call?.headers['accept-language']).not.toBe('hi')
    expect(call?.headers['user-agent']).not.toBe('a visitor')
  })

  it('asks once for a burst of 100 on one copy, once more for another width', async () => {
    const { resizer, ask } = await siteWithResizer(photoAnswer(2048, 100).handler)
    const burst = await Promise.all(Array.from({ length: 100 }, () => ask(copyAddress(800))))
    expect(burst.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200))
    expect(burst.filter((answer) => answer.headers.get(IMAGE_CACHE_HEADER) === 'MISS')).toHaveLength(1)
    expect(resizer.calls).toHaveLength(1)
    await Promise.all([ask(copyAddress(800)), ask(copyAddress(1600)), ask(copyAddress(1600))])
    expect(resizer.calls.map((call) => call.url)).toEqual([
      `/__resize?url=${encodeURIComponent(PHOTO)}&w=800`,
      `/__resize?url=${encodeURIComponent(PHOTO)}&w=1600`,
    ])
  })

  it('keeps to RESIZES_AT_ONCE resizes at once, the rest in line', async () => {
    const { handler, running } = photoAnswer(100, 40)
    const { resizer, ask } = await siteWithResizer(handler)
    const sources = Array.from({ length: 20 }, (_, i) => `${BACKEND}/api/image?url=p${i}.jpg`)
    const answers = await Promise.all(sources.map((source) => ask(copyAddress(320, source))))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(resizer.calls).toHaveLength(20)
    expect(running.most).toBe(RESIZES_AT_ONCE)
  })

  it('answers 503 with Retry-After to a copy that waited in line too long, and keeps nothing', async () => {
    const { resizer, ask, photos } = await siteWithResizer(photoAnswer(100, 400).handler, { inLineMs: 50 })
    const sources = Array.from({ length: RESIZES_AT_ONCE + 1 }, (_, i) => `${BACKEND}/api/image?url=q${i}.jpg`)
    const answers = await Promise.all(sources.map((source) => ask(copyAddress(320, source))))
    const late = answers.at(-1)
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
    expect(late?.status).toBe(503)
    expect(late?.headers.get('Retry-After')).toBe('5')
    expect(late?.headers.get('Cache-Control')).toBe('no-store')
    expect(resizer.calls).toHaveLength(RESIZES_AT_ONCE)
    expect(photos.stats()).toMatchObject({ inResizer: 0, waiting: 0 })
    expect((await ask(copyAddress(320, sources.at(-1)))).status).toBe(200)
  })

  it('gives up at the deadline on a body that stops coming, keeps nothing, and asks again next time', async () => {
    const { resizer, ask } = await siteWithResizer(
      (_, response) => {
        response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '100000' })
        response.write(Buffer.alloc(1000, 0xff))
      },
      { deadlineMs: 300 },
    )
    const started = performance.now()
    const answer = await ask(copyAddress(640))
    expect(answer.status).toBe(504)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(performance.now() - started).toBeLessThan(1_500)
    await ask(copyAddress(640))
    expect(resizer.calls).toHaveLength(2)
  })

  it('refuses a copy that never ends with 502, having read little of it', async () => {
    let written = 0
    let closed = false
    const { ask } = await siteWithResizer(async (_, response) => {
      response.on('close', () => {
        closed = true
      })
      response.writeHead(200, { 'Content-Type': 'image/jpeg' })
      const chunk = Buffer.alloc(64 * 1024, 0xff)
      // 1 GB if it were all read; the server stops reading past 8 MB and the connection closes.
      while (!closed && written < 1024 * 1024 * 1024) {
        written += chunk.byteLength
        if (!response.write(chunk))
          await new Promise((resolve) => response.once('drain', resolve).once('close', resolve))
      }
      response.end()
    })
    const answer = await ask(copyAddress(1920))
    expect(answer.status).toBe(502)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    await expect.poll(() => closed).toBe(true)
    expect(written).toBeLessThan(64 * 1024 * 1024)
  })

  it('follows no redirect, and answers 502 when the resizer is down', async () => {
    const { resizer, ask } = await siteWithResizer((_, response) => {
      response.writeHead(302, { Location: 'http://127.0.0.1:1/elsewhere.jpg' })
      response.end()
    })
    const redirected = await ask(copyAddress(640))
    expect(redirected.status).toBe(502)
    expect(redirected.headers.get('Cache-Control')).toBe('no-store')
    expect(resizer.calls).toHaveLength(1)
    await resizer.close()
    const down = await ask(copyAddress(480))
    expect(down.status).toBe(502)
    expect(down.headers.get('Cache-Control')).toBe('no-store')
  })
})
