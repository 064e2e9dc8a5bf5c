import { expect, expectImageLoaded, test, waitForFrame } from './fixtures'

const LAB_PHOTO_COUNTS = [
  ['Biology Lab', 'Biology Laboratory', 4],
  ['Chemistry Lab', 'Chemistry Laboratory', 6],
  ['Physics Lab', 'Physics Laboratory', 1],
  ['St. Xavier Computer Lab', 'St. Xavier Computer Lab', 1],
  ['St. Thomas Computer Lab', 'St. Thomas Computer Lab', 1],
  ['St. Joseph Computer Lab', 'St. Joseph Computer Lab', 2],
  ['St. Francis Computer Lab', 'St. Francis Computer Lab', 2],
] as const

test('laboratory tabs show 4, 6, 1, 1, 1, 2, 2 photos and a photo opens in the lightbox', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/laboratory')
  await waitForFrame(page)
  const main = page.getByRole('main')
  const tabs = main.getByRole('tab')
  await expect(tabs).toHaveCount(7)
  for (const [label, title, count] of LAB_PHOTO_COUNTS) {
    await main.getByRole('tab', { name: label, exact: true }).click()
    const panel = main.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(panel.getByRole('img')).toHaveCount(count)
  }
  // Keyboard: Home goes back to the first tab.
  await main.getByRole('tab', { name: 'St. Francis Computer Lab' }).focus()
  await page.keyboard.press('Home')
  await expect(main.getByRole('tab', { name: 'Biology Lab' })).toBeFocused()
  await expect(main.getByRole('tabpanel').getByRole('img')).toHaveCount(4)

  // The generated photos really load.
  const firstPhoto = main.getByRole('tabpanel').getByRole('img').first()
  await expectImageLoaded(firstPhoto)

  await main.getByRole('tabpanel').getByRole('button').nth(1).click()
  const close = page.getByRole('button', { name: 'Close photo viewer' })
  await expect(close).toBeVisible()
  await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('src', /biology-lab-2\.svg$/)
  await page.keyboard.press('Escape')
  await expect(close).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('Office Bearers switches lists by year', async ({ page, consoleErrors }) => {
  await page.goto('/OfficeBearers')
  await waitForFrame(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('School Office Bearers')
  const year = main.getByRole('combobox', { name: 'Year' })
  await expect(year).toHaveValue('2024-2025')
  const current = main.getByRole('list', { name: 'Office bearers 2024-2025' })
  await expect(current.getByRole('listitem')).toHaveCount(30)
  await expect(current).toContainText('School Head Boy (XII-A)')
  await expect(current).not.toContainText('Junior School')

  await year.selectOption('2023-2024')
  const previous = main.getByRole('list', { name: 'Office bearers 2023-2024' })
  await expect(previous.getByRole('listitem')).toHaveCount(34)
  await expect(previous).toContainText('Junior School Head Boy')
  await expect(main.getByRole('list', { name: 'Office bearers 2024-2025' })).toHaveCount(0)
  await expect(page).toHaveURL(/\?year=2023-2024$/)

  await page.reload()
  await expect(main.getByRole('combobox', { name: 'Year' })).toHaveValue('2023-2024')
  expect(consoleErrors).toEqual([])
})

test('Full Attendance zoom opens and closes with Escape', async ({ page, consoleErrors }) => {
  await page.goto('/FullAttendance')
  await waitForFrame(page)
  const main = page.getByRole('main')
  const classOne = main.getByRole('list', { name: 'Full attendance: Class I' })
  const card = classOne.getByRole('listitem').first()
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  const opener = card.getByRole('button', { name: new RegExp(`Photo of ${name}`) })
  await opener.click()
  const close = page.getByRole('button', { name: 'Close photo viewer' })
  await expect(close).toBeVisible()
  await expect(page.locator('.yarl__slide_current')).toContainText(`${name}, I-A`)
  await page.keyboard.press('Escape')
  await expect(close).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('the Voice SMS player loads the shipped recording', async ({ page }) => {
  await page.goto('/voiceSMS')
  await waitForFrame(page)
  const audio = page.getByRole('main').locator('audio')
  await expect(audio).toHaveAttribute('controls', '')
  const duration = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true })
        element.addEventListener('error', () => resolve(-1), { once: true })
        element.load()
      }),
  )
  expect(duration).toBeGreaterThan(1)
})
