/** Longest slug: enough to tell titles apart, short enough for a file name or a URL fragment. */
const MAX_SLUG_LENGTH = 60

/**
 * Lower-case letters, digits and single hyphens, at most MAX_SLUG_LENGTH characters ("Annual Sports Day 2026" gives
 * "annual-sports-day-2026"): safe as a file name, an HTML id and a URL fragment. Accents are dropped, other scripts
 * and punctuation become hyphens; an empty result means the text had nothing usable.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
}
