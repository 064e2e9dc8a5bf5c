import { expect, test, waitForFrame } from './fixtures'

/**
 * Hostile backend data in a real browser. The mock service worker is blocked so Playwright answers the API
 * itself; the app then talks to "the backend" exactly as it would to an independent server.
 */
test.use({ serviceWorkers: 'block' })

const HOSTILE_MESSAGE =
  '<p>Dear parents, welcome.</p>' +
  '<script>window.__pwned = "script"</script>' +
  '<img src="missing.jpg" onerror="window.__pwned = \'onerror\'">' +
  '<a id="evil" href="javascript:window.__pwned = \'link\'">Read the full message</a>' +
  '<iframe src="javascript:window.parent.__pwned = \'iframe\'"></iframe>'

test('a hostile principal message renders its text and executes nothing', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.route('**/api/PrincipalMessage/**', (route) =>
    route.fulfill({
      json: [{ category: 'Principal', message: HOSTILE_MESSAGE, name: 'Sr. Test', designation: 'Principal' }],
    }),
  )
  await page.route('**/api/image**', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/PrincipalMessage')
  await waitForFrame(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Dear parents, welcome.')).toBeVisible()
  const link = main.getByText('Read the full message')
  await expect(link).toBeVisible()
  await expect(link).not.toHaveAttribute('href', /.*/)
  await link.click()
  await expect(main.locator('script, iframe, [onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('a list with a malformed record shows its good records; an HTML answer shows the section error', async ({
  page,
}) => {
  await page.route('**/api/faculty/all/**', (route) =>
    route.fulfill({ json: [{ name: 'Good Teacher', order: 1 }, { designation: 'no name at all' }, 'junk'] }),
  )
  await page.goto('/faculty')
  await expect(page.getByRole('main').getByText('Good Teacher')).toBeVisible()

  await page.route('**/api/circular/all/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>502 Bad Gateway</h1>' }),
  )
  await page.goto('/syllabus')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
})
