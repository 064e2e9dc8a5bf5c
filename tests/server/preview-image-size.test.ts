import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { createPreviewImageSizes, withPreviewImageSize } from '../../server/preview-image-size'

/** A JPEG of `width` × `height`, as the resizer sends one. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .toBuffer()

const PHOTO = 'https://resizer.example/__resize?url=a%2Fb.jpg&w=1200'
/** A rendered page's head as React writes it: a backend photo through the resizer, its width and no height. */
const page = (image = PHOTO.replace(/&/g, '&amp;')) =>
  `<html><head><meta property="og:image" content="${image}"/><meta property="og:image:width" content="1200"/>` +
  `<meta property="og:image:alt" content="A photo"/></head><body></body></html>`

const answering = (body: (() => Promise<Buffer>) | string, delayMs = 0) =>
  vi.fn(async () => {
    await new Promise((done) => setTimeout(done, delayMs))
    const bytes: Uint8Array = typeof body === 'string' ? new TextEncoder().encode(body) : await body()
    return new Response(new Uint8Array(bytes))
  })

describe("a data page's preview photo size", () => {
  it("is the image's own: a 4:3 photo at 1200 px is 1200 × 900, read once for every page after", async () => {
    const fetch = answering(() => jpeg(1200, 900))
    const sizes = createPreviewImageSizes({ fetch })
    for (let visit = 0; visit < 3; visit += 1) {
      const { html, complete } = await withPreviewImageSize(page(), sizes)
      expect(html).toContain('<meta property="og:image:width" content="1200"/>')
      expect(html).toContain('<meta property="og:image:height" content="900"/>')
      expect(complete).toBe(true)
    }
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(PHOTO, expect.anything())
  })

  it('gives a photo smaller than 1200 px its own width (the resizer never enlarges)', async () => {
    const sizes = createPreviewImageSizes({ fetch: answering(() => jpeg(800, 1000)) })
    const { html } = await withPreviewImageSize(page(), sizes)
    expect(html).toContain('content="800"/><meta property="og:image:height" content="1000"/>')
    expect(html).not.toContain('content="1200"')
  })

  it('leaves the page as it was when the image cannot be read, and a page with both sizes untouched', async () => {
    const sizes = createPreviewImageSizes({ fetch: answering('<html>not an image</html>') })
    expect(await withPreviewImageSize(page(), sizes)).toEqual({ html: page(), complete: true })
    const school =
      '<head><meta property="og:image" content="https://school.example/images/share/school.jpg"/>' +
      '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/></head>'
    const untouched = vi.fn()
    expect(await withPreviewImageSize(school, createPreviewImageSizes({ fetch: untouched }))).toEqual({
      html: school,
      complete: true,
    })
    expect(untouched).not.toHaveBeenCalled()
  })

  it('does not hold the page for a slow image: sent without the size and not for a CDN to keep; the next has it', async () => {
    const sizes = createPreviewImageSizes({ fetch: answering(() => jpeg(1200, 800), 500) })
    const first = await withPreviewImageSize(page(), sizes)
    expect(first).toEqual({ html: page(), complete: false })
    await new Promise((done) => setTimeout(done, 600))
    expect((await withPreviewImageSize(page(), sizes)).html).toContain('og:image:height" content="800"')
  })
})
