import { SHARE_NAME_MAX_LENGTH, SHARE_TEXT_MAX_LENGTH } from '@/config/constants'
import { itemLocation, type AnchoredItem, type AnchoredKind } from './item-anchor'

/**
 * The links of the Share control: always our origin and our own path, with anything from the backend
 * only in encoded params or in an anchor made safe by itemAnchor. Pure, so the cards, the tests and the list page
 * agree on where a shared item lands.
 */

/** WhatsApp's "send this text" link: it opens the app (or web.whatsapp.com) with the text ready to send. */
const WHATSAPP_SEND = 'https://wa.me/?text='

/**
 * The address of a news item or event on its list page, without the hash: the year that shows it, and `item=` its
 * anchor (the one its list gave it, listAnchors, when known), so that the optional server can describe that item in
 * the page's preview. Also the item's canonical address.
 */
export function itemAddress(kind: AnchoredKind, item: AnchoredItem, anchor?: string): string {
  const { to, year, hash } = itemLocation(kind, item, anchor)
  return `${to}?year=${encodeURIComponent(String(year))}&item=${hash}`
}

/**
 * The path a news item or event is shared at: its address (itemAddress), then `#` its anchor, where the list page
 * scrolls to it and highlights it.
 */
export function itemSharePath(kind: AnchoredKind, item: AnchoredItem, anchor?: string): string {
  const { hash } = itemLocation(kind, item, anchor)
  return `${itemAddress(kind, item, anchor)}#${hash}`
}

/** An absolute URL on `origin` for a path of ours; a path that does not start with a single "/" gives the home page. */
export function buildShareUrl(origin: string, path: string): string {
  const ours = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return `${origin}${ours}`
}

/**
 * `text` cut to at most `maxLength` characters, ending in "…" when cut (a 100,000-character title made a
 * 140,092-character WhatsApp link and a button name as long). Never cuts a character in half: a lone surrogate would
 * make encodeURIComponent throw.
 */
export function shortText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  let end = maxLength - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end).trimEnd()}…`
}

/** The Share button's accessible name: "Share <title>", the title cut to SHARE_NAME_MAX_LENGTH. */
export function shareButtonName(title: string): string {
  return `Share ${shortText(title, SHARE_NAME_MAX_LENGTH)}`
}

/** What the share sheet gets: the title as in the button's name, the message cut to SHARE_TEXT_MAX_LENGTH. */
export function sharedItemOf(title: string, text: string, url: string) {
  return { title: shortText(title, SHARE_NAME_MAX_LENGTH), text: shortText(text, SHARE_TEXT_MAX_LENGTH), url }
}

/** The WhatsApp link that sends "<title> <url>", the title cut to SHARE_TEXT_MAX_LENGTH. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `${WHATSAPP_SEND}${encodeURIComponent(`${shortText(title, SHARE_TEXT_MAX_LENGTH)} ${url}`)}`
}
