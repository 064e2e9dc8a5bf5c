import { expect, test, waitForFrame } from './fixtures'

test.describe('toppers on the production build', () => {
  test('/topperX: newest year by marks, year select, name search, all in the URL and kept on reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/school-topper')
    await waitForFrame(page)
    await page.getByRole('link', { name: /ICSE Toppers/ }).click()
    await expect(page).toHaveURL(/\/topperX$/)

    const year = page.getByRole('combobox', { name: 'Year' })
    const search = page.getByRole('main').getByRole('searchbox', { name: /Search/ })
    const cards = page.getByRole('list', { name: /^Toppers/ }).getByRole('heading', { level: 2 })
    await expect(year).toHaveValue('2025-2026')
    // The demo data has two equal marks (96.4): they keep the backend's order.
    await expect(cards).toHaveText(['Ananya Mishra', 'Rohan Verma', 'Ishita Srivastava', 'Kabir Singh'])

    await year.selectOption('2024-2025')
    await expect(cards).toHaveText(['Aditi Pandey', 'Arjun Yadav', 'Sneha Gupta'])
    await expect(page).toHaveURL(/\?year=2024-2025$/)

    await search.fill('ARJ')
    await expect(cards).toHaveText(['Arjun Yadav'])
    await expect(page).toHaveURL(/year=2024-2025&q=ARJ/)

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2024-2025')
    await expect(page.getByRole('main').getByRole('searchbox', { name: /Search/ })).toHaveValue('ARJ')
    await expect(cards).toHaveText(['Arjun Yadav'])

    // Back returns to the hub: the year change is one entry, the typing replaced it.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/school-topper$/)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors).toEqual([])
  })

  test('/school-topper: a result analysis link opens its image in the lightbox', async ({ page, consoleErrors }) => {
    await page.goto('/school-topper')
    await waitForFrame(page)
    await page.getByRole('link', { name: 'ISC Commerce result analysis 2020' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('img', { name: 'ISC Commerce result analysis 2020' }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
})
