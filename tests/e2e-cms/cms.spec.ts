import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * The content manager as the school's office uses it on its own computer (`npm run cms`): the real Decap
 * editor at /admin/ saving through decap-server into this folder, and the site (the dev server) showing the change.
 * Every file a test changes or adds is put back as it was afterwards, byte for byte.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ABOUT_FILE = join(ROOT, 'src/content/data/about.json')
const ABOUT_HINDI_FILE = join(ROOT, 'src/content/data-hi/about.json')
/** A school year far from any real one, so the test's entry never meets the school's. */
const TEST_YEAR = '2098-2099'
const TEST_YEAR_FILE = join(ROOT, `src/content/data/office-bearers/${TEST_YEAR}.json`)
const TEST_PHOTO_NAME = 'cms-test-portrait.jpg'
const TEST_PHOTO_FILE = join(ROOT, 'src/content/photos/images/static', TEST_PHOTO_NAME)
const DECAP_SERVER = 'http://127.0.0.1:8081/api/v1'
/** The guide's picture of the editor (docs/content-editing.md), replaced by the last test when CMS_SCREENSHOT is set. */
const SCREENSHOT = join(ROOT, 'docs/images/content-editor.png')
const SCREENSHOT_YEAR = '2024-2025'

/** decap-server answers (scripts/cms.mjs starts it beside the dev server, which the config waits for). */
async function waitForDecapServer() {
  await expect
    .poll(
      async () => {
        const answer = await fetch(DECAP_SERVER, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }).catch(() => undefined)
        return answer?.ok ?? false
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Opens the editor and signs in to the local backend (its one button), then waits for the collections: an entry
 * opened before they have loaded shows empty.
 */
async function signIn(page: Page) {
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible()
}

/** Publish → Publish now, and Decap's own word that the file was written. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect(page.getByText('Entry saved')).toBeVisible()
}

/** On disk, after an edit of a page's first paragraph: that paragraph changed, and nothing else in the file. */
async function expectOnlyFirstParagraphEdited(file: string, before: { intro: string[] }, edited: string) {
  await expect.poll(() => JSON.parse(readFileSync(file, 'utf8')).intro[0]).toBe(edited)
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...before, intro: [edited, ...before.intro.slice(1)] })
}

