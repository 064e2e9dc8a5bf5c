import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * On a first visit the lead card's image is the first image the page asks for; the other cards' images wait until
 * the first page has painted (src/first-visit/lead-image.tsx). A fresh module graph is a fresh app.
 */
beforeEach(() => {
  vi.resetModules()
})

async function renderCards() {
  const { LeadImage } = await import('@/first-visit/lead-image')
  const { CardImage } = await import('@/features/lists/CardImage')
  const { PersonPhoto } = await import('@/components/ui/PersonPhoto')
  const firstPaint = await import('@/first-visit/first-paint')
  const { container } = render(
    <ul>
      {['/lead.svg', '/second.svg', '/third.svg'].map((src, index) => (
        <li key={src}>
          <LeadImage lead={index === 0}>
            <CardImage src={src} />
            <PersonPhoto attachments={[`https://cdn.example.org${src}`]} name={`Person ${index + 1}`} />
          </LeadImage>
        </li>
      ))}
    </ul>,
  )
  const sources = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))
  return { sources, firstPaint }
}

const ALL_SOURCES = [
  '/lead.svg',
  'https://cdn.example.org/lead.svg',
  '/second.svg',
  'https://cdn.example.org/second.svg',
  '/third.svg',
  'https://cdn.example.org/third.svg',
]

describe('card images', () => {
  it('on a first visit, ask for the lead image alone until the first page has painted', async () => {
    const { sources, firstPaint } = await renderCards()
    expect(sources()).toEqual([ALL_SOURCES[0], ALL_SOURCES[1], null, null, null, null])
    firstPaint.notePagePainted()
    await vi.waitFor(() => expect(sources()).toEqual(ALL_SOURCES))
  })

  it('once a page has painted, ask for every image at once', async () => {
    const firstPaint = await import('@/first-visit/first-paint')
    firstPaint.notePagePainted()
    await vi.waitFor(() => expect(firstPaint.hasFirstPagePainted()).toBe(true))
    const { sources } = await renderCards()
    expect(sources()).toEqual(ALL_SOURCES)
  })
})
