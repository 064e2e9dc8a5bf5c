import type { Request } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The Transfer Certificate form read without JavaScript: its prerendered form used to submit natively with
 * GET, so the child's name and admission number went into the address (`/TC?name=…&admission=…`: the host's access
 * log, the browser's history, any Referer). Now nothing is sent and the page says the form needs JavaScript. The
 * same form before its app has started, with JavaScript on, is tested on a live build (tests/e2e-live).
 */
test.use({ javaScriptEnabled: false })

const NAME = 'Asha Verma'
const ADMISSION = 'A-1234'

/** The sentence the form shows without JavaScript (src/features/tc/TcForm.tsx). */
const NEEDS_JAVASCRIPT = 'This form needs JavaScript to send the request.'

/** Whether an address holds what was typed, encoded or not. */
function holdsTypedData(url: string) {
  const decoded = decodeURIComponent(url.replace(/\+/g, ' '))
  return decoded.includes(NAME) || decoded.includes(ADMISSION) || /[?&](name|admission)=/.test(decoded)
}

for (const how of ['tapping Submit', 'pressing Enter'] as const) {
  test(`/TC without JavaScript: ${how} puts neither the name nor the admission number in an address`, async ({
    page,
  }) => {
    const requests: Request[] = []
    const addresses: string[] = []
    page.on('request', (request) => requests.push(request))
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url())
    })
    await page.goto('/TC')
    await page.getByLabel('Student full name').fill(NAME)
    await page.getByLabel('Admission number').fill(ADMISSION)
    if (how === 'tapping Submit') await page.getByRole('button', { name: 'Submit' }).click()
    else await page.getByLabel('Admission number').press('Enter')
    // A native submission would be a navigation: give it the time to start, then for its page to load.
    await page.waitForTimeout(500)
    await page.waitForLoadState('load')

    expect(addresses.filter(holdsTypedData)).toEqual([])
    expect(requests.map((request) => request.url()).filter(holdsTypedData)).toEqual([])
    expect(requests.filter((request) => (request.postData() ?? '').includes(NAME))).toEqual([])
    expect(addresses).toHaveLength(1)
    expect(new URL(page.url()).search).toBe('')
    // Nothing left the page, so nothing typed was lost either; and the page says why nothing happened.
    await expect(page.getByLabel('Student full name')).toHaveValue(NAME)
    // Playwright's text queries skip <noscript>: read what the form shows instead.
    await expect(page.getByRole('main').locator('form')).toContainText(NEEDS_JAVASCRIPT, { useInnerText: true })
  })
}