/** The editor's page must not meet a policy violation, an uncaught error or a missing file of its own. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('response', (answer) => {
    if (answer.status() >= 400 && new URL(answer.url()).pathname.startsWith('/admin/')) {
      problems.push(`${answer.status()} ${answer.url()}`)
    }
  })
  return problems
}

test.beforeAll(waitForDecapServer)

test('an edit of the About Us page is saved to its file and shown on the page', async ({ page }) => {
  const original = readFileSync(ABOUT_FILE)
  const before = JSON.parse(original.toString('utf8')) as { intro: string[] }
  const firstParagraph = before.intro[0] ?? ''
  const edited = `${firstParagraph} Edited in the content manager at ${Date.now()}.`
  const problems = watchProblems(page)
  try {
    await signIn(page)
    await page.goto('/admin/#/collections/about/entries/about')
    const paragraph = page.getByRole('textbox', { name: 'Paragraph', exact: true }).first()
    await expect(paragraph).toHaveValue(firstParagraph)
    await paragraph.fill(edited)
    await publish(page)

    await expectOnlyFirstParagraphEdited(ABOUT_FILE, before, edited)

    // On the site.
    await page.goto('/about')
    await expect(page.getByText(edited)).toBeVisible()
    expect(problems).toEqual([])
  } finally {
    writeFileSync(ABOUT_FILE, original)
  }
})

test("an edit of the About Us page's Hindi is saved to its Hindi file, the English file untouched, and shown on /hi/about", async ({
  page,
}) => {
  const english = readFileSync(ABOUT_FILE)
  const original = readFileSync(ABOUT_HINDI_FILE)
  const before = JSON.parse(original.toString('utf8')) as { intro: string[] }
  const edited = `${before.intro[0] ?? ''} सामग्री प्रबंधक में बदला गया ${Date.now()}।`
  const problems = watchProblems(page)
  try {
    await signIn(page)
    await page.goto('/admin/#/collections/about/entries/about')
    // English on the left ("Writing in EN"), Hindi on the right ("Writing in HI"): the same boxes twice, so the Hindi
    // side's first paragraph comes after all of the English side's (docs/content-editing.md, "The Hindi text").
    await expect(page.getByRole('button', { name: 'Writing in HI' })).toBeVisible()
    const paragraphs = page.getByRole('textbox', { name: 'Paragraph', exact: true })
    await expect(paragraphs.first()).toBeVisible()
    const paragraph = paragraphs.nth((await paragraphs.count()) / 2)
    await expect(paragraph).toHaveValue(before.intro[0] ?? '')
    await paragraph.fill(edited)
    await publish(page)

    // On disk: the Hindi paragraph changed, nothing else in the Hindi file, and the English file not at all.
    await expectOnlyFirstParagraphEdited(ABOUT_HINDI_FILE, before, edited)
    expect(readFileSync(ABOUT_FILE).equals(english)).toBe(true)

    // On the Hindi page, and not on the English one.
    await page.goto('/hi/about')
    await expect(page.getByText(edited)).toBeVisible()
    expect(problems).toEqual([])
  } finally {
    writeFileSync(ABOUT_HINDI_FILE, original)
    writeFileSync(ABOUT_FILE, english)
  }
})

test('a new year of office bearers with an uploaded photo is a new file and the newest year on the page', async ({
  page,
}) => {
  expect(existsSync(TEST_YEAR_FILE), `${TEST_YEAR_FILE} is left from an earlier run`).toBe(false)
  expect(existsSync(TEST_PHOTO_FILE), `${TEST_PHOTO_FILE} is left from an earlier run`).toBe(false)
  const photoFolderMadeHere = !existsSync(dirname(TEST_PHOTO_FILE))
  const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .toBuffer()
  const problems = watchProblems(page)
  try {
    await signIn(page)
    await page.goto('/admin/#/collections/office-bearers/new')
    await page.getByRole('textbox', { name: 'School year' }).first().fill(TEST_YEAR)
    await page
      .getByRole('button', { name: /Add office bearer/ })
      .first()
      .click()

    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByText('Upload', { exact: true }).click()
    await (await chooser).setFiles({ name: TEST_PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('button', { name: 'Choose selected' }).click()

    await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Test Student')
    await page.getByRole('textbox', { name: 'Post', exact: true }).first().fill('Test Captain (XII-T)')
    await publish(page)

    // On disk: the year's own file, and the photo among the school's originals, named by its place on the site.
    await expect.poll(() => existsSync(TEST_YEAR_FILE)).toBe(true)
    expect(JSON.parse(readFileSync(TEST_YEAR_FILE, 'utf8'))).toEqual({
      year: TEST_YEAR,
      bearers: [{ photo: `/images/static/${TEST_PHOTO_NAME}`, name: 'Test Student', post: 'Test Captain (XII-T)' }],
    })
    expect(readFileSync(TEST_PHOTO_FILE).equals(photo)).toBe(true)

    // On the site: the newest year is the one shown, with the photo made into the site's sizes.
    await page.goto('/OfficeBearers')
    await expect(page.getByText('Test Student')).toBeVisible()
    const portrait = page.getByRole('img', { name: /Test Student/ })
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // Not the upload as it is: a width the build's photo pipeline made of it (vite-imagetools, WebP).
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/imagetools|\.webp/)
    expect(problems).toEqual([])
  } finally {
    rmSync(TEST_YEAR_FILE, { force: true })
    rmSync(TEST_PHOTO_FILE, { force: true })
    // decap-server made the folder for the upload: an empty folder is nothing git keeps, but the school's copy stays tidy.
    const folder = dirname(TEST_PHOTO_FILE)
    if (photoFolderMadeHere && existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder)
  }
})

test('a year of office bearers opens with every person’s photo, name and post, and the guide’s picture of it', async ({
  page,
}, testInfo) => {
  const { bearers } = JSON.parse(
    readFileSync(join(ROOT, `src/content/data/office-bearers/${SCREENSHOT_YEAR}.json`), 'utf8'),
  ) as { bearers: Array<{ name: string; post: string }> }
  const first = bearers[0] ?? { name: '', post: '' }
  await page.setViewportSize({ width: 1280, height: 760 })
  await signIn(page)
  await page.goto(`/admin/#/collections/office-bearers/entries/${SCREENSHOT_YEAR}`)
  await expect(page.getByText(`${first.name} (${first.post})`, { exact: true })).toBeVisible()
  // The list's own Expand opens every person's photo, name and post.
  await page.getByRole('button', { name: 'Expand', exact: true }).first().click()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(first.name)
  // Every photo of the form and the preview shown.
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true)
  // The form's first photo is the file's, and its preview beside the form shows the same person.
  await expect(page.getByRole('textbox', { name: 'Post', exact: true }).first()).toHaveValue(first.post)
  expect(await page.locator('img[src*="portrait"]').count()).toBeGreaterThan(0)
  // The guide's picture is replaced only when asked (CMS_SCREENSHOT=1); otherwise it goes with the test's output.
  await page.screenshot({ path: process.env.CMS_SCREENSHOT ? SCREENSHOT : testInfo.outputPath('content-editor.png') })
})
