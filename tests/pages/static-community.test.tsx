import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPage } from '../render-route'

describe('/voiceSMS', () => {
  it('has one audio card: National Anthem, voice of Nation, updated 10 Aug 2022, with a native player', async () => {
    const { main } = await openPage('/voiceSMS', 'Voice SMS')
    const cards = within(within(main).getByRole('list', { name: 'Voice messages' })).getAllByRole('listitem')
    expect(cards).toHaveLength(1)
    const card = cards[0]!
    expect(within(card).getByRole('heading', { level: 2, name: 'National Anthem' })).toBeVisible()
    expect(within(card).getByText('voice of Nation')).toBeVisible()
    expect(card).toHaveTextContent('Updated on 10 Aug 2022')
    const audio = card.querySelector('audio')
    expect(audio).not.toBeNull()
    expect(audio).toHaveAttribute('controls')
    expect(audio!.querySelector('source')).toHaveAttribute('src', '/audio/national-anthem.wav')
  })
})

describe('/alumni', () => {
  it('is a real table with the five columns and 4 rows, in a labelled scroll region', async () => {
    const { main } = await openPage('/alumni', 'Alumni')
    const table = within(main).getByRole('table', { name: 'Our alumni' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Alumni Name', 'Photo', 'Educational Qualification', 'Present Designation', 'Achievement'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(4)
    for (const row of rows) {
      const name = within(row).getByRole('rowheader').textContent ?? ''
      expect(within(row).getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('loading', 'lazy')
      expect(within(row).getAllByRole('cell')).toHaveLength(4)
    }
    const region = within(main).getByRole('region', { name: 'Our alumni' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(table)
  })
})

describe('/contactUs', () => {
  it('shows the address, three tel: links, two mailto: links and the map', async () => {
    const { main } = await openPage('/contactUs', 'Contact Us')
    const address = main.querySelector('address')
    expect(address).toHaveTextContent('Station Road, Pilikothi')
    expect(address).toHaveTextContent('231001')
    expect(address).toHaveTextContent('Uttar Pradesh')
    const links = within(main).getAllByRole('link')
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toHaveLength(3)
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(2)
    const map = main.querySelector('iframe')
    expect(map).toHaveAttribute('loading', 'lazy')
    expect(map).toHaveAttribute('title', expect.stringMatching(/^Map/))
    expect(map?.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\//)
    expect(within(main).getByRole('link', { name: /View a larger map/ })).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('/ParentPortal', () => {
  it('covers login, the SMS password reset, the app, online fees, the My Payment note and the help desk hours', async () => {
    const { main } = await openPage('/ParentPortal', 'Parent Portal Guidelines')
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(headings).toEqual([
      'Logging in',
      'Forgot your password?',
      'Installing the mobile app',
      'Making online fee payment',
      'Parent help desk',
    ])
    expect(main).toHaveTextContent('A new password is sent by SMS to the registered mobile number.')
    expect(within(main).getByRole('note')).toHaveTextContent(
      'Note: If a receipt is not shown after payment, check My Payment under Finance before paying again.',
    )
    expect(main).toHaveTextContent('The parent help desk is open from 8 AM to 8 PM')
  })
})

describe('/ERPSoftware', () => {
  it('has the vendor text and three animated images, each inside an external link', async () => {
    const { main } = await openPage('/ERPSoftware', 'ERP Software')
    expect(main).toHaveTextContent('cloud-based school management system')
    const items = within(within(main).getByRole('list', { name: 'ERP services' })).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    for (const item of items) {
      const link = within(item).getByRole('link')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      const image = within(link).getByRole('img')
      expect(image.getAttribute('src')).toMatch(/^\/images\/static\/erp-.+\.svg$/)
      expect(image.getAttribute('alt')).toMatch(/^Animated /)
    }
  })
})
