import { describe, expect, it } from 'vitest'
import { networkBytes } from '../../scripts/network-bytes.mjs'

describe("a page's bytes in the speed reports (scripts/network-bytes.mjs)", () => {
  // A run on /TC, shortened: the page, the sample certificate, and what Chromium's PDF viewer loads from itself.
  const requests = [
    { url: 'https://127.0.0.1:4290/TC', resourceType: 'Document', transferSize: 8_800 },
    { url: 'https://127.0.0.1:4290/assets/index.js', resourceType: 'Script', transferSize: 114_000 },
    { url: 'https://127.0.0.1:4290/logo.svg', resourceType: 'Image', transferSize: 220 },
    { url: 'http://127.0.0.1:4292/documents/tc-sample.pdf', resourceType: 'Other', transferSize: 1_400 },
    {
      url: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html',
      resourceType: 'Document',
      transferSize: 30_000,
    },
    { url: 'chrome://resources/roboto/roboto-regular.woff2', resourceType: 'Font', transferSize: 63_416 },
    { url: 'data:image/png;base64,AAAA', resourceType: 'Image', transferSize: 0 },
    { url: 'https://127.0.0.1:4290/favicon.svg', resourceType: 'Other' },
  ]

  it('counts what came over the network, not what the browser loaded from itself', () => {
    expect(networkBytes(requests)).toBe(8_800 + 114_000 + 220 + 1_400)
  })

  it('counts one kind of request', () => {
    expect(networkBytes(requests, 'Image')).toBe(220)
    expect(networkBytes(requests, 'Font')).toBe(0)
    expect(networkBytes([])).toBe(0)
  })
})
