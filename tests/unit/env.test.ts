import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SCHOOL_CODE,
  DEFAULT_SITE_URL,
  DEFAULT_SNAPSHOT_MAX_AGE_HOURS,
  imageResizerOrigin,
  parseConfig,
} from '@/config/env-schema'

describe('configuration rule (api-contract.md, "Configuration")', () => {
  it('uses the bundled mocks when no backend URL is set', () => {
    expect(parseConfig({})).toEqual({
      apiBaseUrl: undefined,
      schoolCode: DEFAULT_SCHOOL_CODE,
      mocking: true,
      mediaOrigins: [],
      siteUrl: DEFAULT_SITE_URL,
      snapshotMaxAgeHours: DEFAULT_SNAPSHOT_MAX_AGE_HOURS,
    })
  })

  it('treats a blank backend URL as unset', () => {
    expect(parseConfig({ VITE_API_BASE_URL: '  ' }).mocking).toBe(true)
  })

  it('talks to the backend, without mocks, when a URL is set (trailing slash removed)', () => {
    const config = parseConfig({ VITE_API_BASE_URL: 'https://content.example.org/', VITE_SCHOOL_CODE: 'SMS01' })
    expect(config).toEqual({
      apiBaseUrl: 'https://content.example.org',
      schoolCode: 'SMS01',
      mocking: false,
      mediaOrigins: [],
      siteUrl: DEFAULT_SITE_URL,
      snapshotMaxAgeHours: DEFAULT_SNAPSHOT_MAX_AGE_HOURS,
    })
  })

  it('reads the snapshot bound in hours, and refuses one that is not a positive number', () => {
    expect(parseConfig({ VITE_SNAPSHOT_MAX_AGE_HOURS: '0.5' }).snapshotMaxAgeHours).toBe(0.5)
    expect(parseConfig({ VITE_SNAPSHOT_MAX_AGE_HOURS: ' ' }).snapshotMaxAgeHours).toBe(DEFAULT_SNAPSHOT_MAX_AGE_HOURS)
    expect(() => parseConfig({ VITE_SNAPSHOT_MAX_AGE_HOURS: '0' })).toThrow(/VITE_SNAPSHOT_MAX_AGE_HOURS/)
    expect(() => parseConfig({ VITE_SNAPSHOT_MAX_AGE_HOURS: 'a day' })).toThrow(/VITE_SNAPSHOT_MAX_AGE_HOURS/)
  })

  it('lets VITE_API_MOCKING override the rule both ways', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'https://content.example.org', VITE_API_MOCKING: 'on' }).mocking).toBe(true)
    expect(parseConfig({ VITE_API_MOCKING: 'off' }).mocking).toBe(false)
  })

  it('rejects a backend URL that is not http(s), a school code that is not a path segment, and a bad mocking flag', () => {
    expect(() => parseConfig({ VITE_API_BASE_URL: 'javascript:alert(1)' })).toThrow(/VITE_API_BASE_URL/)
    expect(() => parseConfig({ VITE_API_BASE_URL: 'content.example.org' })).toThrow(/VITE_API_BASE_URL/)
    expect(() => parseConfig({ VITE_SCHOOL_CODE: '../admin' })).toThrow(/VITE_SCHOOL_CODE/)
    expect(() => parseConfig({ VITE_API_MOCKING: 'yes' })).toThrow(/VITE_API_MOCKING/)
  })

  it('reads VITE_MEDIA_ORIGINS as a list of origins (commas or spaces), and rejects anything but bare http(s) origins', () => {
    expect(parseConfig({}).mediaOrigins).toEqual([])
    expect(parseConfig({ VITE_MEDIA_ORIGINS: ' ' }).mediaOrigins).toEqual([])
    expect(
      parseConfig({
        VITE_MEDIA_ORIGINS: 'https://media.example.org, https://cdn.example.org:8443/ https://media.example.org',
      }).mediaOrigins,
    ).toEqual(['https://media.example.org', 'https://cdn.example.org:8443'])
    for (const bad of ['javascript:alert(1)', 'media.example.org', 'https://media.example.org/photos', '*', 'data:']) {
      expect(() => parseConfig({ VITE_MEDIA_ORIGINS: bad })).toThrow(/VITE_MEDIA_ORIGINS/)
    }
  })

  it('reads VITE_IMAGE_RESIZER as a URL template with {url} and {width}, or a path on the site', () => {
    expect(parseConfig({}).imageResizer).toBeUndefined()
    expect(parseConfig({ VITE_IMAGE_RESIZER: '  ' }).imageResizer).toBeUndefined()
    for (const good of [
      'https://img.example-school.org/?url={url}&w={width}',
      'https://example-school.org/cdn-cgi/image/width={width},format=auto/{url}',
      '/img/{width}/?url={url}',
      'http://127.0.0.1:8787/__resize?url={url}&w={width}',
      'https://www.example-school.org/cdn-cgi/image/width={width},format=auto/{rawUrl}',
      '/img/{width}/{url}',
    ]) {
      expect(parseConfig({ VITE_IMAGE_RESIZER: good }).imageResizer).toBe(good)
    }
    for (const bad of [
      'https://img.example-school.org/?url={url}',
      'https://img.example-school.org/?w={width}',
      'javascript:alert(1)//{url}{width}',
      'data:text/html,{url}{width}',
      '//img.example-school.org/?url={url}&w={width}',
      'img.example-school.org/?url={url}&w={width}',
      'https://user:secret@img.example-school.org/?url={url}&w={width}',
      'https://img.example-school.org/?url={url}&w={width}"><script>',
      // The host must not come from the photo: the Content-Security-Policy could not name it.
      'https://{rawUrl}/?w={width}',
      'http{url}/{width}',
    ]) {
      expect(() => parseConfig({ VITE_IMAGE_RESIZER: bad }), bad).toThrow(/VITE_IMAGE_RESIZER/)
    }
  })

  it('reads VITE_SITE_URL as the site origin (a trailing slash tolerated), the preview origin when unset', () => {
    expect(DEFAULT_SITE_URL).toBe('http://127.0.0.1:4173')
    expect(parseConfig({}).siteUrl).toBe(DEFAULT_SITE_URL)
    expect(parseConfig({ VITE_SITE_URL: ' ' }).siteUrl).toBe(DEFAULT_SITE_URL)
    for (const [good, origin] of [
      ['https://www.example-school.org', 'https://www.example-school.org'],
      ['https://www.example-school.org/', 'https://www.example-school.org'],
      ['https://WWW.Example-School.org:8443', 'https://www.example-school.org:8443'],
      ['http://localhost:5173', 'http://localhost:5173'],
      ['http://127.0.0.1:4177/', 'http://127.0.0.1:4177'],
      // A host without TLS (build/csp-plugin.ts then leaves out upgrade-insecure-requests; the build warns).
      ['http://www.example-school.org', 'http://www.example-school.org'],
    ] as const) {
      expect(parseConfig({ VITE_SITE_URL: good }).siteUrl, good).toBe(origin)
    }
    for (const bad of [
      'www.example-school.org',
      'https://www.example-school.org/school',
      'https://www.example-school.org/?utm=1',
      'https://www.example-school.org?',
      'https://www.example-school.org/#top',
      'https://admin:secret@www.example-school.org',
      'ftp://www.example-school.org',
      'javascript:alert(1)',
      '//www.example-school.org',
    ]) {
      expect(() => parseConfig({ VITE_SITE_URL: bad }), bad).toThrow(/VITE_SITE_URL must be the site's public origin/)
    }
  })

  it('knows the origin of an absolute resizer template, and none for a site path', () => {
    expect(imageResizerOrigin('https://img.example-school.org:8443/r/{width}?u={url}')).toBe(
      'https://img.example-school.org:8443',
    )
    expect(imageResizerOrigin('/img/{width}/?url={url}')).toBeUndefined()
    expect(imageResizerOrigin(undefined)).toBeUndefined()
  })
})

