import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fileUrl, firstFileUrl, firstMediaUrl, mediaUrl, safeLinkUrl } from '@/api/image-url'
import { API } from '../render-route'

describe('fileUrl: one helper for data-driven file paths', () => {
  it('uses an absolute http(s) URL as is', () => {
    expect(fileUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg')
    expect(fileUrl('http://cdn.example.org/a b.jpg')).toBe('http://cdn.example.org/a%20b.jpg')
  })

  it('turns a relative path into an /api/image?url= URL on the backend', () => {
    expect(fileUrl('uploads/gallery/a b.jpg')).toBe(`${API}/image?url=uploads%2Fgallery%2Fa%20b.jpg`)
    expect(fileUrl('/uploads/x.pdf')).toBe(`${API}/image?url=%2Fuploads%2Fx.pdf`)
  })

  it('never lets javascript:, data:, vbscript: or other schemes through, however disguised', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/x',
    ]) {
      expect(fileUrl(hostile), hostile).toBeUndefined()
    }
  })

  it('gives undefined for blanks and non-strings', () => {
    expect(fileUrl('')).toBeUndefined()
    expect(fileUrl('   ')).toBeUndefined()
    expect(fileUrl(null)).toBeUndefined()
    expect(fileUrl(42)).toBeUndefined()
    expect(fileUrl({ url: 'x' })).toBeUndefined()
  })

  it('firstFileUrl skips unusable paths', () => {
    expect(firstFileUrl(['javascript:alert(1)', '', 'a.jpg'])).toBe(`${API}/image?url=a.jpg`)
    expect(firstFileUrl([])).toBeUndefined()
    expect(firstFileUrl(undefined)).toBeUndefined()
  })

  it('property: whatever the input, the result is undefined or an http(s) URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc
            .constantFrom('javascript:', 'data:', 'JAVASCRIPT:', 'vbscript:')
            .chain((scheme) => fc.string().map((rest) => scheme + rest)),
        ),
        (input) => {
          const url = fileUrl(input)
          if (url !== undefined) expect(new URL(url).protocol).toMatch(/^https?:$/)
        },
      ),
    )
  })
})

describe('safeLinkUrl: data-driven links', () => {
  it('keeps absolute http(s) links and same-site paths', () => {
    expect(safeLinkUrl('https://www.youtube.com/watch?v=abc')).toBe('https://www.youtube.com/watch?v=abc')
    expect(safeLinkUrl('/News')).toBe('/News')
  })

  it('drops other schemes, protocol-relative and bare relative links', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'mailto:x@y.z',
      'news',
      '',
      null,
    ]) {
      expect(safeLinkUrl(hostile), String(hostile)).toBeUndefined()
    }
  })

  it('property: the result is undefined, a same-site path or an http(s) URL', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const url = safeLinkUrl(input)
        if (url === undefined) return
        if (url.trim().startsWith('/')) expect(url.trim().startsWith('//')).toBe(false)
        else expect(new URL(url).protocol).toMatch(/^https?:$/)
      }),
    )
  })
})

describe('mediaUrl: a src only from an origin the Content-Security-Policy allows', () => {
  it("takes backend paths and the site's own files, and refuses photos on any other host", () => {
    expect(mediaUrl('uploads/a.jpg')).toBe(`${API}/image?url=uploads%2Fa.jpg`)
    expect(mediaUrl(`${new URL(document.baseURI).origin}/demo-files/a.svg`)).toBe(
      `${new URL(document.baseURI).origin}/demo-files/a.svg`,
    )
    // VITE_MEDIA_ORIGINS of the test build (.env.test) lets one extra host through.
    expect(mediaUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg')
    // Any other host: the browser would block it, so it is no photo.
    expect(mediaUrl('https://elsewhere.example/a.jpg')).toBeUndefined()
    expect(mediaUrl('javascript:alert(1)')).toBeUndefined()
    expect(firstMediaUrl(['https://elsewhere.example/a.jpg', 'uploads/b.jpg'])).toBe(`${API}/image?url=uploads%2Fb.jpg`)
  })
})
