import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPage } from '../render-route'

const LAB_TABS = [
  ['Biology Lab', 'biology', 4],
  ['Chemistry Lab', 'chemistry', 6],
  ['Physics Lab', 'physics', 1],
  ['St. Xavier Computer Lab', 'xaviercomputer', 1],
  ['St. Thomas Computer Lab', 'thomascomputer', 1],
  ['St. Joseph Computer Lab', 'josephcomputer', 2],
  ['St. Francis Computer Lab', 'franciscomputer', 2],
] as const

describe('/laboratory', () => {
  it('states the labs in its intro and has seven tabs, Biology Lab selected first', async () => {
    const { main } = await openPage('/laboratory', 'Laboratory')
    expect(main).toHaveTextContent(
      '4 computer labs with online power backup, and one combined physics, chemistry and biology lab',
    )
    const tablist = within(main).getByRole('tablist', { name: 'Laboratories' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(LAB_TABS.map(([label]) => label))
    expect(tabs.map((tab) => tab.id)).toEqual(LAB_TABS.map(([, id]) => id))
    for (const tab of tabs.slice(3)) expect(tab.id).toMatch(/^[a-z]+computer$/)
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(within(main).getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('shows 4, 6, 1, 1, 1, 2, 2 photos and the lab title as each tab is chosen', async () => {
    const { main, user } = await openPage('/laboratory', 'Laboratory')
    for (const [label, id, count] of LAB_TABS) {
      const tab = within(main).getByRole('tab', { name: label })
      await user.click(tab)
      expect(tab).toHaveAttribute('aria-selected', 'true')
      const panel = within(main).getByRole('tabpanel')
      expect(panel).toHaveAccessibleName(label)
      expect(panel).toHaveAttribute('id', `${id}-panel`)
      expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(label.replace(' Lab', ''))
      expect(within(panel).getAllByRole('img')).toHaveLength(count)
    }
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { main, user } = await openPage('/laboratory', 'Laboratory')
    const first = within(main).getByRole('tab', { name: 'Biology Lab' })
    await user.click(first)
    await user.keyboard('{ArrowRight}')
    expect(within(main).getByRole('tab', { name: 'Chemistry Lab' })).toHaveFocus()
    expect(within(main).getByRole('tab', { name: 'Chemistry Lab' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(within(main).getByRole('tab', { name: 'St. Francis Computer Lab' })).toHaveFocus()
    expect(within(main).getByRole('tabpanel')).toHaveAccessibleName('St. Francis Computer Lab')
    await user.keyboard('{ArrowRight}')
    expect(within(main).getByRole('tab', { name: 'Biology Lab' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(within(main).getByRole('tab', { name: 'St. Francis Computer Lab' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(within(main).getByRole('tab', { name: 'Biology Lab' })).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the tab order.
    expect(
      within(main)
        .getAllByRole('tab')
        .filter((tab) => tab.tabIndex === 0),
    ).toHaveLength(1)
  })

  it('opens a lab photo in the lightbox', async () => {
    const { main, user } = await openPage('/laboratory', 'Laboratory')
    await user.click(within(main).getByRole('tab', { name: 'Chemistry Lab' }))
    const photos = within(within(main).getByRole('tabpanel')).getAllByRole('button')
    await user.click(photos[1]!)
    expect(await screen.findByRole('button', { name: 'Close photo viewer' })).toBeVisible()
  })
})

describe('/library', () => {
  it('has its text and 7 photos', async () => {
    const { main } = await openPage('/library', 'Library')
    expect(within(main).getByRole('heading', { level: 2, name: 'The collection' })).toBeVisible()
    const photos = within(within(main).getByRole('list', { name: 'Photos of the library' })).getAllByRole('img')
    expect(photos).toHaveLength(7)
    for (const photo of photos) {
      expect(photo).toHaveAttribute('loading', 'lazy')
      expect(photo.getAttribute('alt')).not.toBe('')
    }
  })
})

describe('/sports', () => {
  it('names the games, the 3 games teachers and the house-wise sports day', async () => {
    const { main } = await openPage('/sports', 'Sports')
    const games = within(main).getByRole('heading', { level: 2, name: 'Games we play' }).closest('section')!
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cricket', 'Football', 'Throw ball', 'Basketball', 'Volleyball', 'Badminton'])
    expect(main).toHaveTextContent('3 games teachers')
    expect(main).toHaveTextContent('annual athletic and sports day with house-wise competitions')
  })

  it("shows 7 captioned photos: Children's Park x3, Play Ground, Sports Room x2, Basket Ball", async () => {
    const { main } = await openPage('/sports', 'Sports')
    const grid = within(main).getByRole('list', { name: 'Photos of sports facilities' })
    expect(within(grid).getAllByRole('img')).toHaveLength(7)
    const captions = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.photo-grid__caption')?.textContent)
    expect(captions).toEqual([
      "Children's Park",
      "Children's Park",
      "Children's Park",
      'Play Ground',
      'Sports Room',
      'Sports Room',
      'Basket Ball',
    ])
  })
})

describe('/campusTour', () => {
  it('describes camps and educational tours, with photos', async () => {
    const { main } = await openPage('/campusTour', 'Camps & Tours')
    expect(within(main).getByRole('heading', { level: 2, name: 'Camps' })).toBeVisible()
    expect(within(main).getByRole('heading', { level: 2, name: 'Educational tours' })).toBeVisible()
    expect(
      within(within(main).getByRole('list', { name: 'Photos of camps and tours' })).getAllByRole('img'),
    ).toHaveLength(3)
  })
})
