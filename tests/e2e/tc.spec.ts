import { readFile } from 'node:fs/promises'
import { expect, test, waitForFrame } from './fixtures'

test.describe('/TC on the production build', () => {
  test('a successful request downloads the certificate as tc.jpg', async ({ page, consoleErrors }) => {
    await page.goto('/TC')
    await waitForFrame(page)
    // The sample PDF frame loads when scrolled into view (FrameWhenInView).
    await page.getByRole('heading', { name: 'Sample Transfer Certificate' }).scrollIntoViewIfNeeded()
    await expect(page.getByLabel('Sample Transfer Certificate (PDF)')).toHaveAttribute('height', '500')

    await page.getByLabel('Student full name').fill('  Asha Verma ')
    await page.getByLabel('Admission number').fill('2019/123')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Submit' }).click()

    const file = await download
    expect(file.suggestedFilename()).toBe('tc.jpg')
    const bytes = await readFile(await file.path())
    // A JPEG starts with FF D8.
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8])
    await expect(page.getByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(consoleErrors).toEqual([])
  })

  test('empty fields and an unknown admission number show their messages, and nothing is downloaded', async ({
    page,
  }) => {
    let downloads = 0
    page.on('download', () => (downloads += 1))
    await page.goto('/TC')
    await waitForFrame(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')
    await page.getByLabel('Student full name').fill('Asha Verma')
    await expect(page.getByRole('alert')).toHaveText('')
    await page.getByLabel('Admission number').fill('0000')
    await page.getByLabel('Admission number').press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Failed to process your request. Please try again later.')
    await expect(page.getByLabel('Student full name')).toHaveValue('Asha Verma')
    expect(downloads).toBe(0)
  })
})
