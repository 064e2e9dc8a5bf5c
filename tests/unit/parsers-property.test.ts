import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { birthdaySchema } from '@/api/birthday.schema'
import { circularSchema } from '@/api/circular.schema'
import { eventSchema } from '@/api/event.schema'
import { facultySchema } from '@/api/faculty.schema'
import { galleryItemSchema } from '@/api/gallery.schema'
import { highlightSchema } from '@/api/highlight.schema'
import { fileUrl, firstFileUrl, safeLinkUrl } from '@/api/image-url'
import { newsSchema } from '@/api/news.schema'
import { notificationSchema } from '@/api/notification.schema'
import { onlineRegistrationSchema } from '@/api/online-registration.schema'
import { parseList, ResponseShapeError } from '@/api/parse'
import { principalMessageSchema } from '@/api/principal-message.schema'
import { topperSchema } from '@/api/topper.schema'
import { videoSchema } from '@/api/video.schema'
import { sanitizeHtml } from '@/shared/sanitize-html'

/**
 * Property tests of the hostile-data defences (security issue), beyond the examples and properties in
 * image-url.test.ts and sanitize-html.test.ts: every list parser over arbitrary JSON, the sanitiser over generated
 * HTML trees checked in the DOM, and the URL helper over arbitrary schemes and disguises.
 */

const RUNS = { numRuns: 300 }

/** Every list schema with the fields a page relies on after parsing. */
const SCHEMAS = {
  birthday: { schema: birthdaySchema, required: ['name', 'date'], files: ['attachments'] },
  circular: { schema: circularSchema, required: ['category', 'title'], files: ['attachments'] },
  event: { schema: eventSchema, required: ['title'], files: ['images', 'attachments'] },
  faculty: { schema: facultySchema, required: ['name'], files: ['attachments'] },
  gallery: { schema: galleryItemSchema, required: ['_id', 'category', 'title'], files: ['attachments'] },
  highlight: { schema: highlightSchema, required: ['title'], files: ['attachments'] },
  news: { schema: newsSchema, required: ['title'], files: ['attachments'] },
  notification: { schema: notificationSchema, required: ['title'], files: ['image', 'attachments'] },
  onlineRegistration: { schema: onlineRegistrationSchema, required: [], files: ['attachments'] },
  principalMessage: { schema: principalMessageSchema, required: ['category', 'message'], files: ['attachments'] },
  topper: { schema: topperSchema, required: ['class', 'sessionYear', 'name', 'division'], files: ['attachments'] },
  video: { schema: videoSchema, required: ['title', 'videoUrl'], files: [] },
} as const

const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '',
  '   ',
  '\u0000',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
]

/** Any JSON value, with the hostile strings mixed in. */
const jsonish = fc.oneof(fc.jsonValue(), fc.constantFrom(...HOSTILE_STRINGS))

/** A record with the schema's own field names holding anything, plus a few arbitrary keys. */
function recordLike(fields: readonly string[]) {
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, jsonish])), { requiredKeys: [] }),
      fc.dictionary(fc.string(), jsonish, { maxKeys: 3 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }))
}

const ALL_FIELDS = [
  '_id',
  'name',
  'title',
  'category',
  'class',
  'date',
  'fromDate',
  'time',
  'venue',
  'description',
  'designation',
  'qualification',
  'order',
  'message',
  'sessionYear',
  'division',
  'stream',
  'videoUrl',
  'url',
  'urlTitle',
  'attachments',
  'images',
  'image',
]

