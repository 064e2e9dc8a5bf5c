import { BRAND_COLOUR, PAGE_COLOUR } from './design-tokens.ts'
import { SCHOOL_NAME } from './site.ts'
import type { PagePath } from './site-map'

/**
 * "Install the site": the web app manifest of live builds, from which Chromium on Android offers "Install app" (it
 * wants a name, PNG icons of 192 and 512 px, a start URL and a standalone display). Live builds have the offline
 * worker too, so the installed site opens the pages seen before without a connection.
 * build/pwa-plugin.ts writes it as /manifest.webmanifest and links it from every page; demo builds have none (README,
 * "Configuration": MSW's worker owns the page there). tests/unit/app-manifest.test.ts checks it against the icon files
 * and the route tree.
 */

/** The name under the icon on a home screen and in the task switcher: launchers cut it at about 12 characters. */
const SCHOOL_SHORT_NAME = "St. Mary's" // PLACEHOLDER, with SCHOOL_NAME

const APP_DESCRIPTION = `News, events, results, photos and transfer certificates of ${SCHOOL_NAME}.`

/** The site lives at the root of its host: the app opens on the home page and keeps every page of the site. */
const APP_ROOT = '/'

/** The icon files (`npm run icons` makes them from public/logo.svg, as pwa-assets.config.ts names them). */
const ICON_DIR = '/icons'

export interface AppIcon {
  src: string
  /** `WIDTHxHEIGHT` in pixels: the file's own size (the unit test reads it). */
  sizes: string
  type: 'image/png'
  /**
   * `any`: shown as drawn (the crest on a clear background). `maskable`: the launcher crops it to its own shape, so
   * the crest sits inside the middle 80 % circle (the safe zone) on the school's maroon, which fills the rest.
   */
  purpose: 'any' | 'maskable'
}

interface AppShortcut {
  name: string
  short_name: string
  /** A page of the site map, so a renamed page fails the type check here. */
  url: PagePath
  icons: AppIcon[]
}

/** The members of the manifest this site sets (https://www.w3.org/TR/appmanifest/). */
export interface AppManifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  categories: string[]
  icons: AppIcon[]
  shortcuts: AppShortcut[]
}

const icon = (file: string, size: number, purpose: AppIcon['purpose']): AppIcon => ({
  src: `${ICON_DIR}/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/** Android's long-press menu shows a shortcut's icon at 96 px or less; one crest serves all three. */
const SHORTCUT_ICONS = [icon('shortcut-96.png', 96, 'any')]

export const APP_MANIFEST: AppManifest = {
  // The app's identity for the browser: stays the same if start_url ever changes.
  id: APP_ROOT,
  name: SCHOOL_NAME,
  short_name: SCHOOL_SHORT_NAME,
  description: APP_DESCRIPTION,
  lang: 'en',
  start_url: APP_ROOT,
  scope: APP_ROOT,
  display: 'standalone',
  // The school's maroon, as index.html's theme-color: the installed app's title bar.
  theme_color: BRAND_COLOUR,
  // The page's own background: the splash screen, with the crest on it, fades into the first page.
  background_color: PAGE_COLOUR,
  categories: ['education'],
  icons: [
    icon('icon-192.png', 192, 'any'),
    icon('icon-512.png', 512, 'any'),
    icon('icon-maskable-192.png', 192, 'maskable'),
    icon('icon-maskable-512.png', 512, 'maskable'),
  ],
  // The pages parents open most (spec: News & Events, Parents), from the icon's long-press menu.
  shortcuts: [
    { name: 'Events', short_name: 'Events', url: '/Events', icons: SHORTCUT_ICONS },
    { name: 'News', short_name: 'News', url: '/News', icons: SHORTCUT_ICONS },
    { name: 'Transfer Certificate', short_name: 'TC', url: '/TC', icons: SHORTCUT_ICONS },
  ],
}
