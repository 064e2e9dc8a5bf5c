import { describe, expect, it } from 'vitest'
import { hrefIn, langOfPath, otherLang, pathRewrite, publicPathOf, routePathOf } from '@/config/languages'

/** What a router's rewrite makes of `href` (input: the address bar to the route; output: a route to the address). */
function rewritten(direction: 'input' | 'output', href: string): string {
  const url = new URL(href, 'http://localhost')
  const result = pathRewrite('hi')?.[direction]?.({ url })
  const next = result instanceof URL ? result : new URL(result ?? url.href, 'http://localhost')
  return `${next.pathname}${next.search}${next.hash}`
}

describe('a language in the address', () => {
  it('is Hindi under /hi only, and English at every other address', () => {
    expect(langOfPath('/hi')).toBe('hi')
    expect(langOfPath('/hi/Events')).toBe('hi')
    expect(langOfPath('/')).toBe('en')
    expect(langOfPath('/Events')).toBe('en')
    // A page whose name starts with "hi" is not Hindi.
    expect(langOfPath('/history-aim')).toBe('en')
    expect(langOfPath('/hiring')).toBe('en')
  })

  it('maps a route path to its public path in each language and back', () => {
    for (const path of ['/', '/Events', '/history-aim', '/Magazine2025']) {
      expect(publicPathOf(path, 'en')).toBe(path)
      expect(routePathOf(publicPathOf(path, 'hi'))).toBe(path)
    }
    expect(publicPathOf('/', 'hi')).toBe('/hi')
    expect(publicPathOf('/Events', 'hi')).toBe('/hi/Events')
  })

  it("rewrites a Hindi router's addresses: /hi in the address bar, the route's own path inside", () => {
    expect(rewritten('input', '/hi/Events?year=2026&month=3')).toBe('/Events?year=2026&month=3')
    expect(rewritten('input', '/hi')).toBe('/')
    expect(rewritten('output', '/Events?year=2026&month=3')).toBe('/hi/Events?year=2026&month=3')
    expect(rewritten('output', '/')).toBe('/hi')
    expect(rewritten('output', '/SubGallery?id=7#photo-3')).toBe('/hi/SubGallery?id=7#photo-3')
    // English keeps today's addresses: no rewrite at all.
    expect(pathRewrite('en')).toBeUndefined()
  })

  it('gives the same page with its filters in the other language (the language switch, hreflang)', () => {
    expect(hrefIn('/Events?year=2026&month=3', 'hi')).toBe('/hi/Events?year=2026&month=3')
    expect(hrefIn('/hi/Events?year=2026&month=3', 'en')).toBe('/Events?year=2026&month=3')
    expect(hrefIn('/', 'hi')).toBe('/hi')
    expect(hrefIn('/hi', 'en')).toBe('/')
    expect(hrefIn('/hi?x=1', 'en')).toBe('/?x=1')
    expect(hrefIn('/hi/Gallery', 'hi')).toBe('/hi/Gallery')
    expect(otherLang('en')).toBe('hi')
    expect(otherLang('hi')).toBe('en')
  })
})
