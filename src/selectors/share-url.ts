import { itemLocation, type AnchoredItem, type AnchoredKind } from './item-anchor'

/**
 * The links of the Share control (issue 21): always our origin and our own path, with anything from the backend
 * only in encoded params or in an anchor made safe by itemAnchor. Pure, so the cards, the tests and the list page
 * agree on where a shared item lands.
 */

/** WhatsApp's "send this text" link: it opens the app (or web.whatsapp.com) with the text ready to send. */
const WHATSAPP_SEND = 'https://wa.me/?text='

/**
 * The path (with search and hash) of a news item or event on its list page: the year that shows it, then its anchor
 * (the one its list gave it, listAnchors, when known).
 */
export function itemSharePath(kind: AnchoredKind, item: AnchoredItem, anchor?: string): string {
  const { to, year, hash } = itemLocation(kind, item, anchor)
  return `${to}?year=${encodeURIComponent(String(year))}#${hash}`
}

/** An absolute URL on `origin` for a path of ours; a path that does not start with a single "/" gives the home page. */
export function buildShareUrl(origin: string, path: string): string {
  const ours = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return `${origin}${ours}`
}

/** The WhatsApp link that sends "<title> <url>". */
export function whatsAppShareUrl(title: string, url: string): string {
  return `${WHATSAPP_SEND}${encodeURIComponent(`${title} ${url}`)}`
}