describe('list parsers: never throw on arbitrary JSON', () => {
  beforeAll(() => {
    // Dropped records are reported to the console; thousands of them here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })

  for (const [name, { schema, required, files }] of Object.entries(SCHEMAS)) {
    it(`${name}: any list parses into records with non-blank required text and string-only file lists`, () => {
      fc.assert(
        fc.property(fc.array(fc.oneof(recordLike(ALL_FIELDS), jsonish), { maxLength: 12 }), (list) => {
          const records = parseList(name, schema, list) as Array<Record<string, unknown>>
          expect(records.length).toBeLessThanOrEqual(list.length)
          for (const record of records) {
            for (const field of required) {
              expect(typeof record[field]).toBe('string')
              expect(String(record[field]).trim()).not.toBe('')
            }
            for (const field of files) {
              const value = record[field]
              expect(Array.isArray(value)).toBe(true)
              for (const path of value as unknown[]) expect(typeof path).toBe('string')
            }
          }
        }),
        RUNS,
      )
    })

    it(`${name}: anything that is not a list throws ResponseShapeError, and only that`, () => {
      fc.assert(
        fc.property(
          jsonish.filter((value) => !Array.isArray(value)),
          (value) => {
            expect(() => parseList(name, schema, value)).toThrow(ResponseShapeError)
          },
        ),
        { numRuns: 100 },
      )
    })
  }
})

describe('sanitizeHtml: generated HTML trees, checked in the DOM', () => {
  const TAGS = [
    'p',
    'a',
    'img',
    'div',
    'span',
    'script',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'style',
    'form',
    'button',
    'input',
    'details',
    'video',
    'audio',
    'source',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'table',
  ]
  const ATTRIBUTES = [
    'href',
    'src',
    'onerror',
    'onload',
    'onclick',
    'onmouseover',
    'ontoggle',
    'style',
    'action',
    'formaction',
    'srcdoc',
    'xlink:href',
    'data',
    'target',
    'srcset',
    'poster',
    'background',
    'http-equiv',
    'content',
  ]
  const URLS = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    '//evil.example/x',
    'https://example.org/a.jpg',
    '/News',
    'photo.jpg',
    'mailto:office@example.org',
  ]
  const attributeValue = fc.oneof(fc.constantFrom(...URLS), fc.constantFrom('alert(1)', '_blank', ''), fc.string())
  const element: fc.Memo<string> = fc.memo((depth) =>
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), attributeValue), { maxLength: 3 }),
        depth > 1 ? fc.array(fc.oneof(element(depth - 1), fc.string()), { maxLength: 3 }) : fc.constant([]),
      )
      .map(([tag, attributes, children]) => {
        const attrs = attributes.map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`).join('')
        return `<${tag}${attrs}>${children.join('')}</${tag}>`
      }),
  )

  it('never keeps an executable element, a handler, or an unsafe URL', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(element(3), fc.string()), { maxLength: 4 }), (parts) => {
        const container = document.createElement('div')
        container.innerHTML = sanitizeHtml(parts.join(''))
        expect(
          container.querySelector('script, iframe, object, embed, svg, math, style, form, base, meta, link'),
        ).toBeNull()
        for (const node of container.querySelectorAll('*')) {
          for (const attribute of node.getAttributeNames()) {
            expect(attribute.startsWith('on'), `${node.tagName} ${attribute}`).toBe(false)
            expect(['style', 'srcdoc', 'action', 'formaction', 'xlink:href', 'srcset']).not.toContain(attribute)
          }
          const href = node.getAttribute('href')
          if (href !== null) {
            const url = new URL(href, 'https://site.example/')
            expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol)
            if (!/^[a-z]+:/i.test(href)) expect(url.origin).toBe('https://site.example')
          }
          const src = node.getAttribute('src')
          if (src !== null) expect(['http:', 'https:']).toContain(new URL(src).protocol)
          if (node.getAttribute('target') === '_blank') expect(node.getAttribute('rel')).toBe('noopener noreferrer')
        }
      }),
      RUNS,
    )
  })
})

describe('URL helper: never a non-allowlisted scheme', () => {
  const SITE = 'https://site.example/'
  /** Any scheme, in any case, disguised with the characters browsers ignore. */
  const ignored = fc.constantFrom('', '\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u007f')
  const disguisedUrl = fc
    .tuple(
      fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/),
      fc.array(fc.tuple(fc.nat(12), ignored), { maxLength: 3 }),
      fc.constantFrom(':', ':/', '://', ':\\\\'),
      fc.string(),
      ignored,
    )
    .map(([scheme, inserts, separator, rest, prefix]) => {
      let disguised = scheme
      for (const [position, character] of inserts) {
        const at = Math.min(position, disguised.length)
        disguised = disguised.slice(0, at) + character + disguised.slice(at)
      }
      return `${prefix}${disguised}${separator}${rest}`
    })
  const anyInput = fc.oneof(disguisedUrl, fc.string(), fc.webUrl(), jsonish)

  it('fileUrl gives undefined or an http(s) URL', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = fileUrl(input)
        if (result !== undefined) expect(['http:', 'https:']).toContain(new URL(result).protocol)
      }),
      { numRuns: 1000 },
    )
  })

  it('firstFileUrl over lists of anything gives undefined or an http(s) URL', () => {
    fc.assert(
      fc.property(fc.array(anyInput, { maxLength: 5 }), (inputs) => {
        const result = firstFileUrl(inputs)
        if (result !== undefined) expect(['http:', 'https:']).toContain(new URL(result).protocol)
      }),
      RUNS,
    )
  })

  it('safeLinkUrl gives undefined, an http(s) URL, or a path that stays on the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `/\t/${rest}`),
        ),
        (input) => {
          const result = safeLinkUrl(input)
          if (result === undefined) return
          const url = new URL(result, SITE)
          expect(['http:', 'https:']).toContain(url.protocol)
          if (!/^[a-z][a-z0-9+.-]*:/i.test(result)) expect(url.origin).toBe(new URL(SITE).origin)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
