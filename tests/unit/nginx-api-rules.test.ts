import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backendApiRulesConf } from '../../scripts/nginx-api-rules.ts'
import { API_PREFIX } from '../../src/api/endpoints'
import { BACKEND_CALLS, backendCallOf, CODE as CODE_PLACEHOLDER, FILE_PATH } from '../../server/api-request-rules'
import { MAX_REQUEST_BODY_BYTES } from '../../server/api-proxy'
import { BACKEND_ANSWER_HEADERS, BACKEND_FILE_TYPES, DOWNLOAD_TYPE, JSON_TYPE } from '../../server/backend-files'
import { DEFAULT_SCHOOL_CODE } from '@/config/env-schema'

/**
 * deploy/backend-cache-api-rules.nginx.conf is the server's /api/ rules written for nginx (scripts/nginx-api-rules.ts).
 * Here its maps are read back and run as nginx runs them (the first regular expression that matches decides), against
 * the server's own backendCallOf; scripts/check-nginx-api-rules.mjs does the same with the real nginx and the real
 * server, and the backend's answers too.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const RULES_FILE = 'deploy/backend-cache-api-rules.nginx.conf'
const LOCATION = readFileSync(join(ROOT, 'deploy/backend-cache-location.nginx.conf'), 'utf8')
const CODE = DEFAULT_SCHOOL_CODE

/** The `map` blocks of an nginx file by the variable they set: their regular expressions in order, and the default. */
function mapsOf(conf: string) {
  const maps = new Map<string, { lines: Array<{ pattern: RegExp; value: string }>; fallback: string }>()
  for (const [, variable, body] of conf.matchAll(/^map \S+(?: \S+)* (\$\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const lines = [...body!.matchAll(/^ {4}"(~\*?)((?:[^"\\]|\\.)*)" "((?:[^"\\]|\\.)*)";$/gm)].map(
      ([, tilde, pattern, value]) => ({
        pattern: new RegExp(pattern!.replace(/\\"/g, '"'), tilde === '~*' ? 'i' : ''),
        value: value!,
      }),
    )
    const fallback = /^ {4}default "?([^";]*)"?;$/m.exec(body!)?.[1] ?? ''
    maps.set(variable!, { lines, fallback })
  }
  return maps
}

/** The deploy file as the server's rules write it. */
const GENERATED = backendApiRulesConf({
  BACKEND_CALLS,
  CODE: CODE_PLACEHOLDER,
  FILE_PATH,
  API_PREFIX,
  BACKEND_FILE_TYPES,
  JSON_TYPE,
  DOWNLOAD_TYPE,
  BACKEND_ANSWER_HEADERS,
})
const MAPS = mapsOf(GENERATED)

/** A map's value for a source, its captures put in as nginx does. */
function mapped(variable: string, source: string): string {
  const map = MAPS.get(variable)
  if (!map) throw new Error(`no map sets ${variable}`)
  for (const { pattern, value } of map.lines) {
    const match = pattern.exec(source)
    if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '')
  }
  return map.fallback
}

/** nginx's verdict on a request line: `json`/`file` (passed on), or a status and the `Allow` it sends. */
function nginxVerdict(method: string, requestUri: string): string {
  const call = mapped('$school_api_call', `${CODE} ${requestUri}`)
  const verdict = mapped('$school_api_verdict', `${method} ${call}`)
  const allow = mapped('$school_api_allow', verdict)
  return allow ? `405 ${allow}` : verdict
}

/** The server's verdict on the same request line, in the same words. */
function serverVerdict(method: string, requestUri: string): string {
  const verdict = backendCallOf(method, new URL(`http://school.test${requestUri}`), CODE)
  if (verdict.allowed) return verdict.answers
  return verdict.allow ? `${verdict.status} ${verdict.allow}` : String(verdict.status)
}

/** Requests of every kind: the contract's calls, other addresses, climbs, other codes, file paths good and bad. */
const CORPUS = [
  `/api/news/${CODE}`,
  `/api/news/all/${CODE}`,
  `/api/events/All/${CODE}`,
  `/api/topper/${CODE}`,
  `/api/PrincipalMessage/${CODE}`,
  '/api/subGallery?id=gallery-1',
  `/api/tc/${CODE}`,
  '/api/image?url=uploads%2Fphoto.jpg',
  '/api/image?url=My%20Photos%2Fday%201.jpg',
  '/api/image?url=50%25off.jpg',
  '/api/image/uploads/photo.jpg',
  `/api/image/${CODE}/public/Images/photo%20one.jpg`,
  '/api/image/%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A5%82%E0%A4%B2.jpg',
  '/api',
  '/api/',
  '/api/secret',
  '/api/admin/users/delete',
  '/api/news',
  '/api/news/',
  `/api/news/all/${CODE}/extra`,
  `/api/news//${CODE}`,
  `/api/NEWS/${CODE}`,
  '/api/news/all/OTHER01',
  '/api/tc/OTHER01',
  '/api/image/',
  '/api/..%2f..%2fsecret',
  '/api/image/..%2F..%2Fetc%2Fpasswd',
  '/api/image/..%5c..%5csecret',
  '/api/image/%252e%252e/%252e%252e/secret',
  '/api/image/..;/..;/secret',
  '/api/image/.;x/secret',
  '/api/image/photo%00.jpg',
  '/api/image/photo%0d%0aSet-Cookie:%20x.jpg',
  '/api/image/%e0%a4%a.jpg',
  '/api/image/%C0%AF.jpg',
  `/api/news/${CODE}%2f..%2f..%2fsecret`,
  '/api/image?url=..%2f..%2fsecret',
  '/api/image?url=uploads/../../secret',
  '/api/image?url=..%5c..%5csecret',
  '/api/image?url=photo%00.jpg',
  '/api/image?url=a.jpg&url=../../secret',
  '/api/image?url=..%252f..%252fsecret',
  '/api/image?url=%252e%252e%252fsecret',
  '/api/image?url=',
  '/api/image?url=+',
  '/api/image',
  '/api/image?id=1',
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']

describe('deploy/backend-cache-api-rules.nginx.conf', () => {
  it('is what scripts/nginx-api-rules.ts writes from the server’s rules (-u rewrites it)', async () => {
    await expect(GENERATED).toMatchFileSnapshot(join(ROOT, RULES_FILE))
  })

  it('gives every request of the corpus the server’s verdict: passed on as the same kind, or the same refusal', () => {
    const differences = CORPUS.flatMap((uri) =>
      METHODS.map((method) => [method, uri, serverVerdict(method, uri), nginxVerdict(method, uri)]).filter(
        ([, , server, nginx]) => server !== nginx,
      ),
    )
    expect(differences).toEqual([])
  })

  it('passes nothing on that the server refuses, whatever the address (fast-check)', () => {
    // Pieces of addresses: names of the contract, another code, and every spelling a climb or a control may take.
    const piece = fc.constantFrom(
      'api',
      'news',
      'all',
      'All',
      'image',
      'tc',
      'topper',
      'subGallery',
      'public',
      'Images',
      CODE,
      'OTHER01',
      'a.jpg',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '..;x',
      '%2f',
      '%2F',
      '%5c',
      '%25',
      '%2525',
      '%00',
      '%0A',
      '%7f',
      '%20',
      '%e0%a4%a',
      '%C3%A9',
      '%C0%AF',
      '%ED%A0%80',
      ';',
      '+',
      '~',
      '(',
      '%3B',
      'x%',
      '',
    )
    const segment = fc.array(piece, { minLength: 0, maxLength: 3 }).map((pieces) => pieces.join(''))
    const query = fc.oneof(
      fc.constant(''),
      fc
        .array(fc.tuple(fc.constantFrom('url', 'id', 'URL'), segment), { minLength: 1, maxLength: 3 })
        .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
    )
    const address = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), query)
      .map(([segments, search]) => `/api/${segments.join('/')}${search}`)
      // An address the URL parser rewrites (a dot segment it resolves) is another request to the server; nginx,
      // which passes the request line on as it is, refuses those (scripts/check-nginx-api-rules.mjs sends some).
      .filter((uri) => {
        const url = new URL(`http://school.test${uri}`)
        return `${url.pathname}${url.search}` === uri
      })
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), address, (method, uri) => {
        const nginx = nginxVerdict(method, uri)
        const server = serverVerdict(method, uri)
        if (nginx === 'json' || nginx === 'file') return server === nginx
        // Refused by both alike, or by nginx alone: a file path left encoded once decoded (the site never writes
        // one), which the server decodes again and passes on when it is no climb.
        return nginx === server || (nginx === '400' && /[?&]url=[^&]*%25/i.test(uri))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('deploy/backend-cache-location.nginx.conf, held to the server', () => {
  it('takes a request body as large as the server does, no larger', () => {
    const size = /^\s*client_max_body_size (\d+)k;$/m.exec(LOCATION)?.[1]
    expect(Number(size) * 1024).toBe(MAX_REQUEST_BODY_BYTES)
  })
})
