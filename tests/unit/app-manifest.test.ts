import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { withColours, withThemeColour } from '../../build/design-tokens-plugin'
import { APP_MANIFEST, type AppIcon } from '@/config/app-manifest'
import { SCHOOL_NAME } from '@/config/site'
import { routeTree } from '@/routeTree.gen'

/**
 * "Install the site": the web app manifest of live builds (src/config/app-manifest.ts), against what Chromium asks
 * before it offers "Install app", the icon files of public/icons/ (`npm run icons`, pwa-assets.config.ts) and the route tree.
 * The installability itself, in a browser, is tests/e2e-live/install.spec.ts.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const PUBLIC_DIR = join(ROOT, 'public')
/** Chromium installs a site only with an icon of purpose `any` at least this big (and takes 192 and 512 px). */
const INSTALL_ICON_MIN_PX = 144
/** Launchers show about this many characters of the short name under the icon. */
const SHORT_NAME_MAX_CHARS = 12
/** The icons are committed and fetched on install: shapes in three colours stay well under this. */
const MAX_ICON_BYTES = 16 * 1024
/** A maskable icon's safe zone: the circle of this radius (a fraction of its width) every launcher mask keeps. */
const SAFE_ZONE_RADIUS = 0.4
/** How far (per channel, 0 to 255) a pixel of the palette PNG may be from the maroon and still count as it. */
const COLOUR_TOLERANCE = 8

const fileOf = (icon: AppIcon) => join(PUBLIC_DIR, icon.src)
const sizeOf = (icon: AppIcon) => Number(icon.sizes.split('x')[0])
const hexToRgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
const allIcons = [...APP_MANIFEST.icons, ...APP_MANIFEST.shortcuts.flatMap((shortcut) => shortcut.icons)]

/** The paths of the route tree (src/routes/, written by the router plugin), the root left out. */
const routePaths = Object.values(routeTree.children ?? {}).map((route) => (route.options as { path: string }).path)

describe('the web app manifest', () => {
  it('has the members Chromium needs to offer "Install app"', () => {
    expect(APP_MANIFEST.name).toBe(SCHOOL_NAME)
    expect(APP_MANIFEST.short_name.length).toBeGreaterThan(0)
    expect(APP_MANIFEST.short_name.length).toBeLessThanOrEqual(SHORT_NAME_MAX_CHARS)
    expect(APP_MANIFEST.description).toContain(SCHOOL_NAME)
    expect(APP_MANIFEST.display).toBe('standalone')
    expect(APP_MANIFEST.start_url).toBe('/')
    expect(APP_MANIFEST.scope).toBe('/')
    expect(APP_MANIFEST.id).toBe('/')
  })

  it("takes its title bar colour from index.html's theme-color, and colours of the site's palette", () => {
    // As the build writes them (build/design-tokens-plugin.ts).
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(
      withThemeColour(readFileSync(join(ROOT, 'index.html'), 'utf8')),
    )?.[1]
    expect(APP_MANIFEST.theme_color).toBe(themeColor)
    const palette = withColours(readFileSync(join(ROOT, 'src/styles/global.css'), 'utf8')).toLowerCase()
    expect(palette).toContain(`: ${APP_MANIFEST.theme_color};`)
    expect(palette).toContain(`: ${APP_MANIFEST.background_color};`)
  })

  it('has PNG icons of 192 and 512 px to show as drawn, and a maskable one', () => {
    const plainSizes = APP_MANIFEST.icons.filter((icon) => icon.purpose === 'any').map(sizeOf)
    expect(plainSizes).toEqual(expect.arrayContaining([192, 512]))
    expect(Math.max(...plainSizes)).toBeGreaterThanOrEqual(INSTALL_ICON_MIN_PX)
    expect(APP_MANIFEST.icons.filter((icon) => icon.purpose === 'maskable').map(sizeOf)).toContain(512)
    for (const icon of APP_MANIFEST.icons) expect(icon.type, icon.src).toBe('image/png')
  })

  it('names icon files that exist, as PNGs of the stated size, and small', async () => {
    for (const icon of allIcons) {
      const { format, width, height } = await sharp(fileOf(icon)).metadata()
      expect({ format, sizes: `${width}x${height}` }, icon.src).toEqual({ format: 'png', sizes: icon.sizes })
      expect(statSync(fileOf(icon)).size, icon.src).toBeLessThan(MAX_ICON_BYTES)
    }
  })

  it('has maskable icons whose crest sits inside the safe zone, on the maroon that fills the rest', async () => {
    const maroon = hexToRgb(APP_MANIFEST.theme_color)
    for (const icon of APP_MANIFEST.icons.filter((each) => each.purpose === 'maskable')) {
      const { data, info } = await sharp(fileOf(icon)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const isMaroon = (pixel: number) =>
        maroon.every((value, channel) => Math.abs((data[pixel * 3 + channel] ?? -1) - value) <= COLOUR_TOLERANCE)
      const centre = info.width / 2
      let outsideNotMaroon = 0
      let insideNotMaroon = 0
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (isMaroon(y * info.width + x)) continue
          const inSafeZone = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= SAFE_ZONE_RADIUS * info.width
          if (inSafeZone) insideNotMaroon++
          else outsideNotMaroon++
        }
      }
      expect(outsideNotMaroon, `${icon.src}: pixels of the crest outside the safe zone`).toBe(0)
      // The crest is there: its gold shield covers a good part of the safe zone.
      expect(insideNotMaroon, icon.src).toBeGreaterThan(info.width * info.height * 0.05)
    }
  })

  it('has shortcuts to Events, News and TC, each a route of the app, with names and an icon of 96 or 192 px', () => {
    expect(APP_MANIFEST.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/Events', '/News', '/TC'])
    for (const shortcut of APP_MANIFEST.shortcuts) {
      expect(routePaths, shortcut.url).toContain(shortcut.url)
      expect(shortcut.name.length, shortcut.url).toBeGreaterThan(0)
      expect(shortcut.short_name.length, shortcut.url).toBeGreaterThan(0)
      expect(shortcut.short_name.length, shortcut.url).toBeLessThanOrEqual(SHORT_NAME_MAX_CHARS)
      expect(
        shortcut.icons.map(sizeOf).some((size) => size === 96 || size === 192),
        shortcut.url,
      ).toBe(true)
    }
  })
})
