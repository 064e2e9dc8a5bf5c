import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Rolldown } from 'vite'
import { earlyStartData, earlyStartScript, replacedBySchoolPhoto } from '../../build/early-start-plugin'
import type { AppConfig } from '@/config/env-schema'
import { EARLY_DATA_GLOBAL } from '@/first-visit/first-calls'

/** Run the early-start script as index.html would, on this page (jsdom's `/`), with fetch recorded. */
function runEarlyStart() {
  const requests: Array<{ url: string; authorization: string | null }> = []
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization') })
    return Promise.resolve(new Response('[]'))
  })
  const source = earlyStartScript({
    files: ['/assets/route-a1.css', '/assets/route-b2.js'],
    pages: {
      '/': [
        [0, 1],
        [
          ['faculty/all/DEMO01', 1],
          ['news/all/DEMO01', 0],
        ],
        [],
      ],
    },
    apiBase: 'https://content.example.org',
  })
  new Function(source)()
  return requests
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.removeItem('token')
  document.head.querySelectorAll('link').forEach((link) => link.remove())
  Reflect.deleteProperty(window, EARLY_DATA_GLOBAL)
})

describe('the early-start script', () => {
  it('without a token, starts every first call of the page, none with a token', () => {
    expect(runEarlyStart()).toEqual([
      { url: 'https://content.example.org/api/faculty/all/DEMO01', authorization: null },
      { url: 'https://content.example.org/api/news/all/DEMO01', authorization: null },
    ])
  })

  it('with a token, leaves the (auth) calls to the app: no call that should carry the token goes without it', () => {
    window.localStorage.setItem('token', 'staff-token')
    expect(runEarlyStart().map((request) => request.url)).toEqual(['https://content.example.org/api/news/all/DEMO01'])
  })

  it('preloads CSS and modules with crossorigin, as the app loads them (else each downloads twice)', () => {
    runEarlyStart()
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ])
    expect(links).toEqual([
      ['preload', '/assets/route-a1.css', ''],
      ['modulepreload', '/assets/route-b2.js', ''],
    ])
  })
})

describe('the home slider preload', () => {
  const asset = (fileName: string, originalFileNames: string[]) =>
    ({ type: 'asset', fileName, originalFileNames, names: [], originalFileName: null, source: '' }) as const

  it('preloads a placeholder, but not one the school has replaced with its own photo', () => {
    const bundle = {
      'assets/assembly-1.webp': asset('assets/assembly-1.webp', ['src/content/photos/images/slider/assembly.jpg']),
    } as unknown as Rolldown.OutputBundle
    expect(replacedBySchoolPhoto(bundle, '/images/slider/assembly.svg')).toBe(true)
    expect(replacedBySchoolPhoto(bundle, '/images/slider/campus.svg')).toBe(false)
  })
})

describe('the early-start data of a bundle', () => {
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
  const data = earlyStartData(bundle, { root: ROOT, base: '/', config })
  const filesOf = (path: string) => (data.pages[path]?.[0] ?? []).map((index) => data.files[index])

  it("preloads a page's route chunks and their imports beyond the first load, found by their source", () => {
    expect(filesOf('/Gallery').sort()).toEqual(['/assets/b.js', '/assets/c.js'])
  })

  it("begins the calls the page's row of the site map declares", () => {
    expect(data.pages['/Gallery']?.[1]).toEqual([['gallery/All/DEMO01', 0]])
    expect(data.pages['/faculty']?.[1]).toEqual([['faculty/all/DEMO01', 1]])
  })

  it('preloads the HTTP client (the chunk holding src/api/http.ts) where the first call comes from the address', () => {
    expect(filesOf('/SubGallery').sort()).toEqual(['/assets/d.js', '/assets/e.js'])
    expect(data.pages['/SubGallery']?.[1]).toEqual([])
  })
})
