import { defaultStringifySearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { preprocess } from '@/api/zod-preprocess'
import { ALBUM_ID_MAX_LENGTH } from '@/config/constants'

/**
 * An album's address, `/SubGallery?id=…`. The router JSON-parses every search value, so an id written
 * raw comes back as something else: `1e3` as the number 1000, `12345678901234567890` rounded, `1.50` as 1.5, `true`
 * as a boolean. Links of ours are therefore written by the router's own serialisation, which quotes any id that
 * would parse (`?id=%221e3%22`), exactly as the router's <Link> does; every id comes back as it was.
 */

/** The path (with search) of an album's page, for sharing. */
export function albumSharePath(id: string): string {
  return `/SubGallery${defaultStringifySearch({ id })}`
}

/**
 * The album id of an address, as the route reads it. Text is kept exactly (spaces included: the backend's id is
 * matched as it is); a blank or over-long id is none (the page says "Gallery not found"). A number is a link
 * written by hand or by the spec (`?id=123`): a whole number reads back as its digits. Any other number (1.5 from
 * `1.50`, a rounded `12345678901234567890`), true/false or a list cannot be the id that was written, so it is none
 * rather than a different album. (A raw `?id=1e3` reads as the number 1000: no link of ours writes one.)
 */
export function albumIdOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
  if (typeof value !== 'string' || value.trim() === '' || value.length > ALBUM_ID_MAX_LENGTH) return undefined
  return value
}

/** The SubGallery route's `id` search param (see albumIdOf). */
export const albumIdParam = preprocess(albumIdOf, z.optional(z.string()))
