import type { CSSProperties, ReactNode } from 'react'

interface CarouselStillFrameProps {
  slides: readonly { key: string; content: ReactNode }[]
  wrapperId: string
  index: number
  perView: number
  spaceBetween: number
}

/**
 * The carousel before Swiper has loaded (components/media/Carousel.tsx loads Swiper's code, a chunk of its own, once
 * the carousel has mounted): the same markup, classes and slide sizes Swiper gives it (so nothing moves when Swiper
 * takes over), standing still at slide `index`. It is what the prerendered page shows, and it keeps Swiper's code
 * out of the first screen's load.
 */
export function CarouselStillFrame({ slides, wrapperId, index, perView, spaceBetween }: CarouselStillFrameProps) {
  const slideStyle: CSSProperties = {
    width: `calc((100% - ${spaceBetween * (perView - 1)}px) / ${perView})`,
    marginRight: spaceBetween,
  }
  const wrapperStyle: CSSProperties =
    index === 0 ? {} : { transform: `translate3d(calc((100% + ${spaceBetween}px) / ${perView} * ${-index}), 0, 0)` }
  return (
    <div className="swiper">
      <div className="swiper-wrapper" id={wrapperId} aria-live="polite" style={wrapperStyle}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.key}
            className="swiper-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            style={slideStyle}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Slides shown at once for this window width: Swiper's rule (the largest min-width breakpoint that applies). */
export function stillFramePerView(
  slidesPerView: number,
  breakpoints: Readonly<Record<number, number>> | undefined,
): number {
  if (!breakpoints || typeof window === 'undefined') return slidesPerView
  let perView = slidesPerView
  let reached = -1
  for (const [width, count] of Object.entries(breakpoints)) {
    const minWidth = Number(width)
    if (window.innerWidth >= minWidth && minWidth > reached) {
      reached = minWidth
      perView = count
    }
  }
  return perView
}
