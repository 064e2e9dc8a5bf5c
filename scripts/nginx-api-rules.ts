/**
 * The server's rules for `/api/` (server/api-request-rules.ts: which calls and methods reach the backend;
 * server/backend-files.ts: which types its answers may keep, and the headers every answer carries) written as nginx
 * `map` blocks, for a static host whose nginx puts the backend on the site's origin (deploy/backend-cache*.nginx.conf).
 * nginx cannot run the TypeScript, so this writes deploy/backend-cache-api-rules.nginx.conf from it: the contract's
 * calls, their methods and the file types come from the server's own lists, which tests/unit/nginx-api-rules.test.ts
 * passes in (this file imports nothing: Node runs it as it is, and the server's modules are the bundler's). How a segment or a file path is judged
 * (an encoded slash, a dot segment, a control, an encoding twice) is code there and regular expressions here; the
 * tests hold the two together (tests/unit/nginx-api-rules.test.ts, and scripts/check-nginx-api-rules.mjs with the
 * real nginx and the real server). Where they cannot agree, nginx refuses (a 4xx) what the server would pass on, never
 * the other way round: it reads the request line as the visitor sent it, and passes on exactly that.
 */

/** The server's facts this is written from (api-request-rules.ts, backend-files.ts), by their names there. */
export interface ServerApiRules {
  BACKEND_CALLS: ReadonlyArray<{
    path: readonly string[]
    methods: readonly string[]
    answers: 'json' | 'file'
    filePathParameter?: string
  }>
  /** The placeholders of a call's path: the school's code, and a file's path (one segment or more, to the end). */
  CODE: string
  FILE_PATH: string
  API_PREFIX: string
  BACKEND_FILE_TYPES: ReadonlySet<string>
  JSON_TYPE: RegExp
  DOWNLOAD_TYPE: string
  BACKEND_ANSWER_HEADERS: ReadonlyArray<readonly [name: string, value: string]>
}

/** The variable the location sets to the site's school code (VITE_SCHOOL_CODE): no other code reaches the backend. */
const SCHOOL_CODE_VARIABLE = '$school_code'

/** What the location reads: the verdict on a request, and the values of the headers of its answer. */
const API_RULES_VARIABLES = {
  /** `json` or `file` (pass it on: the answer is of that kind), else the status to answer: 400, 404, `405 <Allow>`. */
  verdict: '$school_api_verdict',
  allow: '$school_api_allow',
  contentType: '$school_backend_content_type',
  contentDisposition: '$school_backend_content_disposition',
  policy: '$school_backend_answer_policy',
} as const

/** The verdicts that pass a request on, by what its answer is (api-request-rules.ts's BackendAnswerKind). */
const PASSED_ON = ['json', 'file'] as const

/** The hex digits from `low` to `high` (0 to 15) as a character class, letters in either case: `[6-9a-fA-F]`. */
function hexDigits(low: number, high: number): string {
  const run = (from: number, to: number, first: string) => {
    const at = (offset: number) => String.fromCharCode(first.charCodeAt(0) + offset)
    return from === to ? at(from) : `${at(from)}${to - from > 1 ? '-' : ''}${at(to)}`
  }
  const parts: string[] = []
  if (low <= 9) parts.push(run(low, Math.min(high, 9), '0'))
  if (high >= 10) {
    const from = Math.max(low, 10) - 10
    parts.push(run(from, high - 10, 'a'), run(from, high - 10, 'A'))
  }
  const digits = parts.join('')
  return digits.length === 1 ? digits : `[${digits}]`
}

