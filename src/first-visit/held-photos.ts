/**
 * Photos below the first screen wait for it (issue 49). On a page the server renders, a lazy photo (every card's
 * but the lead one) comes in the HTML without its address: the `<img>` keeps its box, and its `src` and `srcset`
 * wait in these two attributes. Left in place, Chromium asks for a lazy photo at the page's first layout whenever it
 * is within 1,250 px of the viewport: on a phone the next three cards, which shared the slow line with the lead photo
 * (3 × 92 KiB on /Gallery) and held back the first screen's largest paint. The app's starter (build/app-start.ts)
 * gives each its address when the first screen is done, just before the app starts; from then on it is an ordinary
 * lazy image, loaded as the visitor scrolls near it. A page read without JavaScript has each photo in a `<noscript>`
 * beside it, and hides the empty one (global.css, `scripting: none`).
 */

/** Where a held photo's `src` waits. */
export const HELD_SRC_ATTRIBUTE = 'data-held-src'

/** Where a held photo's `srcset` waits. */
export const HELD_SRCSET_ATTRIBUTE = 'data-held-srcset'
