import { existsSync, readdirSync } from 'node:fs'
import { dirname, extname, join } from 'node:path'
import { z } from 'zod'

/** What a photo file may be: the placeholders are SVG, the school's own photos JPEG, PNG or WebP. */
const PHOTO_PATH = /^\/[\w ./-]+\.(svg|jpe?g|png|webp)$/i
const ORIGINAL = /\.(jpe?g|png|webp)$/i

/** The folder the school's own photos are saved in, at their public path (src/content/static-photo-sources.ts). */
const ORIGINALS_FOLDER = 'src/content/photos'

/**
 * Whether a photo's public path has a file behind it: the placeholder under public/, or an original of the same
 * name (any of the photo extensions) under src/content/photos/, which the build resizes. Paths are read from the
 * working directory, the project's root for `vite`, `vitest` and the scripts.
 */
function photoExists(publicPath: string, root = process.cwd()): boolean {
  if (existsSync(join(root, 'public', publicPath))) return true
  const folder = join(root, ORIGINALS_FOLDER, dirname(publicPath))
  if (!existsSync(folder)) return false
  const stem = publicPath.slice(publicPath.lastIndexOf('/') + 1, publicPath.length - extname(publicPath).length)
  return readdirSync(folder).some((file) => ORIGINAL.test(file) && file.slice(0, -extname(file).length) === stem)
}

/** A photo's public path, as the editor stores it (/images/static/library-1.jpg), that names a photo the site has. */
export const photoPath = z
  .string()
  .regex(PHOTO_PATH, 'not a photo: give a path like /images/static/library-1.jpg')
  .refine((path) => photoExists(path), {
    error: (issue) =>
      `no such photo: ${String(issue.input)} (upload it, or pick one of the photos already on the site)`,
  })
