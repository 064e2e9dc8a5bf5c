import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPage, renderRoute } from '../render-route'

const CLASS_HEADINGS = [
  'Nursery B',
  'LKG',
  'Class I',
  'Class II',
  'Class III',
  'Class IV',
  'Class V',
  'Class VI',
  'Class VII',
  'Class VIII',
  'Class IX',
]

describe('/FullAttendance', () => {
  it('groups the cards under Nursery B, LKG, Class I to Class IX, each with photo, name and class-section', async () => {
    const { main } = await openPage('/FullAttendance', 'Full Attendance')
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(CLASS_HEADINGS)
    for (const heading of CLASS_HEADINGS) {
      const group = within(main).getByRole('list', { name: `Full attendance: ${heading}` })
      const cards = within(group).getAllByRole('listitem')
      expect(cards.length).toBeGreaterThan(0)
      for (const card of cards) {
        const name = within(card).getByRole('heading', { level: 3 }).textContent ?? ''
        expect(within(card).getByRole('img', { name: `Photo of ${name}` })).toBeVisible()
        expect(card.querySelector('.person-card__role')?.textContent).toMatch(/\S/)
      }
    }
    const classNine = within(main).getByRole('list', { name: 'Full attendance: Class IX' })
    expect(within(classNine).getAllByText(/^IX-[A-D]$/).length).toBeGreaterThan(0)
  })

  it('opens a photo in the zoom view and closes it with Escape', async () => {
    const { main, user } = await openPage('/FullAttendance', 'Full Attendance')
    const lkg = within(main).getByRole('list', { name: 'Full attendance: LKG' })
    const firstCard = within(lkg).getAllByRole('listitem')[0]!
    const name = within(firstCard).getByRole('heading', { level: 3 }).textContent ?? ''
    await user.click(within(firstCard).getByRole('button', { name: new RegExp(`Photo of ${name}`) }))
    const close = await screen.findByRole('button', { name: 'Close photo viewer' })
    expect(close).toBeVisible()
    // The zoom view shows the chosen student's photo and caption.
    expect(screen.getAllByText(new RegExp(`^${name}, LKG`)).length).toBeGreaterThan(0)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close photo viewer' })).toBeNull())
  })
})

const POSTS = [
  'School Head Boy',
  'School Head Girl',
  'Vice Head Boy',
  'Vice Head Girl',
  'Sports Captain',
  'Sports Vice Captain',
  ...['Blue', 'Gold', 'Red', 'Green'].flatMap((house) => [`${house} House Captain`, `${house} House Vice Captain`]),
  ...[
    'Literary Association',
    'Hindi Association',
    'IT Association',
    'Art Association',
    'Science Association',
    'Commerce Association',
    'Music Association',
    'Environmental Club',
  ].flatMap((body) => [`${body} President`, `${body} Vice President`]),
]

function postsOn(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((card) => card.querySelector('.person-card__role')?.textContent ?? '')
}

describe('/OfficeBearers', () => {
  it('shows the 2024-2025 list by default, every post with its class-section', async () => {
    const { main } = await openPage('/OfficeBearers', 'School Office Bearers')
    const select = within(main).getByRole('combobox', { name: /Year/ })
    expect(select).toHaveValue('2024-2025')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2024-2025', '2023-2024'])
    const posts = postsOn(within(main).getByRole('list', { name: 'Office bearers 2024-2025' }))
    expect(posts.map((post) => post.replace(/ \(.*\)$/, ''))).toEqual(POSTS)
    for (const post of posts) expect(post).toMatch(/\((XI|XII)-[A-C]\)$/)
    expect(posts.some((post) => post.startsWith('Junior School'))).toBe(false)
    const firstCard = within(main).getAllByRole('listitem')[0]!
    expect(within(firstCard).getByRole('img', { name: /^Photo of / })).toBeVisible()
    expect(within(firstCard).getByRole('heading', { level: 2 })).toHaveTextContent(/\w+ \w+/)
  })

  it('switches to the 2023-2024 list, which also has the junior-school posts', async () => {
    const { main, user, router } = await openPage('/OfficeBearers', 'School Office Bearers')
    await user.selectOptions(within(main).getByRole('combobox', { name: /Year/ }), '2023-2024')
    const list = await within(main).findByRole('list', { name: 'Office bearers 2023-2024' })
    const posts = postsOn(list)
    expect(posts.slice(0, POSTS.length)).toEqual(POSTS)
    expect(posts.filter((post) => post.startsWith('Junior School')).length).toBeGreaterThan(0)
    expect(within(main).queryByRole('list', { name: 'Office bearers 2024-2025' })).toBeNull()
    expect(router.state.location.search).toEqual({ year: '2023-2024' })
  })

  it('opens the year given in the URL', async () => {
    renderRoute('/OfficeBearers?year=2023-2024')
    expect(await screen.findByRole('list', { name: 'Office bearers 2023-2024' })).toBeVisible()
  })

  it('falls back to 2024-2025 on an unknown year in the URL', async () => {
    renderRoute('/OfficeBearers?year=1999')
    expect(await screen.findByRole('list', { name: 'Office bearers 2024-2025' })).toBeVisible()
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
  })
})
