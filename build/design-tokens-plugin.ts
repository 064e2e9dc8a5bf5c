import type { Plugin } from 'vite'
import { BRAND_COLOUR, CSS_COLOURS } from '../src/config/design-tokens.ts'

/**
 * The colours of src/config/design-tokens.ts written where the browser reads them, so that CSS and HTML, which cannot
 * import a module, take them from the same place as the manifest, the icons and the preview images: global.css's
 * `:root` gets them as custom properties in place of COLOURS_MARK, index.html's theme-color gets the brand colour in
 * place of THEME_COLOUR_MARK. In the dev server and in every build alike.
 */

/** The line of global.css's `:root` that the colours take the place of. */
const COLOURS_MARK = '/* The colours: src/config/design-tokens.ts, written here by build/design-tokens-plugin.ts. */'
/** What index.html's theme-color says until the brand colour takes its place. */
const THEME_COLOUR_MARK = '%BRAND_COLOUR%'
const STYLE_SHEET = '/src/styles/global.css'

function replaceOnce(text: string, mark: string, value: string, where: string): string {
  const parts = text.split(mark)
  if (parts.length !== 2) throw new Error(`${where} should have ${mark} once, not ${parts.length - 1} times`)
  return parts.join(value)
}

/** global.css with its colours' custom properties, one a line, where the mark was. */
export function withColours(css: string): string {
  const indent = /^\s*/.exec(css.split('\n').find((line) => line.includes(COLOURS_MARK)) ?? '')?.[0] ?? ''
  const declarations = Object.entries(CSS_COLOURS)
    .map(([property, colour]) => `${property}: ${colour};`)
    .join(`\n${indent}`)
  return replaceOnce(css, COLOURS_MARK, declarations, 'global.css')
}

/** index.html with the brand colour as its theme-color (the browser's bar on a phone). */
export function withThemeColour(html: string): string {
  return replaceOnce(html, THEME_COLOUR_MARK, BRAND_COLOUR, 'index.html')
}

export function designTokensPlugin(): Plugin {
  return {
    name: 'design-tokens',
    // Before Vite's own CSS plugin reads the style sheet, and before its HTML hooks read index.html.
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0]?.endsWith(STYLE_SHEET)) return { code: withColours(code), map: null }
    },
    transformIndexHtml: {
      order: 'pre',
      // The site's index.html; the content editor's page (build/decap-plugin.ts) has no mark.
      handler: (html) => (html.includes(THEME_COLOUR_MARK) ? withThemeColour(html) : html),
    },
  }
}
