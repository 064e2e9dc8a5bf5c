import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { createBackendCache } from '../../../server/backend-cache'
import { json, startHostileBackend, type HostileBackend } from './hostile-backend'

/**
 * Only the contract's calls reach the backend (shared/api-contract.md, "Calls"): GET and HEAD of
 * its read calls, POST of the TC request, and nothing else. Every other method is a 405 with `Allow`, an address the
 * contract does not have a 404, and an address a backend could read as a climb out of `/api/` (encoded slashes or
 * backslashes, dot segments, NUL, an encoding twice) a 400: refused before the body is read, and the backend, which
 * answers 200 to anything, never sees any of them.
 */

let backend: HostileBackend
let app: ReturnType<typeof createApp>
/** The app behind Node's own HTTP server, for request lines a Request object cannot carry. */
let edge: ServerType
let edgePort: number

beforeAll(async () => {
  // A backend that answers every method and address with 200, as the one in the issue did.
  backend = await startHostileBackend((request, response) => json(response, { method: request.method }))
  app = createApp({
    schoolCode: 'DEMO01',
    backend: createBackendCache({ backendUrl: backend.url }),
    securityHeaders: [],
    log: () => {},
  })
  edge = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => edge.once('listening', () => resolve()))
  edgePort = (edge.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => edge.close(() => resolve()))
  await backend.close()
})

beforeEach(() => {
  backend.calls.length = 0
})

const request = (path: string, init?: RequestInit) => app.request(`http://school.test${path}`, init)

/** Each of the contract's read calls, as the site asks them. */
const READ_CALLS = [
  '/api/news/DEMO01',
  '/api/news/all/DEMO01',
  '/api/events/DEMO01',
  '/api/events/All/DEMO01',
  '/api/birthdays/DEMO01',
  '/api/birthdays/all/DEMO01',
  '/api/PrincipalMessage/DEMO01',
  '/api/gallery/DEMO01',
  '/api/gallery/All/DEMO01',
  '/api/subGallery?id=gallery-1',
  '/api/video/all/DEMO01',
  '/api/faculty/all/DEMO01',
  '/api/circular/all/DEMO01',
  '/api/highlight/DEMO01',
  '/api/notification/DEMO01',
  '/api/onlineRegistration/DEMO01',
  '/api/topper/DEMO01',
  '/api/image?url=uploads%2Fphoto.jpg',
  '/api/image/uploads/photo.jpg',
  '/api/image/DEMO01/public/Images/photo%20one.jpg',
]

/** Methods the backend answered with 200, and others a client may send. */
const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'OPTIONS', 'MKCOL', 'LOCK']

describe('methods', () => {
  it('GET and HEAD of each of the contract’s read calls reach the backend', async () => {
    for (const path of READ_CALLS) {
      for (const method of ['GET', 'HEAD']) {
        backend.calls.length = 0
        // A token's call is never answered from the cache: each reaches the backend.
        const answer = await request(path, { method, headers: { Authorization: 'Bearer t' } })
        expect(answer.status, `${method} ${path}`).toBe(200)
        expect(backend.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`${method} ${path}`])
      }
    }
  })

  it('POST reaches the backend only as the TC request, with its body', async () => {
    const answer = await request('/api/tc/DEMO01', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A', admission: '1' }),
    })
    expect(answer.status).toBe(200)
    expect(backend.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/tc/DEMO01'])
    backend.calls.length = 0
    for (const path of READ_CALLS) {
      const refused = await request(path, { method: 'POST', body: '{}' })
      expect(refused.status, path).toBe(405)
      expect(refused.headers.get('Allow'), path).toBe('GET, HEAD')
    }
    for (const method of ['GET', 'HEAD']) {
      const refused = await request('/api/tc/DEMO01', { method })
      expect(refused.status, method).toBe(405)
      expect(refused.headers.get('Allow'), method).toBe('POST')
    }
    expect(backend.calls).toEqual([])
  })

  for (const method of OTHER_METHODS) {
    it(`${method} never reaches the backend: 405 with the methods the call has`, async () => {
      for (const [path, allow] of [
        ['/api/news/all/DEMO01', 'GET, HEAD'],
        ['/api/image?url=a.jpg', 'GET, HEAD'],
        ['/api/tc/DEMO01', 'POST'],
      ] as const) {
        const answer = await request(path, { method, body: method === 'OPTIONS' ? undefined : 'x' })
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.get('Allow'), `${method} ${path}`).toBe(allow)
        expect(answer.headers.get('Cache-Control')).toBe('no-store')
      }
      expect(backend.calls).toEqual([])
    })
  }

  it('refuses before it reads the body: a PUT whose body never ends is answered at once', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'))
        // Never closed: a server that read the body first would wait for ever.
      },
    })
    const answer = await Promise.race([
      request('/api/news/all/DEMO01', { method: 'PUT', body: endless, duplex: 'half' } as RequestInit),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000)),
    ])
    expect(answer === 'waited' ? answer : answer.status).toBe(405)
    expect(backend.calls).toEqual([])
  })
})

