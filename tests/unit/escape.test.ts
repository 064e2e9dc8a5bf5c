import { describe, expect, it } from 'vitest'
import { cspSource, escapeHtmlAttribute, escapeXml, singleLine } from '../../src/shared/escape'
import { robotsTxt, sitemapXml } from '../../build/site-files-plugin'

/** What the build writes into pages, headers and files, safe for where it goes (src/shared/escape.ts). */

describe('escaping for where a value goes', () => {
  it('an HTML attribute: no quote, angle bracket or ampersand survives', () => {
    expect(escapeHtmlAttribute(`a"b<c>d&e'f`)).toBe('a&quot;b&lt;c&gt;d&amp;e&#39;f')
    expect(escapeHtmlAttribute('&amp;')).toBe('&amp;amp;')
    expect(escapeHtmlAttribute('https://content.example.org')).toBe('https://content.example.org')
  })

  it('XML: no quote, angle bracket or ampersand survives', () => {
    expect(escapeXml(`a"b<c>d&e'f`)).toBe('a&quot;b&lt;c&gt;d&amp;e&apos;f')
  })

  it('a header or robots.txt line: a line break is refused, not passed on', () => {
    expect(() => singleLine('https://a.example\r\nX-Injected: 1', 'A header')).toThrow(
      /A header would hold a line break/,
    )
    expect(() => singleLine('a\nb', 'robots.txt')).toThrow(/line break/)
    expect(singleLine('camera=()', 'A header')).toBe('camera=()')
  })

  it('a Content-Security-Policy source: keywords and origins only, nothing with ; , space or a quote', () => {
    for (const good of ["'self'", "'unsafe-inline'", 'https://media.example.org:8443', 'http://127.0.0.1:9']) {
      expect(cspSource(good)).toBe(good)
    }
    for (const bad of [
      'https://media.example;script-src-elem',
      'https://a.example,https://evil.example',
      'https://a.example"x',
      'https://a.example<x',
      'https://a.example&x',
      "https://a.example 'unsafe-eval'",
      "'self",
    ]) {
      expect(() => cspSource(bad), bad).toThrow(/Content-Security-Policy source/)
    }
  })
})

describe('the writers use them', () => {
  it("the sitemap escapes what it is given, and robots.txt refuses a line break in the site's origin", () => {
    const xml = sitemapXml('https://www.example-school.org"<&')
    expect(xml).toContain('<loc>https://www.example-school.org&quot;&lt;&amp;/about</loc>')
    expect(() => robotsTxt('https://www.example-school.org\nDisallow: /')).toThrow(/line break/)
  })
})
