import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useRevealedCount } from '@/first-visit/first-paint'
import { renderRoute } from '../render-route'

/**
 * Issue 9: on a first visit, Home's sections below the fold mount one per task (top first), so building them is
 * never one long task on a phone's main thread; on a later visit to Home they are all there in its first render.
 */
const PARTS = ['Announcements', 'About', 'News', 'Events', 'Facilities', 'Birthdays', 'Message desk', 'Gallery']

function Parts({ oneByOne }: { oneByOne: boolean }) {
  const shown = useRevealedCount(PARTS.length, oneByOne)
  return (
    <ul aria-label="Parts">
      {PARTS.slice(0, shown).map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  )
}

/** The number of parts on the page each time the DOM changed (one entry per task that changed it). */
function countsPerChange(container: HTMLElement, count: () => number): { counts: number[]; stop: () => void } {
  const counts: number[] = [count()]
  const observer = new MutationObserver(() => counts.push(count()))
  observer.observe(container, { childList: true, subtree: true })
  return { counts, stop: () => observer.disconnect() }
}

describe('useRevealedCount', () => {
  it('one by one: each part arrives in a commit of its own, in order', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const { counts, stop } = countsPerChange(host, () => host.querySelectorAll('li').length)
    render(<Parts oneByOne />, { container: host })
    await expect.poll(() => host.querySelectorAll('li').length).toBe(PARTS.length)
    stop()
    expect([...new Set(counts)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(PARTS)
    host.remove()
  })

  it('all at once when not one by one', () => {
    render(<Parts oneByOne={false} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(PARTS.length)
  })
})

describe('Home below the fold', () => {
  it('a first visit mounts the lower sections one after another, top first', async () => {
    // A new app has not painted its first page yet.
    const order: string[] = []
    const names = ['Announcements', 'Photo Gallery']
    const observer = new MutationObserver(() => {
      const present = names.filter((name) => screen.queryByRole('heading', { level: 2, name }))
      order.push(present.join('+'))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderRoute('/')
    // A cold start transforms the whole home page's code first: on a busy machine that takes seconds.
    await screen.findByRole('heading', { level: 2, name: 'Photo Gallery' }, { timeout: 10_000 })
    observer.disconnect()
    // Announcements (the first) was on the page, alone, before the gallery (the last) arrived.
    expect(order).toContain('Announcements')
    expect(order.indexOf('Announcements')).toBeLessThan(order.indexOf('Announcements+Photo Gallery'))
  })

  it('a later visit to Home renders every lower section in its first render (a scroll position can be restored)', async () => {
    const { router } = renderRoute('/News')
    await screen.findByRole('heading', { level: 1, name: /News/ })
    // The first page of this visit (News) has painted: Home is a later page.
    await vi.waitFor(() => expect(router.options.context.firstPaint.hasPainted()).toBe(true))
    const main = document.querySelector('main') as HTMLElement
    const lowerSections = () =>
      ['Announcements', 'Photo Gallery'].filter((name) => screen.queryByRole('heading', { level: 2, name })).length
    const { counts, stop } = countsPerChange(main.parentElement ?? document.body, lowerSections)
    await router.navigate({ to: '/' })
    await screen.findByRole('heading', { level: 2, name: 'Photo Gallery' }, { timeout: 5000 })
    stop()
    // The first and the last lower sections arrive together.
    expect(counts.filter((count) => count > 0)[0]).toBe(2)
  })
})
