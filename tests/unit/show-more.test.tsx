import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ShowMore } from '@/features/lists/ShowMore'
import { useListWindow } from '@/features/lists/use-list-window'
import { LIST_PAGE_SIZE, MAX_CARDS_IN_DOM } from '@/selectors/list-window'
import { inLanguage } from '../render-route'

const NEWS = Array.from({ length: 5000 }, (_, index) => `News ${index + 1}`)

/** How a page uses the pieces: the filtered list, the window, the buttons around the list. */
function LongList() {
  const [filter, setFilter] = useState('')
  const filtered = filter ? NEWS.filter((title) => title.endsWith(filter)) : NEWS
  const list = useListWindow(filtered, filter)
  return (
    <>
      <label>
        Ends with
        <input value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <ShowMore list={list} noun="news items" placement="before" />
      <ul aria-label="News">
        {list.visible.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <ShowMore list={list} noun="news items" />
    </>
  )
}

describe('ShowMore with useListWindow', () => {
  it('shows the first page of 5,000 items and adds more on request, never more than the DOM limit', async () => {
    const user = userEvent.setup()
    render(<LongList />, { wrapper: inLanguage('en') })
    const list = screen.getByRole('list', { name: 'News' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${LIST_PAGE_SIZE} of 5,000 news items`)

    const more = screen.getByRole('button', { name: 'Show more news items' })
    await user.click(more)
    expect(within(list).getAllByRole('listitem')).toHaveLength(2 * LIST_PAGE_SIZE)
    expect(more).toHaveFocus()
    // Pressed until the window is one page past the DOM limit: the first page has made room.
    const presses = Math.ceil(MAX_CARDS_IN_DOM / LIST_PAGE_SIZE)
    for (let press = 2; press <= presses; press += 1) await user.click(more)
    const end = (presses + 1) * LIST_PAGE_SIZE
    const start = end - MAX_CARDS_IN_DOM
    expect(within(list).getAllByRole('listitem')).toHaveLength(MAX_CARDS_IN_DOM)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`News ${start + 1}`)
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${start + 1}–${end} of 5,000 news items`)

    await user.click(screen.getByRole('button', { name: 'Show earlier news items' }))
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`News ${start - LIST_PAGE_SIZE + 1}`)
  })

  it('goes back to the first page when the filter changes, and hides the button at the end', async () => {
    const user = userEvent.setup()
    render(<LongList />, { wrapper: inLanguage('en') })
    await user.click(screen.getByRole('button', { name: 'Show more news items' }))
    await user.type(screen.getByRole('textbox', { name: 'Ends with' }), '999')
    const list = screen.getByRole('list', { name: 'News' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['News 999', 'News 1999', 'News 2999', 'News 3999', 'News 4999'])
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 5 news items')
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Show earlier/ })).not.toBeInTheDocument()
  })
})
