import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const VIDEOS_URL = `${API}/video/all/:code`
const SLOW = { timeout: 5000 }

const VIDEOS = [
  {
    _id: 'v1',
    title: 'Annual Sports Day Highlights',
    date: '2026-11-16',
    videoUrl: 'https://www.youtube.com/watch?v=a1',
  },
  { _id: 'v2', title: 'Christmas Carols', date: '2025-12-24', videoUrl: 'https://www.youtube.com/watch?v=b2' },
  {
    _id: 'v3',
    title: 'Science Exhibition Walkthrough',
    date: '2024-10-20',
    videoUrl: 'https://www.youtube.com/watch?v=c3',
  },
  { _id: 'v4', title: 'School Band Performance', date: '2025-08-15', videoUrl: 'javascript:alert(1)' },
  { _id: 'v5', title: 'Campus Tour', date: 'someday', videoUrl: 'https://www.youtube.com/watch?v=d4' },
]

function serve(data: unknown[]) {
  server.use(http.get(VIDEOS_URL, () => HttpResponse.json(data)))
}

const yearSelect = () => screen.getByRole('combobox', { name: /Year/ })
const titles = async () => {
  const list = await screen.findByRole('list', { name: 'Videos' }, SLOW)
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}

describe('/VideoGallery', () => {
  it('shows every video with Total Count, newest first, by default (All Years)', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery')
    expect(await titles()).toEqual([
      'Annual Sports Day Highlights',
      'Christmas Carols',
      'School Band Performance',
      'Science Exhibition Walkthrough',
      'Campus Tour',
    ])
    expect(screen.getByText('Total Count: 5')).toBeVisible()
    expect(yearSelect()).toHaveValue('all')
  })

  it('offers All Years plus the years present, newest first', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery')
    await titles()
    expect(
      within(yearSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Years', '2026', '2025', '2024'])
  })

  it('filters by year (undated videos excluded) and by a case-insensitive title search', async () => {
    serve(VIDEOS)
    const { user, router } = renderRoute('/VideoGallery')
    await titles()
    await user.selectOptions(yearSelect(), '2025')
    await waitFor(async () => expect(await titles()).toEqual(['Christmas Carols', 'School Band Performance']))
    expect(screen.getByText('Total Count: 2')).toBeVisible()
    await user.type(within(screen.getByRole('main')).getByRole('searchbox', { name: /Search/ }), 'CAROL')
    await waitFor(async () => expect(await titles()).toEqual(['Christmas Carols']))
    expect(router.state.location.search).toEqual({ year: 2025, q: 'CAROL' })
  })

  it('links each video to its URL in a new tab with rel="noopener noreferrer"', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery')
    const link = await screen.findByRole('link', { name: /Watch video\s+of Christmas Carols/ }, SLOW)
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=b2')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders no live link for an unsafe video URL', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery')
    const heading = await screen.findByRole('heading', { level: 2, name: 'School Band Performance' }, SLOW)
    const card = heading.closest('article') as HTMLElement
    expect(within(card).queryByRole('link')).toBeNull()
    expect(within(card).getByText('This video link is not available.')).toBeVisible()
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('shows the "Video Title" placeholder when nothing matches', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery?q=nothing-like-this')
    expect(await screen.findByRole('heading', { level: 2, name: 'Video Title' }, SLOW)).toBeVisible()
    expect(screen.getByText('Total Count: 0')).toBeVisible()
  })

  it('a shared URL restores the filtered view', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery?year=2024&q=science')
    expect(await titles()).toEqual(['Science Exhibition Walkthrough'])
    expect(yearSelect()).toHaveValue('2024')
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: /Search/ })).toHaveValue('science')
  })

  it('a bad year in the URL falls back to All Years', async () => {
    serve(VIDEOS)
    renderRoute('/VideoGallery?year=%5B1%5D')
    expect(await titles()).toHaveLength(5)
    expect(yearSelect()).toHaveValue('all')
  })
})
