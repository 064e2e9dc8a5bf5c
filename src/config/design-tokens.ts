/**
 * The site's colours, the one place they are written. Everything that paints in the school's colours reads them
 * from here: the style sheet (build/design-tokens-plugin.ts writes them into global.css's `:root` as custom
 * properties, and into index.html's theme-color), the web app manifest (app-manifest.ts), the installed site's
 * icons (pwa-assets.config.ts) and the link-preview images (scripts/generate-share-images.mjs,
 * build/magazine-share-images.ts). tests/unit/single-home-facts.test.ts fails on the brand colour written anywhere
 * else.
 *
 * Plain TypeScript that Node runs as it is (no imports, nothing but erasable types): the scripts import it too.
 */

/** The school's maroon: the header, the buttons, the browser's and the installed app's title bar. */
export const BRAND_COLOUR = '#7a1f2b'
/** A darker maroon: the headings of the fixed pages, the strip above the header. */
const BRAND_DARK_COLOUR = '#55121c'
/** The crest's gold: the buttons that stand out, the focus ring on the maroon. */
export const ACCENT_COLOUR = '#f2c94c'
/** The page's own background, behind the white cards; the installed app's splash screen. */
export const PAGE_COLOUR = '#f7f5f2'

/** Each colour of the style sheet by its custom property, in the order global.css's `:root` lists them. */
export const CSS_COLOURS = {
  '--color-brand': BRAND_COLOUR,
  '--color-brand-dark': BRAND_DARK_COLOUR,
  '--color-accent': ACCENT_COLOUR,
  '--color-text': '#1d1d1f',
  '--color-muted': '#4a4a52',
  '--color-surface': '#ffffff',
  '--color-page': PAGE_COLOUR,
  '--color-border': '#d8d2ca',
  '--color-focus': '#1a5fd0',
} as const
