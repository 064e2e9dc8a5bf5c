import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Rolldown } from 'vite'
import { EARLY_CALLS_ATTRIBUTE, earlyFetchScript, pageStartsOf, pageStartTags } from '../../build/page-start-plugin'
import type { AppConfig } from '@/config/env-schema'
import { EARLY_DATA_GLOBAL } from '@/first-visit/first-calls'

/** Run the early-fetch script as a page's HTML would, with the page's calls in its attribute and fetch recorded. */
function runEarlyFetch(
  calls: unknown = [
    ['faculty/all/DEMO01', 1],
    ['news/all/DEMO01', 0],
  ],
) {
  const requests: Array<{ url: string; authorization: string | null }> = []
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization') })
    return Promise.resolve(new Response('[]'))
  })
  const script = document.createElement('script')
  script.setAttribute(EARLY_CALLS_ATTRIBUTE, JSON.stringify(calls))
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  new Function(earlyFetchScript('https://content.example.org'))()
  return requests
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.localStorage.removeItem('token')
  Reflect.deleteProperty(window, EARLY_DATA_GLOBAL)
})

describe('the early-fetch script', () => {
  it('without a token, starts every first call of the page, none with a token', () => {
    expect(runEarlyFetch()).toEqual([
      { url: 'https://content.example.org/api/faculty/all/DEMO01', authorization: null },
      { url: 'https://content.example.org/api/news/all/DEMO01', authorization: null },
    ])
    expect(Object.keys(Reflect.get(window, EARLY_DATA_GLOBAL) as object)).toHaveLength(2)
  })

  it('with a token, leaves the (auth) calls to the app: no call that should carry the token goes without it', () => {
    window.localStorage.setItem('token', 'staff-token')
    expect(runEarlyFetch().map((request) => request.url)).toEqual(['https://content.example.org/api/news/all/DEMO01'])
  })

  it('never throws, and calls nothing, on a broken attribute', () => {
    expect(runEarlyFetch('not a list')).toEqual([])
    const script = document.createElement('script')
    script.setAttribute(EARLY_CALLS_ATTRIBUTE, '{broken')
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
    expect(() => new Function(earlyFetchScript(null))()).not.toThrow()
  })
})

describe("a page's start tags", () => {
  it('modulepreloads with crossorigin, as the app loads them (else each downloads twice), then the early fetch', () => {
    const tags = pageStartTags(
      { modules: ['/assets/b.js'], calls: [['gallery/All/DEMO01', 0]] },
      '/assets/early-fetch-1.js',
    )
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      `<script async fetchpriority="high" src="/assets/early-fetch-1.js" data-calls="[[&quot;gallery/All/DEMO01&quot;,0]]"></script>`,
    ])
    const parsed = new DOMParser().parseFromString(tags.join(''), 'text/html')
    expect(JSON.parse(parsed.querySelector('script')?.getAttribute(EARLY_CALLS_ATTRIBUTE) ?? '')).toEqual([
      ['gallery/All/DEMO01', 0],
    ])
  })

  it('has no early-fetch script where there are no calls or no script (a mocked build)', () => {
    expect(pageStartTags({ modules: [], calls: [] }, '/assets/early-fetch-1.js')).toEqual([])
    expect(pageStartTags({ modules: [], calls: [['news/all/DEMO01', 0]] }, undefined)).toEqual([])
  })
})

describe('the page starts of a bundle', () => {
  const ROOT = '/project'
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
      moduleIds: [],
      imports: [],
      dynamicImports: [],
      ...fields,
    }) as unknown as Rolldown.OutputChunk
  // Names that say nothing on purpose: what a chunk is comes from its modules, never from its file name.
  const bundle = {
    'assets/a.js': chunk('assets/a.js', { isEntry: true, moduleIds: [`${ROOT}/src/main.tsx`] }),
    'assets/b.js': chunk('assets/b.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/Gallery.tsx?split=whatever`,
      moduleIds: [`${ROOT}/src/routes/Gallery.tsx?split=whatever`],
      imports: ['assets/c.js', 'assets/a.js'],
    }),
    'assets/c.js': chunk('assets/c.js', { moduleIds: [`${ROOT}/src/api/gallery.queries.ts`] }),
    'assets/d.js': chunk('assets/d.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/SubGallery.tsx?split=whatever`,
      imports: ['assets/a.js'],
    }),
    'assets/e.js': chunk('assets/e.js', {
      moduleIds: [`${ROOT}/node_modules/ky/distribution/index.js`, `${ROOT}/src/api/http.ts`],
    }),
  } as unknown as Rolldown.OutputBundle
  const config = { schoolCode: 'DEMO01', mocking: false, apiBaseUrl: 'https://content.example.org' } as AppConfig
  const starts = pageStartsOf(bundle, { root: ROOT, base: '/', config })
  const filesOf = (path: string) => starts[path]?.modules ?? []

  it("preloads a page's route chunks and their imports beyond the first load, found by their source", () => {
    expect(filesOf('/Gallery').sort()).toEqual(['/assets/b.js', '/assets/c.js'])
  })

  it("begins the calls the page's row of the site map declares", () => {
    expect(starts['/Gallery']?.calls).toEqual([['gallery/All/DEMO01', 0]])
    expect(starts['/faculty']?.calls).toEqual([['faculty/all/DEMO01', 1]])
  })

  it('preloads the HTTP client (the chunk holding src/api/http.ts) where the first call comes from the address', () => {
    expect(filesOf('/SubGallery').sort()).toEqual(['/assets/d.js', '/assets/e.js'])
    expect(starts['/SubGallery']?.calls).toEqual([])
  })

  it('begins no calls in a mocked build (the mocks answer inside the page)', () => {
    const mocked = pageStartsOf(bundle, { root: ROOT, base: '/', config: { ...config, mocking: true } })
    expect(mocked['/Gallery']?.calls).toEqual([])
    expect(mocked['/Gallery']?.modules.sort()).toEqual(['/assets/b.js', '/assets/c.js'])
  })
})
