import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../render-route'

describe('/school-topper', () => {
  it('links to the ICSE and ISC topper pages', async () => {
    renderRoute('/school-topper')
    const nav = await screen.findByRole('navigation', { name: 'Toppers' })
    expect(within(nav).getByRole('link', { name: /ICSE Toppers/ })).toHaveAttribute('href', '/topperX')
    expect(within(nav).getByRole('link', { name: /ISC Toppers/ })).toHaveAttribute('href', '/topperXII')
  })

  it('has a Result Analysis row with three 2020 result images', async () => {
    renderRoute('/school-topper')
    const section = (await screen.findByRole('heading', { name: 'Result Analysis 2020' })).closest('section')!
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'ICSE X result analysis 2020',
      'ISC Science result analysis 2020',
      'ISC Commerce result analysis 2020',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/results/icse-x-2020.svg',
      '/results/isc-science-2020.svg',
      '/results/isc-commerce-2020.svg',
    ])
  })

  it('a result link opens the image in the lightbox, and Escape closes it', async () => {
    const { user } = renderRoute('/school-topper')
    await user.click(await screen.findByRole('link', { name: 'ISC Science result analysis 2020' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByRole('img', { name: 'ISC Science result analysis 2020' })[0]).toHaveAttribute(
      'src',
      '/results/isc-science-2020.svg',
    )
    await user.keyboard('{Escape}')
    await screen.findByRole('link', { name: 'ISC Science result analysis 2020' })
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })

  it('following ICSE Toppers opens the ICSE toppers page', async () => {
    const { user } = renderRoute('/school-topper')
    await user.click(await screen.findByRole('link', { name: /ICSE Toppers/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'ICSE Toppers' })).toBeVisible()
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeVisible()
  })
})
