import { describe, expect, it } from 'vitest'
import { isImage, isSiteCode, isSitePage } from '../../build/pwa-plugin'
import { EDITOR_PATH } from '../../policy/headers'
import { API_PREFIX } from '@/api/endpoints'

/**
 * The offline worker's route matchers (build/pwa-plugin.ts) are copied into sw.js as their source text, so they write
 * the content editor's and the backend's addresses as text instead of importing them: held to those here.
 */

const SITE = 'https://school.example'
const at = (path: string, origin = SITE) => new URL(path, origin)
/** What a matcher reads of a request: the fields Workbox gives it. */
const request = (fields: { mode?: RequestMode; destination?: RequestDestination; token?: boolean }) =>
  ({
    mode: fields.mode ?? 'cors',
    destination: fields.destination ?? '',
    headers: new Headers(fields.token ? { Authorization: 'Bearer x' } : {}),
  }) as Request

describe('the offline worker’s routes', () => {
  it('keep the site’s pages, not the content editor’s or an API address opened as a page', () => {
    const navigation = request({ mode: 'navigate' })
    expect(isSitePage({ request: navigation, url: at('/Events') })).toBe(true)
    expect(isSitePage({ request: navigation, url: at(EDITOR_PATH) })).toBe(false)
    expect(isSitePage({ request: navigation, url: at(`${API_PREFIX}news/all/DEMO01`) })).toBe(false)
  })

  it('keep the site’s scripts and styles, not the content editor’s', () => {
    const script = request({ destination: 'script' })
    expect(isSiteCode({ request: script, sameOrigin: true, url: at('/assets/index-abc.js') })).toBe(true)
    expect(isSiteCode({ request: script, sameOrigin: true, url: at(`${EDITOR_PATH}decap/decap-cms.js`) })).toBe(false)
  })

  it('keep the site’s images and the backend’s image calls, not the content editor’s', () => {
    const image = request({ destination: 'image' })
    const backend = 'https://content.example.org'
    expect(isImage({ request: image, sameOrigin: true, url: at('/images/crest.png') })).toBe(true)
    expect(isImage({ request: image, sameOrigin: false, url: at(`${API_PREFIX}image?url=a.jpg`, backend) })).toBe(true)
    expect(isImage({ request: image, sameOrigin: false, url: at(`${API_PREFIX}image/a/b.jpg`, backend) })).toBe(true)
    expect(isImage({ request: image, sameOrigin: true, url: at(`${EDITOR_PATH}logo.png`) })).toBe(false)
  })
})