/** `%XY` for each byte from `low` to `high`, hex letters in either case (a browser writes upper case; others may not). */
function percentEncoded(low: number, high: number): string {
  const alternatives: string[] = []
  for (let upper = low >> 4; upper <= high >> 4; upper += 1) {
    const first = upper === low >> 4 ? low & 15 : 0
    const last = upper === high >> 4 ? high & 15 : 15
    alternatives.push(`%${hexDigits(upper, upper)}${hexDigits(first, last)}`)
  }
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`
}

const group = (...alternatives: string[]) => `(?:${alternatives.join('|')})`

/**
 * A character of a path segment as api-request-rules.ts's segmentRefusal accepts it. As it is: anything but a
 * separator (`/ ? #`), an escape's `%`, a backslash, a control, a space or a byte outside ASCII. Encoded: an ASCII
 * character but `%` (an encoding twice), `/` and `\` (a climb on a backend that decodes them) and the controls, or
 * one whole UTF-8 character (decodeURIComponent refuses a broken or overlong one).
 */
const CONTINUATION = percentEncoded(0x80, 0xbf)
const SEGMENT_CHARACTER = group(
  '[^/?#%\\x5c\\x00-\\x20\\x7f-\\xff]',
  percentEncoded(0x20, 0x24),
  percentEncoded(0x26, 0x2e),
  percentEncoded(0x30, 0x5b),
  percentEncoded(0x5d, 0x7e),
  percentEncoded(0xc2, 0xdf) + CONTINUATION,
  `%${hexDigits(14, 14)}0${percentEncoded(0xa0, 0xbf)}${CONTINUATION}`,
  percentEncoded(0xe1, 0xec) + CONTINUATION + CONTINUATION,
  `%${hexDigits(14, 14)}${hexDigits(13, 13)}${percentEncoded(0x80, 0x9f)}${CONTINUATION}`,
  percentEncoded(0xee, 0xef) + CONTINUATION + CONTINUATION,
  `%${hexDigits(15, 15)}0${percentEncoded(0x90, 0xbf)}${CONTINUATION}${CONTINUATION}`,
  percentEncoded(0xf1, 0xf3) + CONTINUATION + CONTINUATION + CONTINUATION,
  `%${hexDigits(15, 15)}4${percentEncoded(0x80, 0x8f)}${CONTINUATION}${CONTINUATION}`,
)
const DOT = group('\\.', percentEncoded(0x2e, 0x2e))
const SEMICOLON = group(';', percentEncoded(0x3b, 0x3b))
/** A segment that stays one name: plain characters, and not `.` or `..` (also as `..;x`, as a Java backend reads it). */
const PLAIN_SEGMENT = `(?!${DOT}{1,2}${group(SEMICOLON, '[/?]', '$')})${SEGMENT_CHARACTER}+`

/** The part of a file path parameter's value up to the next parameter. */
const VALUE_CHARACTER = '[^&#]'
const SLASH = group('/', '\\x5c', percentEncoded(0x2f, 0x2f), percentEncoded(0x5c, 0x5c))
/** A `%` once the value is decoded: `%25`, or a `%` that starts no escape (URLSearchParams keeps it as it is). */
const DECODED_PERCENT = group('%25', '%(?![0-9A-Fa-f]{2})')
const DECODED_HEX_DIGIT = group(
  '[0-9A-Fa-f]',
  percentEncoded(0x30, 0x39),
  percentEncoded(0x41, 0x46),
  percentEncoded(0x61, 0x66),
)
/**
 * A file path value (`?url=`) that may not reach the backend: blank, a dot segment or a control once decoded, or an
 * escape left once decoded (encoded twice). The server decodes such a value again and refuses only a climb or a
 * control in it (filePathRefusal); the site never encodes a path twice, so nginx refuses them all.
 */
const REFUSED_FILE_PATH = group(
  `(?:\\+|%20)*(?:[&#]|$)`,
  `(?:${VALUE_CHARACTER}*${SLASH})?${DOT}{1,2}${group(SEMICOLON, SLASH, '[&#]', '$')}`,
  `${VALUE_CHARACTER}*${group(percentEncoded(0x00, 0x1f), percentEncoded(0x7f, 0x7f), DECODED_PERCENT + DECODED_HEX_DIGIT + DECODED_HEX_DIGIT)}`,
)

/** A regular expression's special characters escaped, for a contract name. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * nginx's double-quoted string, `"` escaped. nginx reads a backslash before another, `'`, `t`, `r` or `n` as an escape of its own and
 * passes every other backslash on as it is, so a regular expression is written as it is read, with none of those.
 */
function quoted(text: string): string {
  if (/[\r\n]|\\[\\'trn]/.test(text)) throw new Error(`nginx would read this value otherwise: ${text}`)
  return `"${text.replace(/"/g, '\\"')}"`
}

/** The value of a call in the first map: what it answers and its methods, e.g. `json:GET,HEAD`. */
const callValue = (answers: string, methods: readonly string[]) => `${answers}:${methods.join(',')}`

/** The path of a call after `/api/` as a regular expression over the request line's address. */
function callPattern({ CODE, FILE_PATH }: ServerApiRules, path: readonly string[]): string {
  return path.map((part) => (part === CODE ? '\\1' : part === FILE_PATH ? '[^?#]+' : literal(part))).join('/')
}

/** One line of a map: the key (a regular expression, `~`; `~*` ignores case) and its value. */
const mapLine = (pattern: string, value: string, ignoreCase = false) =>
  `    ${quoted(`${ignoreCase ? '~*' : '~'}${pattern}`)} ${quoted(value)};`

/**
 * The call a request line's address names (source: the school's code, a space, `$request_uri` as the visitor sent
 * it, query included): `bad` (a 400: not plain), `none` (a 404: not one of the contract's calls, another school's
 * code among them) or the call's answer kind and methods. The first line that matches decides, as in backendCallOf:
 * an empty segment, then a segment that is not plain, left to right; then the calls in the server's order.
 */
function callMap(rules: ServerApiRules): string[] {
  const { API_PREFIX, BACKEND_CALLS, CODE } = rules
  const prefix = `^\\S+ ${literal(API_PREFIX)}`
  const withCode = `^(\\S+) ${literal(API_PREFIX)}`
  const lines = [
    `map "${SCHOOL_CODE_VARIABLE} $request_uri" $school_api_call {`,
    '    # An empty segment (`//`, a trailing `/`) comes first: no such call. Then a segment that is not plain: 400.',
    mapLine(`${prefix}(?:${PLAIN_SEGMENT}/)*(?:[/?]|$)`, 'none'),
    mapLine(`${prefix}(?:${PLAIN_SEGMENT}/)*(?!${PLAIN_SEGMENT}(?:[/?]|$))`, 'bad'),
    '    # Every segment is plain from here on. The contract\u2019s calls, `\\1` the school\u2019s code:',
  ]
  for (const { path, methods, answers, filePathParameter } of BACKEND_CALLS) {
    const address = (path.includes(CODE) ? withCode : prefix) + callPattern(rules, path)
    const value = callValue(answers, methods)
    if (filePathParameter === undefined) {
      lines.push(mapLine(`${address}(?:\\?|$)`, value))
      continue
    }
    const parameter = `${address}\\?(?:[^#]*&)?${literal(filePathParameter)}=`
    lines.push(
      mapLine(parameter + REFUSED_FILE_PATH, 'bad'),
      mapLine(parameter, value),
      mapLine(`${address}(?:[?#]|$)`, 'bad'),
    )
  }
  lines.push('    default none;', '}')
  return lines
}

/** The verdict on a call and a method: passed on as its kind, or refused as the server refuses it. */
function verdictMap({ BACKEND_CALLS }: ServerApiRules): string[] {
  const calls = new Map(
    BACKEND_CALLS.map(({ answers, methods }) => [callValue(answers, methods), { answers, methods }]),
  )
  const lines = [
    `map "$request_method $school_api_call" ${API_RULES_VARIABLES.verdict} {`,
    mapLine('^\\S+ bad$', '400'),
    mapLine('^\\S+ none$', '404'),
  ]
  for (const [value, { answers, methods }] of calls) {
    if (!PASSED_ON.includes(answers)) throw new Error(`An answer kind nginx has no verdict for: ${answers}`)
    for (const method of methods) lines.push(mapLine(`^${method} ${literal(value)}$`, answers))
    lines.push(mapLine(`^\\S+ ${literal(value)}$`, `405 ${methods.join(', ')}`))
  }
  lines.push('    default 404;', '}')
  return lines
}

/** An answer's type and its download: the sets of backend-files.ts, as servedSafely applies them. */
function typeMaps({ BACKEND_FILE_TYPES, DOWNLOAD_TYPE, JSON_TYPE }: ServerApiRules): string[] {
  const { contentType, contentDisposition, verdict } = API_RULES_VARIABLES
  // The backend's type hidden (proxy_hide_header), nginx has set none: an answer of the backend. A refusal of
  // nginx's own (its `return`, its error pages) has its type already, and keeps it.
  const source = `"$sent_http_content_type|${verdict}|$upstream_http_content_type"`
  // A type alone, or with parameters; never a list (a browser takes the last type of `image/png, text/html`).
  const answerOf = (kind: string, essence: string) => `^\\|${kind}\\|\\s*${essence}\\s*(?:;[^,]*)?$`
  const json = JSON_TYPE.source.replace(/^\^/, '').replace(/\$$/, '')
  return [
    `map ${source} ${contentType} {`,
    ...[...BACKEND_FILE_TYPES].map((type) => mapLine(answerOf('file', literal(type)), type, true)),
    mapLine(answerOf('json', `(?<school_backend_json_type>${json})`), '$school_backend_json_type', true),
    '    # Any other type of the backend, or none: a download, never shown.',
    mapLine('^\\|', DOWNLOAD_TYPE),
    '    default "";',
    '}',
    '',
    '# A download keeps the backend\u2019s file name; a type that may be shown keeps the backend\u2019s own header.',
    `map "${contentType}|$upstream_http_content_disposition" ${contentDisposition} {`,
    mapLine(
      `^${literal(DOWNLOAD_TYPE)}\\|[^;]*(?<school_download_parameters>;.*)?$`,
      'attachment$school_download_parameters',
    ),
    mapLine('^[^|]+\\|(?<school_backend_disposition>.*)$', '$school_backend_disposition'),
    '    default "";',
    '}',
  ]
}

/** The policy of every `/api/` answer (BACKEND_ANSWER_HEADERS), for the location's `add_header`. */
function answerPolicyMap({ BACKEND_ANSWER_HEADERS }: ServerApiRules): string[] {
  const policy = BACKEND_ANSWER_HEADERS.find(([name]) => name === 'Content-Security-Policy')
  if (!policy) throw new Error('backend-files.ts has no Content-Security-Policy for /api/ answers')
  return [
    `map ${API_RULES_VARIABLES.verdict} ${API_RULES_VARIABLES.policy} {`,
    `    default ${quoted(policy[1])};`,
    '}',
  ]
}

/** deploy/backend-cache-api-rules.nginx.conf: the whole file, written by tests/unit/nginx-api-rules.test.ts. */
export function backendApiRulesConf(rules: ServerApiRules): string {
  return `${[
    '# Generated from server/api-request-rules.ts and server/backend-files.ts by scripts/nginx-api-rules.ts: do not edit.',
    '# Change the server\u2019s rules, then: npx vitest run tests/unit/nginx-api-rules.test.ts -u',
    '# In the `http` block, beside backend-cache.nginx.conf (e.g. /etc/nginx/conf.d/backend-cache-api-rules.conf):',
    '# which requests to /api/ reach the backend, and what types its answers keep. backend-cache-location.nginx.conf',
    '# sets the school\u2019s code and applies these; deploy/README.md ("Backend cache") says why.',
    '',
    ...callMap(rules),
    '',
    ...verdictMap(rules),
    '',
    `map ${API_RULES_VARIABLES.verdict} ${API_RULES_VARIABLES.allow} {`,
    mapLine('^405 (?<school_api_allowed>.+)$', '$school_api_allowed'),
    '    default "";',
    '}',
    '',
    ...typeMaps(rules),
    '',
    ...answerPolicyMap(rules),
  ].join('\n')}\n`
}
