import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml } from '../../src/components/ui/sanitize-html'

const HOSTILE =
  '<p>Dear parents</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
  '<a href="javascript:window.__pwned = 3">click</a><a href="https://example.org" target="_blank">site</a>' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><a href="data:text/html,x">d</a>'

describe('sanitizeHtml', () => {
  it('keeps text and harmless markup but no script, handler or javascript:/data: URL', () => {
    const clean = sanitizeHtml(HOSTILE)
    expect(clean).toContain('<p>Dear parents</p>')
    expect(clean).toContain('click')
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|data:|<iframe|<svg/i)
  })

  it('routes images through the image helper and adds rel to new-tab links', () => {
    const clean = sanitizeHtml(HOSTILE)
    expect(clean).toContain('src="http://localhost:3000/api/image?url=x"')
    expect(clean).toContain('rel="noopener noreferrer"')
  })

  it('htmlToText gives the plain text', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x()</script>')).toBe('Hello world')
  })

  it('property: the output never contains an executable construct', () => {
    const fragments = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<b onclick="x()">',
      '<svg><script>x</script></svg>',
      '<iframe srcdoc="<script>x</script>">',
      'java\tscript:',
      '<a href=" jav&#x09;ascript:x">',
      '<p>',
      'text',
      '"',
      "'",
      '<',
      '>',
      '<style>@import "x"</style>',
      '<math><mtext><img src=x onerror=1>',
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(fragments, fc.string()), { maxLength: 12 }), (parts) => {
        const container = document.createElement('div')
        container.innerHTML = sanitizeHtml(parts.join(''))
        expect(container.querySelector('script, iframe, object, embed, style, svg, math')).toBeNull()
        for (const element of container.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            expect(attribute.name.startsWith('on')).toBe(false)
            if (attribute.name === 'href' || attribute.name === 'src') {
              expect(attribute.value.replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i)
            }
          }
        }
      }),
    )
  })
})
