import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { CardImage } from '@/features/lists/CardImage'
import { createFirstPaint, FirstPaintProvider } from '@/first-visit/first-paint'
import { LeadImage } from '@/first-visit/LeadImage'

/**
 * The lead card's image loads at once with high priority; the other cards' images load lazily
 * (src/first-visit/LeadImage.tsx). None waits for the first paint: an A/B found that wait made no difference.
 */
function renderCards() {
  const { container } = render(
    <FirstPaintProvider value={createFirstPaint()}>
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
  return [...container.querySelectorAll('img')].map((image) => ({
    src: image.getAttribute('src'),
    loading: image.getAttribute('loading'),
    fetchPriority: image.getAttribute('fetchpriority'),
  }))
}

describe('card images', () => {
  it('on a first visit, ask for every image at once: the lead ones eager and high priority, the others lazy', () => {
    expect(renderCards()).toEqual([
      { src: '/lead.svg', loading: 'eager', fetchPriority: 'high' },
      { src: 'https://cdn.example.org/lead.svg', loading: 'eager', fetchPriority: 'high' },
      { src: '/second.svg', loading: 'lazy', fetchPriority: null },
      { src: 'https://cdn.example.org/second.svg', loading: 'lazy', fetchPriority: null },
      { src: '/third.svg', loading: 'lazy', fetchPriority: null },
      { src: 'https://cdn.example.org/third.svg', loading: 'lazy', fetchPriority: null },
    ])
  })
})
