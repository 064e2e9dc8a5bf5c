/**
 * The placeholders of VITE_IMAGE_RESIZER's URL template: the absolute source URL, encodeURIComponent-encoded ({url})
 * or as it is ({rawUrl}, for resizers that read it from their path, such as Cloudflare's), and the width in pixels.
 * A module of its own, free of zod: env-schema.ts validates templates at build time, and the browser's URL helper
 * (src/api/responsive-image.ts) fills them in without shipping the validator.
 */
export const RESIZER_URL = '{url}'
export const RESIZER_RAW_URL = '{rawUrl}'
export const RESIZER_WIDTH = '{width}'
