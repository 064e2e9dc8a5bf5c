import type { ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

export interface SwiperEngineProps {
  slides: readonly { key: string; content: ReactNode }[]
  wrapperId: string
  startIndex: number
  delayMs: number
  slidesPerView: number
  breakpoints: Record<string, { slidesPerView: number }> | undefined
  spaceBetween: number
  speed: number
  rewind: boolean
  onSwiper: (swiper: SwiperInstance) => void
}

/**
 * Swiper itself, loaded by Carousel.tsx once the page's first screen has painted (a chunk of its own). Carousel
 * owns the region, the labels, the controls and the play state; this part only moves the slides.
 */
export default function SwiperEngine({
  slides,
  wrapperId,
  startIndex,
  delayMs,
  slidesPerView,
  breakpoints,
  spaceBetween,
  speed,
  rewind,
  onSwiper,
}: SwiperEngineProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay]}
      a11y={{
        itemRoleDescriptionMessage: 'slide',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        id: wrapperId,
        wrapperLiveRegion: false,
      }}
      autoplay={{ enabled: false, delay: delayMs, disableOnInteraction: false }}
      initialSlide={startIndex}
      slidesPerView={slidesPerView}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
      speed={speed}
      rewind={rewind}
      watchSlidesProgress
      onSwiper={onSwiper}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
      ))}
    </Swiper>
  )
}
