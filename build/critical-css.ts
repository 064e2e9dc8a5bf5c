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
  return (html) => beasties.process(html)
}
