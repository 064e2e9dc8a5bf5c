// @ts-check
// One figure of the speed reports (scripts/lighthouse-page.mjs), on its own so that tests can import it.

/**
 * The bytes a page cost the network: the transfer sizes of its http(s) requests, of one kind or of all. Lighthouse's
 * own total (total-byte-weight) also counts what Chromium loads from itself: on /TC, where the sample certificate's
 * frame is in the first screen, its PDF viewer's chrome:// and chrome-extension:// files, about 690 KB that no
 * visitor downloads (and a phone's browser, which has no such viewer, never loads).
 * @param {Array<{ url: string, resourceType?: string, transferSize?: number }>} requests network-requests' items
 * @param {string} [resourceType] only requests of this kind (e.g. 'Image')
 * @returns {number}
 */
export function networkBytes(requests, resourceType) {
  return requests
    .filter((request) => /^https?:/.test(request.url))
    .filter((request) => resourceType === undefined || request.resourceType === resourceType)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
}

/**
 * The bytes moved before the largest paint, as the page was really loaded: the requests that had ended by then
 * (Lighthouse's `networkEndTime` and the metrics audit's observed LCP, both in ms from the navigation's start).
 * @param {Array<{ url: string, transferSize?: number, networkEndTime?: number }>} requests network-requests' items
 * @param {number | undefined} observedLcpMs
 * @returns {number | undefined}
 */
export function bytesBefore(requests, observedLcpMs) {
  if (observedLcpMs === undefined) return undefined
  return networkBytes(requests.filter((request) => (request.networkEndTime ?? Infinity) <= observedLcpMs))
}
