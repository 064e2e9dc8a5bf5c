import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const CIRCULAR_URL = `${API}/circular/all/:code`

describe('/syllabus', () => {
  it('shows only circulars of category Syllabus as PDF tiles opening the file in a new tab', async () => {
    server.use(
      http.get(CIRCULAR_URL, () =>
        HttpResponse.json([
          { category: 'Syllabus', title: 'Class X Syllabus 2025-26', attachments: ['syllabus/x.pdf'] },
          { category: 'Notice', title: 'Holiday Notice', attachments: ['n.pdf'] },
          { category: 'Syllabus', title: 'Class XII Syllabus', attachments: ['https://files.example.org/xii.pdf'] },
          { category: 'Syllabus', title: 'Unsafe', attachments: ['javascript:alert(1)'] },
        ]),
      ),
    )
    renderRoute('/syllabus')
    const list = await screen.findByRole('list', { name: 'Syllabus files' })
    const tenth = within(list).getByRole('link', { name: /Class X Syllabus 2025-26/ })
    expect(tenth).toHaveAttribute('href', `${API}/image?url=syllabus%2Fx.pdf`)
    expect(tenth).toHaveAttribute('target', '_blank')
    expect(tenth).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(list).getByRole('link', { name: /Class XII Syllabus/ })).toHaveAttribute(
      'href',
      'https://files.example.org/xii.pdf',
    )
    expect(within(list).queryByText('Holiday Notice')).toBeNull()
    expect(within(list).queryByRole('link', { name: /Unsafe/ })).toBeNull()
    expect(within(list).getByText('Unsafe')).toBeVisible()
  })

  it('shows the placeholder "Syllabus Title" when there is no syllabus', async () => {
    server.use(http.get(CIRCULAR_URL, () => HttpResponse.json([{ category: 'Notice', title: 'x' }])))
    renderRoute('/syllabus')
    expect(await screen.findByText('Syllabus Title')).toBeVisible()
  })
})
