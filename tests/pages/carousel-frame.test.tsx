import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Carousel } from '@/components/media/Carousel'
import { createFirstPaint, FirstPaintProvider } from '@/first-visit/first-paint'

/**
 * Issue 9: a carousel is a still frame until the first screen has painted (then Swiper's own chunk takes it
 * over). The frame is already the labelled carousel, and its Previous and Next work; Swiper starts where it was.
 */
const PHOTOS = ['Assembly', 'Library', 'Sports day']

/** `children` in a new app that has not painted its first page yet (src/first-visit/first-paint.ts). */
function renderInNewApp(children: ReactNode) {
  const firstPaint = createFirstPaint()
  const view = render(<FirstPaintProvider value={firstPaint}>{children}</FirstPaintProvider>)
  return { ...view, notePagePainted: firstPaint.notePagePainted }
}

function renderCarousel() {
  return renderInNewApp(
    <Carousel
      items={PHOTOS}
      label="School photos"
      itemKey={(photo) => photo}
      renderSlide={(photo) => <p>{photo}</p>}
    />,
  )
}

describe('Carousel before and after Swiper loads', () => {
  it('waits for keyboard focus to leave the still frame before Swiper takes over', async () => {
    const user = userEvent.setup()
    const { container, notePagePainted } = renderInNewApp(
      <>
        <Carousel
          items={PHOTOS}
          label="Notifications"
          itemKey={(photo) => photo}
          renderSlide={(photo) => <a href={`#${photo}`}>{photo}</a>}
        />
        <button type="button">Elsewhere</button>
      </>,
    )
    const link = screen.getByRole('link', { name: 'Library' })
    link.focus()
    notePagePainted()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(container.querySelector('.swiper-initialized')).toBeNull()
    expect(link).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await expect.poll(() => container.querySelector('.swiper-initialized')).not.toBeNull()
  })

  it('is a labelled still frame whose Previous and Next move it, then Swiper takes over at the same slide', async () => {
    const user = userEvent.setup()
    const { container, notePagePainted } = renderCarousel()
    const region = screen.getByRole('region', { name: 'School photos' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    const wrapper = container.querySelector('.swiper-wrapper')
    expect(container.querySelector('.swiper-initialized')).toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Next slide, school photos' }))
    expect(wrapper).toHaveStyle({ transform: 'translate3d(calc((100% + 16px) / 1 * -1), 0, 0)' })
    await user.click(within(region).getByRole('button', { name: 'Previous slide, school photos' }))
    await user.click(within(region).getByRole('button', { name: 'Previous slide, school photos' }))
    // Previous on the first slide goes round to the last, as Swiper's rewind does.
    expect(wrapper).toHaveStyle({ transform: 'translate3d(calc((100% + 16px) / 1 * -2), 0, 0)' })

    notePagePainted()
    await expect.poll(() => container.querySelector('.swiper-initialized')).not.toBeNull()
    expect(container.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '3 of 3')
    await user.click(within(region).getByRole('button', { name: 'Next slide, school photos' }))
    await expect.poll(() => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label')).toBe('1 of 3')
  })
})
