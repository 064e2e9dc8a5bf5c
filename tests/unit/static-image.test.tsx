import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StaticImage } from '@/components/ui/StaticImage'

describe('StaticImage', () => {
  it('shows a placeholder as it is: no srcset or sizes, its box reserved, loaded lazily', () => {
    render(
      <StaticImage
        source={{ src: '/images/static/library-1.svg' }}
        sizes="240px"
        alt="Library"
        width={240}
        height={280}
      />,
    )
    const image = screen.getByRole('img', { name: 'Library' })
    expect(image).toHaveAttribute('src', '/images/static/library-1.svg')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
    expect(image).toHaveAttribute('width', '240')
    expect(image).toHaveAttribute('height', '280')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
  })

  it("offers the school's photo in its widths with the width it is shown at; eager when asked", () => {
    const srcSet = '/assets/library-1-a.webp 320w, /assets/library-1-b.webp 640w'
    render(
      <StaticImage
        source={{ src: '/assets/library-1-b.webp', srcSet }}
        sizes="(max-width: 640px) 100vw, 640px"
        alt="Library"
        width={640}
        height={480}
        eager
        fetchPriority="high"
      />,
    )
    const image = screen.getByRole('img', { name: 'Library' })
    expect(image).toHaveAttribute('src', '/assets/library-1-b.webp')
    expect(image).toHaveAttribute('srcset', srcSet)
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})
