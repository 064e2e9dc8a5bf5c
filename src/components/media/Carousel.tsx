import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/a11y'
import './carousel.css'
import { useSaveData } from '@/components/ui/use-save-data'
import { useInViewport } from '@/first-visit/use-in-viewport'
import { useReducedMotion } from './use-reduced-motion'

/** Spec section 9: carousels and the slider move on every 3000 ms. */
const CAROUSEL_AUTOPLAY_DELAY_MS = 3000

/** Length of a slide transition in ms (0 when the visitor prefers reduced motion). */
const TRANSITION_MS = 500

interface CarouselProps<T> {
  items: readonly T[]
  /** Accessible name of the carousel, e.g. "Upcoming events". Also names its buttons ("Pause upcoming events"). */
  label: string
  /**
   * `near` is true once the slide has been in the carousel's window or, while the carousel moves by itself in view,
   * is the next to come. Until then a slide with a photo shows an empty box of its size (BackendImage's `held`): a parent pays for no
   * photo they have not scrolled or swiped to.
   */
  renderSlide: (item: T, index: number, near: boolean) => ReactNode
  itemKey: (item: T, index: number) => string
  /** Slides shown at once below the first breakpoint. */
  slidesPerView?: number
  /** Min-width breakpoints in px to slides shown at once, e.g. `{ 480: 2, 768: 3 }`. */
  breakpoints?: Readonly<Record<number, number>>
  /** Move on by itself every CAROUSEL_AUTOPLAY_DELAY_MS (never under prefers-reduced-motion or when saving data). */
  autoplay?: boolean
  /** Space between slides in px. */
  spaceBetween?: number
  className?: string
}

/**
 * The one wrapper of Swiper: every carousel of the site (home slider, notification popup, events, birthdays).
 * Accessible by default (WAI-ARIA APG carousel pattern, WCAG 2.2.2): a region named by `label` with the role
 * description "carousel", each slide a group "slide" ("2 of 5"); Previous and Next buttons; a visible Pause/Play
 * button; autoplay pauses while the mouse is over it or keyboard focus is inside it, and never runs under
 * prefers-reduced-motion nor when the browser asks to save data (low data: no slide images fetched by
 * itself), nor while the carousel is out of the viewport (no slide moves unseen, and no photo is fetched for it).
 * Swiper moves the slides; this wrapper owns the region, the labels, the controls, the play state and which slides
 * are near enough for their photos.
 */
export function Carousel<T>({
  items,
  label,
  renderSlide,
  itemKey,
  slidesPerView = 1,
  breakpoints,
  autoplay = false,
  spaceBetween = 16,
  className,
}: CarouselProps<T>) {
  const { t } = useLingui()
  const reducedMotion = useReducedMotion()
  const saveData = useSaveData()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const slidesId = `carousel-${useId().replace(/:/g, '')}`
  const regionRef = useRef<HTMLDivElement>(null)
  const inViewport = useInViewport(regionRef)
  // Before Swiper has measured anything, the slides it starts with in its window.
  const [nearSlides, setNearSlides] = useState<ReadonlySet<number>>(() => new Set(firstIndexes(slidesPerView)))

  // Swiper compares params shallowly on every render: a new breakpoints object would re-run its layout each time.
  const swiperBreakpoints = useMemo(() => toSwiperBreakpoints(breakpoints), [breakpoints])
  const canMove = items.length > 1
  const canAutoplay = autoplay && !reducedMotion && !saveData && canMove
  const playing = canAutoplay && !userPaused && !hovered && !focusWithin && inViewport

  useEffect(() => {
    if (!swiper || swiper.destroyed) return
    if (playing && !swiper.autoplay.running) swiper.autoplay.start()
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop()
    // APG: slide changes are announced only while the carousel is not rotating by itself.
    swiper.wrapperEl?.setAttribute('aria-live', playing ? 'off' : 'polite')
  }, [swiper, playing])

  // Swiper tells which slides are in its window whenever they move (a swipe, a button, autoplay, a new breakpoint).
  useEffect(() => {
    if (!swiper || swiper.destroyed) return
    const reach = () => setNearSlides((known) => withIndexes(known, slidesNear(swiper, playing)))
    reach()
    swiper.on('progress', reach)
    return () => {
      swiper.off('progress', reach)
    }
  }, [swiper, playing])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false)
  }
  const onFocus = () => setFocusWithin(true)
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return
    setFocusWithin(false)
  }

  const name = label.charAt(0).toLowerCase() + label.slice(1)
  // Swiper's own placeholders, kept as they are in every language (it fills them in).
  const index = '{{index}}'
  const total = '{{slidesLength}}'

  return (
    <div
      ref={regionRef}
      className={['carousel', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Swiper
        // What the Previous and Next buttons control: in the page's HTML too, before Swiper has started.
        id={slidesId}
        modules={[A11y, Autoplay]}
        a11y={{
          itemRoleDescriptionMessage: t`slide`,
          slideLabelMessage: t`${index} of ${total}`,
          wrapperLiveRegion: false,
        }}
        autoplay={{ enabled: false, delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
        slidesPerView={slidesPerView}
        breakpoints={swiperBreakpoints}
        spaceBetween={spaceBetween}
        speed={reducedMotion ? 0 : TRANSITION_MS}
        rewind={canMove}
        watchSlidesProgress
        onSwiper={setSwiper}
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item, index)}>{renderSlide(item, index, nearSlides.has(index))}</SwiperSlide>
        ))}
      </Swiper>
      {canMove ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-controls={slidesId}
            aria-label={t`Previous slide, ${name}`}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {canAutoplay ? (
            <button
              type="button"
              className="carousel__button carousel__button--play"
              aria-label={userPaused ? t`Play ${name}` : t`Pause ${name}`}
              onClick={() => {
                // Play is an explicit request: it overrides the pause that focus on this button would cause.
                setFocusWithin(false)
                setUserPaused((paused) => !paused)
              }}
            >
              <span aria-hidden="true" className={userPaused ? 'carousel__icon-play' : 'carousel__icon-pause'} />
              <span aria-hidden="true">{userPaused ? t`Play` : t`Pause`}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button"
            aria-controls={slidesId}
            aria-label={t`Next slide, ${name}`}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}

function toSwiperBreakpoints(breakpoints: Readonly<Record<number, number>> | undefined) {
  if (!breakpoints) return undefined
  return Object.fromEntries(Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]))
}

const firstIndexes = (count: number) => Array.from({ length: count }, (_, index) => index)

/**
 * The slides in the carousel's window now and, while it moves by itself, the one autoplay shows next: its photo loads
 * while the current one is shown (CAROUSEL_AUTOPLAY_DELAY_MS), not while it slides in.
 */
function slidesNear(swiper: SwiperInstance, playing: boolean): readonly number[] {
  const inWindow = swiper.visibleSlidesIndexes ?? []
  if (!playing || inWindow.length === 0) return inWindow
  const next = (Math.max(...inWindow) + 1) % swiper.slides.length
  return [...inWindow, next]
}

/** The same set when nothing is new, so React keeps the render it has. */
function withIndexes(known: ReadonlySet<number>, indexes: readonly number[]): ReadonlySet<number> {
  return indexes.every((index) => known.has(index)) ? known : new Set([...known, ...indexes])
}
