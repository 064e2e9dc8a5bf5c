import { API_PREFIX, ENDPOINTS } from '../src/api/endpoints'

/**
 * What may reach the school's backend through `/api/` on the site's own origin: the contract's
 * calls (shared/api-contract.md, "Calls") with their methods, and nothing else. The server is not an open door to
 * whatever else the backend answers: a PUT, DELETE or PROPFIND, an address the contract does not have, or one whose
 * segments a backend may read as a climb out of `/api/` (`..%2f..%2fsecret`, `..%5c`, `%2e%2e`, `..;`, NUL) is
 * answered here, before its body is read, and the backend never sees it. As the careful reverse proxies do: what is
 * not known to be one of the contract's calls is refused (fail closed).
 * Pure: a request's method and URL in, a verdict out (api-proxy.ts answers it).
 */

/** What a call answers: JSON, or a file whose type backend-files.ts checks. */
export type BackendAnswerKind = 'json' | 'file'

/** The school code's place in a path (`{code}` in the contract): the site's own code (VITE_SCHOOL_CODE) only. */
export const CODE = '{code}'
/** A file's path: one segment or more, to the end (`/api/image/{path}`, `/api/image/{code}/public/Images/{file}`). */
export const FILE_PATH = '{path}'

/** Reading: GET, and HEAD, which asks the same without the body. */
const READ = ['GET', 'HEAD'] as const
/** The TC request, the one call that sends something. */
const SEND = ['POST'] as const

interface BackendCall {
  /** The path after `/api/`, a segment each; the contract's spelling, letter case included. */
  path: readonly string[]
  methods: readonly string[]
  answers: BackendAnswerKind
  /** A query parameter that holds a file's path (`/api/image?url={path}`): required, and climbs nowhere. */
  filePathParameter?: string
}

/**
 * The contract's calls, as api-contract.md lists them: the lists the site reads (api/endpoints.ts, whose paths the
 * queries build their URLs from), an album by id, the TC request and the files.
 */
export const BACKEND_CALLS: readonly BackendCall[] = [
  ...Object.values(ENDPOINTS).map((endpoint) => ({
    path: endpoint(CODE).split('/'),
    methods: READ,
    answers: 'json' as const,
  })),
  { path: ['subGallery'], methods: READ, answers: 'json' },
  { path: ['tc', CODE], methods: SEND, answers: 'json' },
  { path: ['image'], methods: READ, answers: 'file', filePathParameter: 'url' },
  { path: ['image', FILE_PATH], methods: READ, answers: 'file' },
]

/** The refusal of an address the contract does not have. */
const NOT_A_CALL = { allowed: false, status: 404, message: 'Not one of the backend’s calls.' } as const

export type BackendCallVerdict =
  | { allowed: true; answers: BackendAnswerKind }
  | { allowed: false; status: 400 | 404 | 405; message: string; allow?: string }

/** C0 controls (NUL, line breaks, escape…) and DEL: in no address of the contract, and a log or header injection. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * Why one segment of a path (as the visitor sent it, percent-encoded) may not reach the backend, or undefined. Each
 * rule is a way a segment that is one name here becomes several, or a climb, on a backend that decodes it.
 */
function segmentRefusal(raw: string): string | undefined {
  let name: string
  try {
    name = decodeURIComponent(raw)
  } catch {
    return 'broken percent-encoding'
  }
  if (name.includes('/') || name.includes('\\')) return 'an encoded slash or backslash'
  if (CONTROL_CHARACTER.test(name)) return 'a control character'
  // `%252e%252e` is `%2e%2e` once decoded: a backend (or a proxy after it) that decodes again reads `..`.
  if (name.includes('%')) return 'an address encoded twice'
  if (isDotSegment(name)) return 'a dot segment'
  return undefined
}

/** `.` or `..`, also as a Java backend reads `..;jsessionid=x` (the part after `;` is a parameter of the segment). */
function isDotSegment(name: string): boolean {
  const bare = name.split(';', 1)[0] ?? name
  return bare === '.' || bare === '..'
}

/** A file path as a backend that decodes it once more reads it (`%2e%2e%2f` is `../`); itself when it cannot be. */
function decodedAgain(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Why a file path in a query parameter may not reach the backend, or undefined: a dot segment or a control, as it
 * came or decoded once more. A `%` alone is a file name's (`50%off.jpg`), not refused.
 */
function filePathRefusal(path: string): string | undefined {
  if (path.trim() === '') return 'no file path'
  const forms = [path, decodedAgain(path)]
  if (forms.some((form) => CONTROL_CHARACTER.test(form))) return 'a control character in the file path'
  // Either slash: a backend on Windows splits on both.
  if (forms.some((form) => form.split(/[/\\]/).some(isDotSegment))) return 'a dot segment in the file path'
  return undefined
}

function matches(pattern: readonly string[], segments: readonly string[], schoolCode: string): boolean {
  const last = pattern.length - 1
  if (pattern[last] === FILE_PATH ? segments.length < pattern.length : segments.length !== pattern.length) return false
  return pattern.every((part, index) => part === FILE_PATH || (part === CODE ? schoolCode : part) === segments[index])
}

/**
 * Whether a request to `/api/...` on the site may go to the backend: 400 for an address that is not plain segments
 * (see segmentRefusal) or a file path that is not plain either (filePathRefusal), 404 for one the contract does not
 * have (another school's code among them: each made-up code would be a cache key of its own), 405 (with the `Allow` it
 * has) for another method.
 * `url` as the server got it: its path still percent-encoded, its dot segments already resolved by the URL parser.
 */
export function backendCallOf(method: string, url: URL, schoolCode: string): BackendCallVerdict {
  if (!url.pathname.startsWith(API_PREFIX)) return NOT_A_CALL
  const rawSegments = url.pathname.slice(API_PREFIX.length).split('/')
  for (const raw of rawSegments) {
    // An empty segment (`//`, a trailing `/`) is not in the contract: another address for the same file to a
    // backend that merges them, and another key for the cache.
    if (raw === '') return NOT_A_CALL
    const refusal = segmentRefusal(raw)
    if (refusal) return { allowed: false, status: 400, message: `The address has ${refusal}.` }
  }
  const segments = rawSegments.map((raw) => decodeURIComponent(raw))
  const call = BACKEND_CALLS.find(({ path }) => matches(path, segments, schoolCode))
  if (!call) return NOT_A_CALL
  if (call.filePathParameter !== undefined) {
    const paths = url.searchParams.getAll(call.filePathParameter)
    const refusal = paths.length === 0 ? 'no file path' : paths.map(filePathRefusal).find((reason) => reason)
    if (refusal) return { allowed: false, status: 400, message: `The address has ${refusal}.` }
  }
  if (!call.methods.includes(method.toUpperCase())) {
    return { allowed: false, status: 405, message: 'Not a method of this call.', allow: call.methods.join(', ') }
  }
  return { allowed: true, answers: call.answers }
}
