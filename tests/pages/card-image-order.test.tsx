import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { CardImage } from '@/features/lists/CardImage'
import { createFirstPaint, FirstPaintProvider, type FirstPaint } from '@/first-visit/first-paint'
import { LeadImage } from '@/first-visit/lead-image'

/**
 * On a first visit the lead card's image is the first image the page asks for; the other cards' images wait until
 * the first page has painted (src/first-visit/lead-image.tsx). Each test is a new app: its own first-paint state.
 */
function renderCards(firstPaint: FirstPaint) {
  const { container } = render(
    <FirstPaintProvider value={firstPaint}>
      <ul>
        {['/lead.svg', '/second.svg', '/third.svg'].map((src, index) => (
          <li key={src}>
            <LeadImage lead={index === 0}>
              <CardImage src={src} />
              <PersonPhoto attachments={[`https://cdn.example.org${src}`]} name={`Person ${index + 1}`} />
            </LeadImage>
          </li>
        ))}
      </ul>
    </FirstPaintProvider>,
  )
  return () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))
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
    const firstPaint = createFirstPaint()
    const sources = renderCards(firstPaint)
    expect(sources()).toEqual([ALL_SOURCES[0], ALL_SOURCES[1], null, null, null, null])
    firstPaint.notePagePainted()
    await vi.waitFor(() => expect(sources()).toEqual(ALL_SOURCES))
  })

  it('once a page has painted, ask for every image at once', async () => {
    const firstPaint = createFirstPaint()
    firstPaint.notePagePainted()
    await vi.waitFor(() => expect(firstPaint.hasPainted()).toBe(true))
    expect(renderCards(firstPaint)()).toEqual(ALL_SOURCES)
  })
})
