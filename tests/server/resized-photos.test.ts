import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { createResizedPhotos, IMAGE_CACHE_HEADER, RESIZES_AT_ONCE } from '../../server/resized-photos'
import { parseServerConfig, ServerConfigError } from '../../server/server-config'
import { resizedUrl } from '../../src/config/resizer-template'

/**
 * Issue 49, point 3: with the build's resizer on the site (`/img/{width}/{url}`, as deploy/ has it) and
 * IMAGE_RESIZER_URL, the server answers the photo copies itself, behind a cache with the nginx resizer's limits (issue
 * 34): one copy per photo and width, bounded work, errors never kept.
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

function photoServer(resizer: FakeResizer, deadlineMs?: number) {
  const photos = createResizedPhotos({
    siteTemplate: SITE_TEMPLATE,
    resizerTemplate: RESIZER,
    photoOrigins: [BACKEND],
    fetch: resizer.fetch,
    deadlineMs,
  })
  const app = createApp({
    schoolCode: 'DEMO01',
    backend: undefined,
    securityHeaders: [['Content-Security-Policy', "default-src 'self'"]],
    log: () => undefined,
    photos,
    routes: (routes) => routes.get('*', (c) => c.text('a file of the build', 404)),
  })
  const ask = (path: string, method = 'GET') => app.request(`http://school.test${path}`, { method })
  return { ask, photos }
}

const copyAddress = (width: number, source = PHOTO) => resizedUrl(SITE_TEMPLATE, source, width)

describe('photos on the site’s own origin (issue 49)', () => {
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
    const head = await ask(copyAddress(640), 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await ask(copyAddress(640), 'POST')).status).not.toBe(200)
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
