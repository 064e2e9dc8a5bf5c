import Beasties from 'beasties'

/**
 * The first paint without waiting for a stylesheet (issue 20: FCP): each prerendered page carries, in a `<style>`
 * in its head, the rules of its stylesheets that match the page's own HTML (its frame, heading and text), and its
 * stylesheet links move to the end of `<body>`, where they no longer hold up the first paint of what comes before
 * them. Beasties (the maintained successor of Google's Critters) picks the rules. Its other ways of loading the
 * rest (media="print" swapped by an onload handler, a loader script) are inline script, which the site's
 * Content-Security-Policy forbids; the end of `<body>` needs none. The page's own inline styles (the no-JavaScript
 * `<noscript>` rules) are left as they are.
 */
export function criticalCssInliner(outDir: string, base: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  })
  return async (html) => withBodyStylesheetsAtLowPriority(await beasties.process(html))
}

/**
 * The stylesheets at the end of `<body>` are fetched with `fetchpriority="low"`: the page's first screen is already
 * styled by its inlined rules, so its lead image and script come first. Chromium then asks for them at "High"
 * instead of "VeryHigh" priority; they still apply before the page's script runs, as before. It also keeps
 * Lighthouse's simulation honest: it counts every "VeryHigh" stylesheet requested before the first paint as holding
 * that paint up, which a stylesheet after the content it styles does not, so FCP came out either about 0.95 s or
 * about 1.5 s depending on whether the request happened to start before the paint (README, A/B).
 */
function withBodyStylesheetsAtLowPriority(html: string): string {
  const bodyStart = html.search(/<body[\s>]/)
  if (bodyStart < 0) return html
  const body = html
    .slice(bodyStart)
    .replace(/<link rel="stylesheet"(?![^>]*fetchpriority)/g, '<link rel="stylesheet" fetchpriority="low"')
  return html.slice(0, bodyStart) + body
}
