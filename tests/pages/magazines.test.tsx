import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SCHOOL_NAME } from '@/config/site'
import { MAGAZINE_ISSUES } from '@/content/magazines'
import { renderRoute } from '../render-route'

describe('/magazine', () => {
  it('shows the yearly cards, newest first: the three of the spec, and one for each later issue', async () => {
    renderRoute('/magazine')
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazines' })).toBeVisible()
    const list = screen.getByRole('list', { name: 'School magazines' })
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(MAGAZINE_ISSUES.map((issue) => issue.session))
    expect(titles.slice(-3)).toEqual(['2024-2025', '2023-2024', '2022-2023'])
  })

  it.each([
    ['2024-2025', '/Magazine2025'],
    ['2023-2024', '/Magazine2024'],
    ['2022-2023', '/Magazine2023'],
  ])('the %s card has a View link to %s that opens in a new tab', async (session, path) => {
    renderRoute('/magazine')
    // The shared ExternalLink adds "(opens in a new tab)" for screen readers.
    const link = await screen.findByRole('link', {
      name: new RegExp(`^View magazine ${session}\\b.*opens in a new tab`),
    })
    expect(link).toHaveAttribute('href', path)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // The visible label starts the accessible name (WCAG 2.5.3).
    expect(link.textContent?.startsWith('View')).toBe(true)
  })

  it('every link that opens a new tab on the page carries rel="noopener noreferrer"', async () => {
    renderRoute('/magazine')
    await screen.findByRole('list', { name: 'School magazines' })
    const newTabLinks = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank')
    expect(newTabLinks.length).toBeGreaterThanOrEqual(3)
    newTabLinks.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'))
  })
})

describe('/Magazine2023 (viewer)', () => {
  it('shows the book controls and "Page 1 of 140", with only a few page images in the document', async () => {
    renderRoute('/Magazine2023')
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazine 2022-2023' })).toBeVisible()
    const viewer = screen.getByRole('region', { name: 'Magazine 2022-2023' })
    expect(within(viewer).getByRole('status')).toHaveTextContent('Page 1 of 140')
    for (const name of ['Previous', 'Next', 'Zoom in', 'Zoom out']) {
      expect(within(viewer).getByRole('button', { name })).toBeInTheDocument()
    }
    // Which pages are in the document, shown or not: react-pageflip hides the pages it lays out once it starts, which
    // in jsdom (no layout) may happen before or after these lines (the browser tests check what is shown).
    const IN_DOCUMENT = { hidden: true }
    // Found, not got: the flip-book mounts its pages after its first layout pass (CI J once ran these lines before it).
    expect(await within(viewer).findByRole('img', { name: 'Cover 1', ...IN_DOCUMENT })).toHaveAttribute(
      'src',
      '/magazines/2023/cover-1.svg',
    )
    const images = within(viewer).getAllByRole('img', IN_DOCUMENT)
    expect(images.length).toBeGreaterThan(0)
    expect(images.length).toBeLessThanOrEqual(12)
    expect(within(viewer).queryByRole('img', { name: 'Page 100', ...IN_DOCUMENT })).toBeNull()
  })

  it('zoom buttons disable at 1 and at 2', async () => {
    const { user } = renderRoute('/Magazine2023')
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in' })
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' })
    expect(zoomOut).toBeDisabled()
    expect(zoomIn).toBeEnabled()
    for (let step = 0; step < 10; step += 1) await user.click(zoomIn)
    expect(zoomIn).toBeDisabled()
    expect(zoomOut).toBeEnabled()
    // Focus stays on the zoom controls when the pressed button disables.
    expect(zoomOut).toHaveFocus()
    for (let step = 0; step < 10; step += 1) await user.click(zoomOut)
    expect(zoomOut).toBeDisabled()
    expect(zoomIn).toHaveFocus()
  })

  it('has a link back to all magazines', async () => {
    renderRoute('/Magazine2024')
    expect(await screen.findByRole('link', { name: 'All school magazines' })).toHaveAttribute('href', '/magazine')
  })
})

describe('/Magazine{$year}: one route, an issue for each data file', () => {
  it.each([
    ['/Magazine2024', 'Magazine 2023-2024', 'Page 1 of 160'],
    ['/Magazine2025', 'Magazine 2024-2025', 'Page 1 of 160'],
  ])('%s shows its own issue, titled and in the breadcrumb', async (path, title, status) => {
    const { router } = renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(within(screen.getByRole('region', { name: title })).getByRole('status')).toHaveTextContent(status)
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Gallery', title])
    await waitFor(() => expect(document.title).toBe(`${title} | ${SCHOOL_NAME}`))
    expect(router.state.location.pathname).toBe(path)
  })

  it.each(['/Magazine2030', '/Magazine1999', '/Magazine02024', '/Magazine2024.0', '/Magazineabc'])(
    '%s (no magazine of that year, or no year) is the not-found page, suggesting no issue',
    async (path) => {
      renderRoute(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      expect(screen.queryByRole('region', { name: /^Magazine/ })).toBeNull()
      expect(screen.queryByText(/Did you mean/)).toBeNull()
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
      expect(within(breadcrumb).getByText('Page not found')).toBeVisible()
    },
  )
})
