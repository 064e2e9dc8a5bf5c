import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, securityHeaders } from '../../build/csp-plugin'

/** The Content-Security-Policy and header set computed from the build configuration (build/csp-plugin.ts). */

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, with no unsafe source, and locks objects, base and forms', () => {
    const policy = directives(contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [] }))
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org'])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    // A meta tag cannot carry these.
    expect(policy.has('frame-ancestors')).toBe(false)
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('adds the backend origin (not its path) to data, image and media sources', () => {
    const policy = directives(
      contentSecurityPolicy({ apiBaseUrl: 'https://content.example.org/school', mediaOrigins: [] }),
    )
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(policy.get(name)).toContain('https://content.example.org')
    }
    expect(policy.get('script-src')).toEqual(["'self'"])
  })

  it('lets images come from the image resizer (VITE_IMAGE_RESIZER), and nothing else from it', () => {
    const policy = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://content.example.org',
        mediaOrigins: [],
        imageResizer: 'https://img.example-school.org/?url={url}&w={width}',
      }),
    )
    expect(policy.get('img-src')).toEqual(["'self'", 'https://content.example.org', 'https://img.example-school.org'])
    for (const name of ['script-src', 'connect-src', 'media-src', 'frame-src', 'default-src']) {
      expect(policy.get(name)).not.toContain('https://img.example-school.org')
    }
    // A resizer on the site's own server needs nothing more than 'self'.
    const samePlace = directives(
      contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [], imageResizer: '/img/{width}/?url={url}' }),
    )
    expect(samePlace.get('img-src')).toEqual(["'self'"])
  })

  it('adds the extra media origins (VITE_MEDIA_ORIGINS) to image, media and download sources, nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({ apiBaseUrl: 'https://content.example.org', mediaOrigins: ['https://media.example.org'] }),
    )
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(policy.get(name)).toEqual(["'self'", 'https://content.example.org', 'https://media.example.org'])
    }
    for (const name of ['script-src', 'frame-src', 'default-src', 'style-src']) {
      expect(policy.get(name)).not.toContain('https://media.example.org')
    }
    expect(directives(contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [] })).get('img-src')).toEqual([
      "'self'",
    ])
  })

  it('the header version adds frame-ancestors and the rest of the deployment headers', () => {
    const headers = new Map(securityHeaders({ apiBaseUrl: 'https://content.example.org', mediaOrigins: [] }))
    expect(directives(headers.get('Content-Security-Policy') ?? '').get('frame-ancestors')).toEqual(["'self'"])
    expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Permissions-Policy')).toContain('camera=()')
    expect(headersFile({ apiBaseUrl: undefined, mediaOrigins: [] })).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'/m,
    )
  })

  it('upgrades insecure requests on an HTTPS site only: on a plain-HTTP host that would ask for every file over https', () => {
    const headerPolicy = (siteUrl?: string) =>
      directives(contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [], siteUrl }, { forHeader: true }))
    expect(headerPolicy('https://www.example-school.org').has('upgrade-insecure-requests')).toBe(true)
    expect(headerPolicy(undefined).has('upgrade-insecure-requests')).toBe(true)
    expect(headerPolicy('http://www.example-school.org').has('upgrade-insecure-requests')).toBe(false)
    expect(headerPolicy('http://www.example-school.org').get('frame-ancestors')).toEqual(["'self'"])
    // The meta element's policy never carries it.
    const metaPolicy = contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [], siteUrl: 'https://a.org' })
    expect(directives(metaPolicy).has('upgrade-insecure-requests')).toBe(false)
  })
})

describe('a policy no configuration value can rewrite', () => {
  it('refuses a source that would add a directive, a policy or a quoted keyword, in the meta and header policy', () => {
    for (const origin of [
      'https://media.example;script-src-elem',
      'https://media.example,https://evil.example',
      'https://content.example"x',
      "https://evil.example 'unsafe-inline'",
    ]) {
      expect(() => contentSecurityPolicy({ apiBaseUrl: undefined, mediaOrigins: [origin] }), origin).toThrow(
        /Content-Security-Policy source/,
      )
      expect(() => headersFile({ apiBaseUrl: undefined, mediaOrigins: [origin] }), origin).toThrow()
    }
    expect(() => contentSecurityPolicy({ apiBaseUrl: 'https://content.example"x', mediaOrigins: [] })).toThrow()
  })
})

/**
 * Permissions-Policy feature names Chromium recognises (its permissions_policy_features.json5, the ones a school site
 * might think of denying). A name missing from Chromium logs "Unrecognized feature" on every page: `bluetooth` did
 * in Chromium 156 (checked by loading a page with each name in its own header).
 */
const CHROMIUM_PERMISSIONS_POLICY_FEATURES = new Set([
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'xr-spatial-tracking',
])

/** The feature names of a Permissions-Policy value (`camera=(), midi=()`). */
const featuresOf = (policy: string) => policy.split(',').map((entry) => entry.trim().split('=')[0])

describe('Permissions-Policy', () => {
  it('denies only features Chromium knows, so no page logs an "Unrecognized feature" warning', () => {
    const policy = new Map(securityHeaders({ apiBaseUrl: undefined, mediaOrigins: [] })).get('Permissions-Policy')
    const features = featuresOf(policy ?? '')
    expect(features).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment']))
    expect(features.filter((feature) => !CHROMIUM_PERMISSIONS_POLICY_FEATURES.has(feature ?? ''))).toEqual([])
  })

  it('is the same in the nginx snippet as in the build', () => {
    const snippet = readFileSync(join(__dirname, '..', '..', 'deploy', 'security-headers.conf'), 'utf8')
    const line = /^add_header Permissions-Policy "([^"]*)" always;$/m.exec(snippet)
    expect(line?.[1]).toBe(
      new Map(securityHeaders({ apiBaseUrl: undefined, mediaOrigins: [] })).get('Permissions-Policy'),
    )
  })
})
