import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Share any item: events, news, albums, topper pages and magazines have a Share control. Without a share
 * sheet (Chromium on Linux has none; it is removed here anyway) it offers WhatsApp and "Copy link"; the copied link
 * opens the same item for the recipient, brought into the list, into view and highlighted.
 */

/** Chromium on Linux has no navigator.share; make sure of it, so the fallback is what is tested. */
const WITHOUT_SHARE_SHEET = () => {
  Reflect.deleteProperty(Navigator.prototype, 'share')
  Reflect.deleteProperty(Navigator.prototype, 'canShare')
}

/** A share sheet that records what it was given, for the Web Share path. */
const RECORDING_SHARE_SHEET = () => {
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      ;(window as unknown as { __shared?: ShareData }).__shared = data
      return Promise.resolve()
    },
  })
  // As browsers answer: false without data to share (the control must not ask that way), true with a URL or text.
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => data !== undefined && ('url' in data || 'text' in data || 'title' in data),
  })
}

/** The large scenario's news item that is 201st of 2026: far past the first page of the list. */
const DEEP_NEWS_NUMBER = 201
/** The demo event shared in these tests (mocks/fixtures/events.ts). */
const EVENT = { anchor: 'event-event-ptm-2026', title: 'Parent-Teacher Meeting (Classes I to XII)' }
const ALBUM = { id: 'gallery-sports-day-2026', title: 'Annual Sports Day 2026' }

// These tests grant the clipboard to their context: a fresh context each, so no other test starts with it.
test.use({ reuseContext: false })

async function openWithoutShareSheet(context: BrowserContext, url: string): Promise<Page> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.addInitScript(WITHOUT_SHARE_SHEET)
  const page = await context.newPage()
  await page.goto(url)
  await waitForFrame(page)
  return page
}

/** Share → Copy link: "Link copied" is shown, and the clipboard's link is returned. */
async function copyLink(page: Page, shareButton: Locator): Promise<string> {
  await shareButton.click()
  await expect(shareButton).toHaveAttribute('aria-expanded', 'true')
  const control = shareButton.locator('xpath=..')
  await control.getByRole('button', { name: 'Copy link' }).click()
  await expect(control.getByRole('status')).toHaveText('Link copied')
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The recipient: a new page of the same browser opens the link; the item's card is in view and highlighted. */
async function expectLandsOn(context: BrowserContext, url: string, title: string | RegExp) {
  const recipient = await context.newPage()
  await recipient.goto(url)
  await waitForFrame(recipient)
  const item = recipient.locator('li.list-target')
  await expect(item.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 30_000 })
  await expect(item).toBeInViewport()
  await expect(item).toBeFocused()
  await recipient.close()
}

test.describe('Share without a share sheet', () => {
  test('Chromium on Linux has no share sheet of its own', async ({ page }) => {
    await page.goto('/')
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
  })

  test('an event: Copy link, and the recipient lands on its card', async ({ context, consoleErrors }) => {
    const page = await openWithoutShareSheet(context, '/Events?year=2026')
    const link = await copyLink(page, page.getByRole('button', { name: `Share ${EVENT.title}` }))
    const origin = new URL(page.url()).origin
    expect(link).toBe(`${origin}/Events?year=2026&item=${EVENT.anchor}#${EVENT.anchor}`)
    await expectLandsOn(context, link, EVENT.title)
    expect(consoleErrors).toEqual([])
  })

  test('a news item deep in a long list is brought into the window and into view', async ({ context }) => {
    test.setTimeout(90_000)
    const page = await openWithoutShareSheet(context, '/News?year=2026&mockScenario=large')
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(`news ${DEEP_NEWS_NUMBER}`)
    const title = new RegExp(`news ${DEEP_NEWS_NUMBER}$`)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    const link = await copyLink(page, card.getByRole('button', { name: /^Share / }))
    const url = new URL(link)
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(
      `/News?year=2026&item=news-large-news-${DEEP_NEWS_NUMBER}#news-large-news-${DEEP_NEWS_NUMBER}`,
    )
    // The recipient's tab has the same large data (the scenario is a demo-build switch, not part of the link).
    url.searchParams.set('mockScenario', 'large')
    await expectLandsOn(context, url.href, title)
  })

  test('WhatsApp opens a new tab with the title and the link as text', async ({ context }) => {
    const page = await openWithoutShareSheet(context, '/Events?year=2026')
    const share = page.getByRole('button', { name: `Share ${EVENT.title}` })
    await share.click()
    const whatsApp = share.locator('xpath=..').getByRole('link', { name: /WhatsApp/ })
    const url = `${new URL(page.url()).origin}/Events?year=2026&item=${EVENT.anchor}#${EVENT.anchor}`
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${EVENT.title} ${url}`)}`)
    await expect(whatsApp).toHaveAttribute('target', '_blank')
    await expect(whatsApp).toHaveAttribute('rel', /noopener/)
    await page.keyboard.press('Escape')
    await expect(whatsApp).toHaveCount(0)
    await expect(share).toBeFocused()
  })

  for (const { url, name } of [
    { url: `/SubGallery?id=${ALBUM.id}`, name: `Share ${ALBUM.title}` },
    { url: '/Magazine2025', name: /^Share School magazine/ },
    { url: '/topperX?year=2025-2026', name: 'Share ICSE Toppers' },
  ]) {
    test(`${url}: Share copies the page's own link`, async ({ context }) => {
      const page = await openWithoutShareSheet(context, url)
      const link = await copyLink(page, page.getByRole('button', { name }))
      expect(link).toBe(page.url())
    })
  }
})

test('Share with a share sheet hands it the title, the text and the link', async ({ page }) => {
  await page.addInitScript(RECORDING_SHARE_SHEET)
  await page.goto('/Events?year=2026')
  await waitForFrame(page)
  const share = page.getByRole('button', { name: `Share ${EVENT.title}` })
  // With a share sheet the button opens no menu of ours.
  await expect(share).not.toHaveAttribute('aria-expanded')
  await share.click()
  const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared)
  expect(shared).toEqual({
    title: EVENT.title,
    text: EVENT.title,
    url: `${new URL(page.url()).origin}/Events?year=2026&item=${EVENT.anchor}#${EVENT.anchor}`,
  })
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
})

test.describe('Share on hostile data', () => {
  for (const { url, kind } of [
    { url: '/News?year=all&mockScenario=hostile', kind: 'news' },
    { url: '/Events?year=all&mockScenario=hostile', kind: 'event' },
  ]) {
    test(`${url}: the controls render, their links are ours, nothing executes`, async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await page.addInitScript(WITHOUT_SHARE_SHEET)
      await page.goto(url)
      await waitForFrame(page)
      const items = page.locator('main li[id]')
      await expect(items.first()).toBeAttached({ timeout: 30_000 })
      const ids = await items.evaluateAll((elements) => elements.map((element) => element.id))
      for (const id of ids) expect(id).toMatch(new RegExp(`^${kind}-[a-z0-9-]+$`))
      expect(new Set(ids).size).toBe(ids.length)

      const shares = page.getByRole('button', { name: /^Share / })
      expect(await shares.count()).toBeGreaterThan(0)
      await shares.first().click()
      const href = await page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=[^\s<>"#]*$/)
      const text = new URL(href ?? '').searchParams.get('text') ?? ''
      expect(text).toContain(`${new URL(page.url()).origin}/${kind === 'news' ? 'News' : 'Events'}?year=`)

      await page.waitForTimeout(500)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
      await expect(page.locator('body script:not([type="application/ld+json"])')).toHaveCount(0)
    })
  }
})
