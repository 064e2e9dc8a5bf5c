import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Carousel } from '@/components/media/Carousel'

/**
 * A carousel is a still frame until Swiper's own chunk has loaded: that is what the server's HTML shows and what
 * hydration takes over. Swiper starts loading once the carousel has mounted (it waits for no first paint and no
 * viewport), then takes over where the frame was. The frame is already the labelled carousel, and its Previous and
 * Next work.
 */
const PHOTOS = ['Assembly', 'Library', 'Sports day']

/** Swiper's chunk arrives only when a test lets it (a slow download): until then the carousel is its still frame. */
const swiperChunk = vi.hoisted(() => {
  let arrive = () => undefined as void
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})
vi.mock('@/components/media/SwiperEngine', async (importOriginal) => {
  await swiperChunk.arrived
  return importOriginal()
})

/** `children` as a new app renders them. */
function inNewApp(children: ReactNode) {
  return children
}

const photoCarousel = () => (
  <Carousel items={PHOTOS} label="School photos" itemKey={(photo) => photo} renderSlide={(photo) => <p>{photo}</p>} />
)

describe('Carousel before and after Swiper loads', () => {
  it('hydrates the server’s still frame, whose Previous and Next move it, then Swiper takes over at the same slide', async () => {
    const user = userEvent.setup()
    const container = document.createElement('div')
    container.innerHTML = renderToString(inNewApp(photoCarousel()))
    document.body.append(container)
    const serverHtml = container.innerHTML
    expect(container.querySelector('.swiper-slide')).not.toBeNull()
    const recoverableErrors: unknown[] = []
    render(inNewApp(photoCarousel()), {
      container,
      hydrate: true,
      onRecoverableError: (error) => recoverableErrors.push(error),
    })
    // Hydration took the server's HTML over as it was (a mismatch would have been rendered afresh and reported).
    expect(recoverableErrors).toEqual([])
    expect(container.innerHTML).toBe(serverHtml)

    const region = screen.getByRole('region', { name: 'School photos' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(container.querySelector('.swiper-initialized')).toBeNull()

    // Previous and Next already move the still frame (what it shows is checked in a real browser,
    // tests/e2e-live/carousel-frame.spec.ts): Next to the second slide, Previous back to the first, Previous again
    // round to the last, as Swiper's rewind does.
    await user.click(within(region).getByRole('button', { name: 'Next slide, school photos' }))
    await user.click(within(region).getByRole('button', { name: 'Previous slide, school photos' }))
    await user.click(within(region).getByRole('button', { name: 'Previous slide, school photos' }))

    // The chunk arrives; the app has still not painted its first page, and nothing has scrolled.
    swiperChunk.arrive()
    await expect.poll(() => container.querySelector('.swiper-initialized')).not.toBeNull()
    // Swiper starts where the frame was: on the last slide.
    expect(container.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '3 of 3')
    await user.click(within(region).getByRole('button', { name: 'Next slide, school photos' }))
    await expect.poll(() => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label')).toBe('1 of 3')
  })

  it('waits for keyboard focus to leave the still frame before Swiper takes over', async () => {
    const user = userEvent.setup()
    // Swiper's code is already here: only the focus on a slide holds it off.
    swiperChunk.arrive()
    await import('@/components/media/SwiperEngine')
    const { container } = render(
      inNewApp(
        <>
          <Carousel
            items={PHOTOS}
            label="Notifications"
            itemKey={(photo) => photo}
            renderSlide={(photo) => <a href={`#${photo}`}>{photo}</a>}
          />
          <button type="button">Elsewhere</button>
        </>,
      ),
    )
    const link = screen.getByRole('link', { name: 'Library' })
    // In the same task as the mount: before the loaded chunk can be handed to the carousel.
    act(() => link.focus())
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(container.querySelector('.swiper-initialized')).toBeNull()
    expect(link).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await expect.poll(() => container.querySelector('.swiper-initialized')).not.toBeNull()
  })
})
