import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { criticalCssInliner } from '../../build/critical-css'

const outDir = mkdtempSync(join(tmpdir(), 'critical-css-'))
mkdirSync(join(outDir, 'assets'))
writeFileSync(
  join(outDir, 'assets', 'index.css'),
  '.page-title{color:maroon}.lightbox{position:fixed}@media (min-width:991px){.menu{display:flex}}',
)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <noscript><style>.menu-toggle{display:none}</style></noscript>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root" data-prerendered-path="/about"><nav class="menu">Menu</nav><h1 class="page-title">About us</h1><p>© <!-- -->2026</p></div>
  </body>
</html>`

describe('critical CSS (build/critical-css.ts)', () => {
  it("inlines the rules the page's HTML uses and moves the stylesheet to the end of <body>, with no inline script", async () => {
    const html = await criticalCssInliner(outDir, '/')(PAGE)
    const head = html.slice(0, html.indexOf('</head>'))
    const inlined = head.match(/<style>([^<]*)<\/style>/g) ?? []
    const critical = inlined.find((style) => style.includes('.page-title'))
    expect(critical).toContain('.page-title{color:maroon}')
    expect(critical).toContain('.menu{display:flex}')
    // Rules for what the HTML does not have (the lightbox opens later) stay in the stylesheet only.
    expect(critical).not.toContain('.lightbox')
    // The stylesheet no longer holds up the first paint: it comes after the page's markup.
    expect(head).not.toContain('index.css')
    expect(html.indexOf('href="/assets/index.css"')).toBeGreaterThan(html.indexOf('</div>'))
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index.css">\s*<\/body>/)
    // The no-JavaScript rules and React's text separators are kept as they are; nothing needs an inline script.
    expect(html).toContain('<noscript><style>.menu-toggle{display:none}</style></noscript>')
    expect(html).toContain('© <!-- -->2026')
    expect(html).not.toMatch(/<script>|onload=/)
  })
})
