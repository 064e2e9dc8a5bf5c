/**
 * The placeholders of VITE_IMAGE_RESIZER's URL template: the absolute source URL, encodeURIComponent-encoded ({url})
 * or as it is ({rawUrl}, for resizers that read it from their path, such as Cloudflare's), and the width in pixels.
 * A module of its own, free of zod: env-schema.ts validates templates at build time, and the browser's URL helper
 * (src/api/responsive-image.ts) fills them in without shipping the validator.
 */
export const RESIZER_URL = '{url}'
export const RESIZER_RAW_URL = '{rawUrl}'
export const RESIZER_WIDTH = '{width}'

/**
 * The widths offered to the browser, in pixels. Steps of about a quarter to a third: a copy is then at most a third
 * wider than the screen needs (a phone's 380-pixel card at 1.75 pixels per CSS pixel needs 665: 800, not 960).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const

/**
 * One resized copy: the template with {url} (the absolute source URL, encoded), {rawUrl} (the same, as it is) and
 * {width} filled in.
 */
export function resizedUrl(template: string, source: string, width: number): string {
  return template
    .replaceAll(RESIZER_URL, encodeURIComponent(source))
    .replaceAll(RESIZER_RAW_URL, source)
    .replaceAll(RESIZER_WIDTH, String(width))
}
