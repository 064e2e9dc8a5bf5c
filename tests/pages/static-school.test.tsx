import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPage } from '../render-route'

describe('/about', () => {
  it('shows the school photo and the ICSE / ISC facts', async () => {
    const { main } = await openPage('/about', 'About us')
    expect(within(main).getByRole('img', { name: /school building/i })).toHaveAttribute('width', '640')
    expect(main).toHaveTextContent('ICSE (class X)')
    expect(main).toHaveTextContent('ISC (class XII)')
    expect(within(main).getByRole('heading', { level: 2, name: 'What we offer' })).toBeVisible()
  })
})

describe('/history-aim', () => {
  it('has the History, Aim, Vision and Mission sections', async () => {
    const { main } = await openPage('/history-aim', 'History, Aim, Vision & Mission')
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(headings).toEqual(['History', 'Aim', 'Vision', 'Mission'])
  })
})

describe('/ourPrincipal', () => {
  it('lists the 8 principals, the current one from June 2025 to the present', async () => {
    const { main } = await openPage('/ourPrincipal', 'Our Principals')
    const list = within(main).getByRole('list', { name: 'Principals of the school' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(8)
    const current = items[0]!
    expect(current).toHaveTextContent('June 2025 – Present')
    expect(current).toHaveTextContent('Current principal')
    expect(within(current).getByRole('img')).toHaveAccessibleName(/^Photo of Sr\. /)
    // Every earlier principal has an end date, and only one is current.
    expect(within(list).getAllByText('Current principal')).toHaveLength(1)
    for (const item of items.slice(1)) expect(item).not.toHaveTextContent('Present')
    for (const item of items) expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(/^(Sr|Fr)\. /)
  })
})

describe('/RulesRegulations', () => {
  it('states the attendance and diary rules and what needs written permission', async () => {
    const { main } = await openPage('/RulesRegulations', 'Rules and Regulations')
    expect(main).toHaveTextContent('absent for 10 consecutive days without leave will have their name struck off')
    expect(main).toHaveTextContent(
      'absent for 3 days at the start of a term without leave will have their name struck off',
    )
    expect(main).toHaveTextContent('without the diary for 3 days, a parent will be called')
    const permission = within(main)
      .getByRole('heading', { level: 2, name: "Things that need the principal's written permission" })
      .closest('section')!
    const items = within(permission)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Collections of money or of any kind',
      'Parties, picnics or meetings',
      'Joining sports meets outside the school',
      'Giving gifts to teachers',
      'Private tuition by teachers of the school',
    ])
  })
})

describe('/admissionProcedure', () => {
  it('gives the form period, the LKG age and the selection rules', async () => {
    const { main } = await openPage('/admissionProcedure', 'Admission Procedure')
    expect(main).toHaveTextContent('Admission forms are given out at the school office in the first week of January')
    expect(within(main).getByText('LKG: the minimum age is 3 plus years.')).toBeVisible()
    expect(within(main).getByText('LKG: admission is by an interaction with the child and the parents.')).toBeVisible()
    expect(within(main).getByText('UKG and above: admission is by a written exam.')).toBeVisible()
  })
})

describe('/schoolUniform', () => {
  it('describes the summer uniform for boys and girls and the winter uniform', async () => {
    const { main } = await openPage('/schoolUniform', 'School Uniform')
    expect(within(main).getByRole('heading', { level: 2, name: /Summer uniform/ })).toBeVisible()
    expect(within(main).getByRole('heading', { level: 3, name: 'Boys' })).toBeVisible()
    expect(within(main).getByRole('heading', { level: 3, name: 'Girls' })).toBeVisible()
    expect(within(main).getByRole('heading', { level: 2, name: /Winter uniform/ })).toBeVisible()
  })
})

describe('/curriculum', () => {
  it('covers ICSE class X and ISC class XII', async () => {
    const { main } = await openPage('/curriculum', 'Curriculum')
    expect(within(main).getByRole('heading', { level: 2, name: 'ICSE (classes IX and X)' })).toBeVisible()
    expect(within(main).getByRole('heading', { level: 2, name: 'ISC (classes XI and XII)' })).toBeVisible()
    expect(within(main).getByRole('list', { name: 'ISC streams' })).toHaveTextContent('Science')
    expect(main).toHaveTextContent('at the end of class X')
    expect(main).toHaveTextContent('at the end of class XII')
  })
})

describe('/roleOfHonour', () => {
  it('shows the Roll of Honour groups with names, results and years', async () => {
    const { main } = await openPage('/roleOfHonour', 'Roll of Honour')
    const isc = within(main).getByRole('list', { name: 'ISC (class XII) school toppers' })
    expect(within(isc).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(isc).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/\w+ \w+/)
    expect(within(main).getByRole('list', { name: 'ICSE (class X) school toppers' })).toHaveTextContent('%')
  })
})

describe('/formerFaculty', () => {
  it('shows former teachers with their subject and years of service', async () => {
    const { main } = await openPage('/formerFaculty', 'Former Faculty')
    const list = within(main).getByRole('list', { name: 'Former faculty' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards.length).toBeGreaterThan(3)
    expect(cards[0]).toHaveTextContent(/\d{4} – \d{4}/)
  })
})

describe('/management-committee', () => {
  it('lists the committee members with their roles', async () => {
    const { main } = await openPage('/management-committee', 'Management Committee')
    const list = within(main).getByRole('list', { name: 'Members of the management committee' })
    expect(list).toHaveTextContent('Chairperson')
    expect(list).toHaveTextContent('Manager and Principal')
  })
})

describe('/comingSoon', () => {
  it('says the section is coming soon', async () => {
    const { main } = await openPage('/comingSoon', 'Coming Soon')
    expect(main).toHaveTextContent('This section of the website is coming soon.')
    expect(screen.queryByText(/This page is being prepared/)).toBeNull()
  })
})
