import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DATA_PAGE_CACHE_CONTROL,
  IMMUTABLE_FILE_CACHE_CONTROL,
  NAMED_FILE_CACHE_CONTROL,
  PHOTO_COPY_CACHE_CONTROL,
  sharedCacheControl,
} from '../../policy/caching'
import { BRAND_COLOUR } from '@/config/design-tokens'
import { MOCK_BACKEND_PORT, PREVIEW_PORT } from '@/config/local-ports'

/**
 * Facts that are written once and read from there: a second copy is how two places come to disagree. This scans the
 * repository's tracked files for each fact's text and fails on one written anywhere but its home, or a copy that a
 * test holds to the home because the file cannot import it (nginx's).
 *
 * Not scanned: the documentation (*.md), which describes the values in words; public/, the pictures themselves
 * (some made by the generators that read the colours, the crest drawn by hand); and the test files, which state an
 * expected value in full on purpose, so that a change to the home that changes what a visitor gets fails a test.
 */

const ROOT = join(import.meta.dirname, '..', '..')

interface Fact {
  name: string
  /** The one file that writes it. */
  home: string
  /** Its text, as a copy would write it. */
  pattern: RegExp
  /** Files that cannot import the home, each with the test that holds its copy to the home's value. */
  heldCopies?: Record<string, string>
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A Cache-Control value of policy/caching.ts, as written with or without its leading `public, `. */
const CACHE_CONTROL_VALUES = [
  sharedCacheControl(),
  DATA_PAGE_CACHE_CONTROL,
  PHOTO_COPY_CACHE_CONTROL,
  IMMUTABLE_FILE_CACHE_CONTROL,
  NAMED_FILE_CACHE_CONTROL,
].map((value) => escaped(value.replace(/^public, /, '')))

const NGINX_CACHES_TEST = 'tests/unit/nginx-host-config.test.ts'

const FACTS: Fact[] = [
  { name: 'the brand colour', home: 'src/config/design-tokens.ts', pattern: new RegExp(escaped(BRAND_COLOUR), 'i') },
  { name: 'the preview port', home: 'src/config/local-ports.ts', pattern: new RegExp(`\\b${PREVIEW_PORT}\\b`) },
  {
    name: 'the mock backend port',
    home: 'src/config/local-ports.ts',
    pattern: new RegExp(`\\b${MOCK_BACKEND_PORT}\\b`),
  },
  {
    name: 'a Cache-Control value',
    home: 'policy/caching.ts',
    // Not followed by a digit: max-age=3600 is not max-age=36000.
    pattern: new RegExp(`(?:${CACHE_CONTROL_VALUES.join('|')})(?!\\d)`),
    heldCopies: {
      'deploy/site.nginx.conf': NGINX_CACHES_TEST,
      'deploy/backend-cache.nginx.conf': NGINX_CACHES_TEST,
      'deploy/image-resizer.nginx.conf': NGINX_CACHES_TEST,
    },
  },
]

/** Files not scanned (see above), by path. */
const NOT_SCANNED = [/\.md$/, /^public\//, /\.(?:test|spec)\.tsx?$/, /\.a11y\.ts$/, /^package-lock\.json$/]

interface SourceFile {
  path: string
  text: string
}

/** Each place a fact is written outside its home and its held copies: `path:line: fact (home)`. */
function misplacedFacts(files: SourceFile[]): string[] {
  const found: string[] = []
  for (const { path, text } of files) {
    for (const fact of FACTS) {
      if (path === fact.home || fact.heldCopies?.[path]) continue
      text.split('\n').forEach((line, index) => {
        if (fact.pattern.test(line)) found.push(`${path}:${index + 1}: ${fact.name} (its home: ${fact.home})`)
      })
    }
  }
  return found
}

/** The repository's tracked text files that are scanned. */
function trackedFiles(): SourceFile[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
  return paths
    .filter((path) => !NOT_SCANNED.some((pattern) => pattern.test(path)))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'))
}

describe('facts written once', () => {
  it('has each fact only in its home and in the copies a test holds to it', () => {
    expect(misplacedFacts(trackedFiles())).toEqual([])
  })

  it('finds a fact written elsewhere, however it is spelled', () => {
    const samples: SourceFile[] = [
      { path: 'server/example.ts', text: "c.header('Cache-Control', 'public, max-age=3600')" },
      { path: 'deploy/example.nginx.conf', text: 'add_header Cache-Control "max-age=31536000, immutable";' },
      { path: 'src/features/example.css', text: '.banner {\n  color: #7A1F2B;\n}' },
      { path: 'scripts/example.mjs', text: `const port = ${PREVIEW_PORT}\nconst backend = ${MOCK_BACKEND_PORT}` },
    ]
    expect(misplacedFacts(samples)).toEqual([
      'server/example.ts:1: a Cache-Control value (its home: policy/caching.ts)',
      'deploy/example.nginx.conf:1: a Cache-Control value (its home: policy/caching.ts)',
      'src/features/example.css:2: the brand colour (its home: src/config/design-tokens.ts)',
      'scripts/example.mjs:1: the preview port (its home: src/config/local-ports.ts)',
      'scripts/example.mjs:2: the mock backend port (its home: src/config/local-ports.ts)',
    ])
  })

  it('leaves alone the homes, the held copies and look-alikes', () => {
    const samples: SourceFile[] = [
      { path: 'src/config/design-tokens.ts', text: `export const BRAND_COLOUR = '${BRAND_COLOUR}'` },
      { path: 'deploy/site.nginx.conf', text: `add_header Cache-Control "${NAMED_FILE_CACHE_CONTROL}";` },
      { path: 'server/example.ts', text: "'max-age=36000'; 'max-age=63072000; includeSubDomains'; 41730; 'a4191'" },
    ]
    expect(misplacedFacts(samples)).toEqual([])
  })
})
