import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { earlyStartScript, replacedBySchoolPhoto } from '../../build/early-start-plugin'
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
    } as unknown as OutputBundle
    expect(replacedBySchoolPhoto(bundle, '/images/slider/assembly.svg')).toBe(true)
    expect(replacedBySchoolPhoto(bundle, '/images/slider/campus.svg')).toBe(false)
  })
})