describe('configuration that cannot break the policy', () => {
  it('refuses a media origin that would add a directive to the Content-Security-Policy', () => {
    for (const bad of [
      'https://media.example;script-src-elem,https://evil.example',
      'https://media.example;script-src-elem',
      "https://media.example 'unsafe-inline'",
      'https://media.example"x',
      'https://media_example.org',
      'https://[::1]:8443',
    ]) {
      expect(() => parseConfig({ VITE_MEDIA_ORIGINS: bad }), bad).toThrow(
        /VITE_MEDIA_ORIGINS must be http\(s\) origins/,
      )
    }
  })

  it('takes VITE_API_BASE_URL as an origin alone: no quote, credentials, path, query or hash', () => {
    for (const bad of [
      'https://content.example"x',
      "https://content.example'x",
      'https://content.example<x',
      'https://content.example&x',
      'https://user:secret@content.example.org',
      'https://user@content.example.org',
      'https://content.example.org/api',
      'https://content.example.org/school/',
      'https://content.example.org?school=1',
      'https://content.example.org/?school=1',
      'https://content.example.org#top',
      'https://content.example.org;script-src',
      'https://content.example.org,https://evil.example',
      'https://content.example.org:99999',
      'https://content.example.org\r\nX-Injected: 1',
    ]) {
      expect(() => parseConfig({ VITE_API_BASE_URL: bad }), bad).toThrow(
        /VITE_API_BASE_URL must be an http\(s\) origin/,
      )
    }
    for (const [good, origin] of [
      ['https://content.example.org', 'https://content.example.org'],
      ['https://content.example.org/', 'https://content.example.org'],
      ['http://127.0.0.1:9', 'http://127.0.0.1:9'],
      ['https://Content.Example.org:443', 'https://content.example.org'],
      // An international host name in its punycode form.
      ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
    ] as const) {
      expect(parseConfig({ VITE_API_BASE_URL: good }).apiBaseUrl, good).toBe(origin)
    }
  })

  it('refuses a VITE_SITE_URL with a quote, markup or a line break (sitemap, canonical links, robots.txt)', () => {
    for (const bad of [
      'https://www.example-school.org"x',
      'https://www.example-school.org"><script>alert(1)</script>',
      'https://www.example-school.org<x',
      'https://www.example-school.org&x',
      'https://www.example-school.org\nDisallow: /',
      'https://www.example-school.org:99999',
    ]) {
      expect(() => parseConfig({ VITE_SITE_URL: bad }), bad).toThrow(/VITE_SITE_URL must be the site's public origin/)
    }
  })

  it('refuses a resizer template whose placeholders would sit in its host, port or fragment', () => {
    for (const bad of [
      'https://img.example{width}/{url}',
      'https://img.example:{width}/{url}',
      'https://img.{width}.example/?url={url}',
      'https://img.example/?url={url}#{width}',
      'https://img.example;script-src/?url={url}&w={width}',
      'https://img.example\\evil.example/?url={url}&w={width}',
      'https://img.example/?url={url}&w={width}\r\n',
      '/\\evil.example/{width}/{url}',
    ]) {
      expect(() => parseConfig({ VITE_IMAGE_RESIZER: bad }), bad).toThrow(/VITE_IMAGE_RESIZER/)
    }
  })
})

describe('the validator stays out of the browser', () => {
  it('no browser module imports env-schema.ts (and with it zod) for more than its types', () => {
    const root = join(__dirname, '..', '..', 'src')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    const importers = files.filter((file) =>
      /^import (?!type )[^\n]*from '[./]*(config\/)?env-schema'/m.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(importers).toEqual([])
  })
})