describe('addresses', () => {
  it('an address the contract does not have is a 404, whatever the method', async () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/secret',
      '/api/news',
      '/api/news/',
      '/api/news/all/DEMO01/extra',
      '/api/news//DEMO01',
      '/api/NEWS/DEMO01',
      '/api/admin/users',
      '/api/tc',
      '/api/image/',
      // Another school's code, or a made-up one: each would be a cache key of its own.
      '/api/news/all/OTHER01',
      '/api/topper/junk-1',
      '/api/tc/OTHER01',
    ]) {
      for (const method of ['GET', 'POST', 'PUT']) {
        const answer = await request(path, { method })
        expect(answer.status, `${method} ${path}`).toBe(404)
      }
    }
    expect(backend.calls).toEqual([])
  })

  /** Addresses a backend may read as another (a climb, another file, a header of its own): each a 400. */
  const CLIMBING = [
    '/api/..%2f..%2fsecret',
    '/api/..%2F..%2Fsecret',
    '/api/news/..%2f..%2fsecret',
    '/api/image/..%2f..%2fetc%2fpasswd',
    '/api/image/..%5c..%5csecret',
    '/api/image/uploads%2f..%2f..%2fsecret',
    '/api/image/%252e%252e/%252e%252e/secret',
    '/api/image/..;/..;/secret',
    '/api/image/.;x/secret',
    '/api/image/photo%00.jpg',
    '/api/image/photo%0d%0aSet-Cookie:%20x.jpg',
    '/api/image/%e0%a4%a.jpg',
    '/api/news/DEMO01%2f..%2f..%2fsecret',
    '/api/tc/..%2fnews%2fall%2fDEMO01',
    '/api/image?url=..%2f..%2fsecret',
    '/api/image?url=uploads/../../secret',
    '/api/image?url=..%5c..%5csecret',
    '/api/image?url=photo%00.jpg',
    '/api/image?url=a.jpg&url=../../secret',
    // Encoded twice: `..%2f..%2fsecret` to a backend that decodes once more.
    '/api/image?url=..%252f..%252fsecret',
    '/api/image?url=%252e%252e%252fsecret',
    '/api/image?url=photo%2500.jpg',
    '/api/image?url=',
    '/api/image',
  ]

  it('encoded traversal and other climbs never reach the backend: 400', async () => {
    for (const path of CLIMBING) {
      for (const method of ['GET', 'POST']) {
        const answer = await request(path, { method })
        expect(answer.status, `${method} ${path}`).toBe(400)
      }
    }
    expect(backend.calls).toEqual([])
  })

  it('the same through Node’s own HTTP server, as a client writes the request line', async () => {
    for (const path of [...CLIMBING, '/api/image/..\\..\\secret']) {
      expect(await statusOfRequestLine(`GET ${path} HTTP/1.1`), path).toBe(400)
    }
    // Dot segments the URL parser resolves: out of /api/, to an address of the site, which this app (no files) lacks.
    for (const path of ['/api/news/../../../secret', '/api/%2e%2e/%2e%2e/x']) {
      expect(await statusOfRequestLine(`GET ${path} HTTP/1.1`), path).toBe(404)
    }
    // A method no Request may carry, written by hand.
    expect(await statusOfRequestLine('TRACE /api/news/all/DEMO01 HTTP/1.1')).toBe(405)
    expect(backend.calls).toEqual([])
  })

  it('an address with encoded characters that stay one name still reaches the backend', async () => {
    for (const path of [
      '/api/image/My%20Photos/sports%20day.jpg',
      '/api/image?url=My%20Photos%2Fday%201.jpg',
      // A `%` of the file's name, encoded once as the site does.
      '/api/image?url=50%25off.jpg',
    ]) {
      const answer = await request(path)
      expect(answer.status, path).toBe(200)
    }
    expect(backend.calls).toHaveLength(3)
  })
})

/** The status of one request written as raw bytes to the app's HTTP server. */
function statusOfRequestLine(line: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(edgePort, '127.0.0.1', () => {
      socket.write(`${line}\r\nHost: school.test\r\nConnection: close\r\n\r\n`)
    })
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)))
  })
}
