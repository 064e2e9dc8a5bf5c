/**
 * The Web Share API (phones, some desktops): the system's own share sheet. Feature-detected, since desktop Chrome on
 * Linux and Firefox have none; the Share control then offers WhatsApp and "Copy link" instead.
 */

export interface SharedItem {
  title: string
  text: string
  url: string
}

/**
 * Whether this browser has a share sheet at all (no `item`), or can share `item` through it. canShare() without data
 * answers false by definition (nothing to share), so it is asked about a real item only.
 */
export function canWebShare(item?: SharedItem): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false
  if (item === undefined) return true
  // canShare is younger than share: where it is missing, share itself is the test.
  return typeof navigator.canShare === 'function' ? navigator.canShare(item) : true
}

/** Open the share sheet. Resolves to false when the visitor closed it without sharing (not an error). */
export async function webShare(item: SharedItem): Promise<boolean> {
  try {
    await navigator.share(item)
    return true
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false
    throw error
  }
}
