/**
 * The asynchronous Clipboard API. It is missing on plain-http pages and may be denied by the browser or the
 * visitor: then the Share control shows the link in a text field to copy by hand.
 */

/** Write `text` to the clipboard; resolves to false when the clipboard is unavailable or refused. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') return false
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
