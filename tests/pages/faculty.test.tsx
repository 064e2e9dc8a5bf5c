import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const FACULTY_URL = `${API}/faculty/all/:code`

afterEach(() => vi.restoreAllMocks())

describe('/faculty', () => {
  it('shows cards sorted by order ascending, missing order last, with name, designation and qualification', async () => {
    server.use(
      http.get(FACULTY_URL, () =>
        HttpResponse.json([
          { name: 'No Order', designation: 'Clerk' },
          { name: 'Third', order: '3', designation: 'PGT Physics', qualification: 'M.Sc., B.Ed.' },
          { name: 'First', order: 1, designation: 'Principal' },
          { name: 'Second', order: 2 },
        ]),
      ),
    )
    renderRoute('/faculty')
    const list = await screen.findByRole('list', { name: 'Faculty and staff' })
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(names).toEqual(['First', 'Second', 'Third', 'No Order'])
    expect(within(list).getByText('PGT Physics')).toBeVisible()
    expect(within(list).getByText('M.Sc., B.Ed.')).toBeVisible()
  })

  it('drops a malformed record and still shows the good ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get(FACULTY_URL, () => HttpResponse.json([{ name: 'Good Teacher', order: 1 }, { designation: 'no name' }])),
    )
    renderRoute('/faculty')
    const list = await screen.findByRole('list', { name: 'Faculty and staff' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('Good Teacher')).toBeVisible()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('shows the placeholder "Faculty Name" when the list is empty', async () => {
    server.use(http.get(FACULTY_URL, () => HttpResponse.json([])))
    renderRoute('/faculty')
    expect(await screen.findByRole('heading', { level: 2, name: 'Faculty Name' })).toBeVisible()
  })

  it('an HTML answer shows the section error with Retry, inside the frame; Retry recovers', async () => {
    let calls = 0
    server.use(
      http.get(FACULTY_URL, () => {
        calls += 1
        return calls === 1
          ? HttpResponse.html('<!doctype html><h1>Bad gateway</h1>')
          : HttpResponse.json([{ name: 'Back Again' }])
      }),
    )
    const { user } = renderRoute('/faculty')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('could not load the faculty list')
    expect(screen.getByRole('heading', { level: 1, name: 'Faculty & Staff' })).toBeVisible()
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Back Again')).toBeVisible()
  })

  it.each([
    ['a 500', () => new HttpResponse('Internal error', { status: 500 })],
    ['an object instead of a list', () => HttpResponse.json({ data: [] })],
    ['a network error', () => HttpResponse.error()],
  ])('%s shows the section error state, not a blank page', async (_case, answer) => {
    server.use(http.get(FACULTY_URL, answer))
    renderRoute('/faculty')
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})
