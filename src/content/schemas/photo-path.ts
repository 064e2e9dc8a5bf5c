import { existsSync, readdirSync } from 'node:fs'
import { dirname, extname, join } from 'node:path'
import { z } from 'zod'

/** What a photo file may be: the placeholders are SVG, the school's own photos JPEG, PNG or WebP. */
const PHOTO_PATH = /^\/[\w ./-]+\.(svg|jpe?g|png|webp)$/i
const ORIGINAL = /\.(jpe?g|png|webp)$/i

/** The folder the school's own photos are saved in, at their public path (src/content/static-photo-sources.ts). */
const ORIGINALS_FOLDER = 'src/content/photos'

/**
 * The school's original behind a photo's public path: the file of the same name (any of the photo extensions) under
 * src/content/photos/, which the build resizes; undefined when there is none.
 */
export function originalPhotoOf(publicPath: string, root = process.cwd()): string | undefined {
  const folder = join(root, ORIGINALS_FOLDER, dirname(publicPath))
  if (!existsSync(folder)) return undefined
  const stem = publicPath.slice(publicPath.lastIndexOf('/') + 1, publicPath.length - extname(publicPath).length)
  const original = readdirSync(folder)
    .sort()
    .find((file) => ORIGINAL.test(file) && file.slice(0, -extname(file).length) === stem)
  return original === undefined ? undefined : join(folder, original)
}

/**
 * Whether a photo's public path has a file behind it: the placeholder under public/, or an original. Paths are read
 * from the working directory, the project's root for `vite`, `vitest` and the scripts.
 */
function photoExists(publicPath: string, root = process.cwd()): boolean {
  return existsSync(join(root, 'public', publicPath)) || originalPhotoOf(publicPath, root) !== undefined
}

/** A photo's public path, as the editor stores it (/images/static/library-1.jpg), that names a photo the site has. */
export const photoPath = z
  .string()
  .regex(PHOTO_PATH, 'not a photo: give a path like /images/static/library-1.jpg')
  .refine((path) => photoExists(path), {
    error: (issue) =>
      `no such photo: ${String(issue.input)} (upload it, or pick one of the photos already on the site)`,
  })
  // In the editor: an upload, never an address typed in.
  .meta({ widget: 'image', choose_url: false })
