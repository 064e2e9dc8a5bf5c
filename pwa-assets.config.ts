import { defineConfig, type Preset } from '@vite-pwa/assets-generator/config'
import { BRAND_COLOUR } from './src/config/design-tokens.ts'

/**
 * The installed site's icons (`npm run icons`, @vite-pwa/assets-generator): public/icons/, named as
 * src/config/app-manifest.ts lists them, made from public/logo.svg. Run again after replacing the logo.
 * Chromium installs a site only with PNG icons of 192 and 512 px; Android's launcher crops a `maskable` icon to its own
 * shape, so there the crest is 60 % of the width (its corners reach 35 %, inside the 40 % safe-zone circle) on the
 * school's maroon, which fills the square. Palette PNGs: they are committed (tests/unit/app-manifest.test.ts checks
 * sizes, bytes and the safe zone).
 */
/** The crest's square as a fraction of a maskable icon's width (the generator's padding is the rest). */
const MASKABLE_CREST_FRACTION = 0.6

const NAMES: Record<string, string> = {
  'transparent-96': 'shortcut-96.png',
  'transparent-192': 'icon-192.png',
  'transparent-512': 'icon-512.png',
  'maskable-192': 'icon-maskable-192.png',
  'maskable-512': 'icon-maskable-512.png',
}

const preset: Preset = {
  transparent: { sizes: [96, 192, 512], padding: 0 },
  maskable: {
    sizes: [192, 512],
    padding: 1 - MASKABLE_CREST_FRACTION,
    resizeOptions: { fit: 'contain', background: BRAND_COLOUR },
  },
  apple: { sizes: [] },
  png: { compressionLevel: 9, palette: true, effort: 10 },
  assetName: (type, { width }) => {
    const name = NAMES[`${type}-${width}`]
    if (!name) throw new Error(`pwa-assets.config.ts names no ${type} icon of ${width} px`)
    return `icons/${name}`
  },
}

export default defineConfig({ preset, images: ['public/logo.svg'], manifestIconsEntry: false })
