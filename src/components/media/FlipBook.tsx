import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import HTMLFlipBook from 'react-pageflip'
import { StaticImage } from '@/components/ui/StaticImage'
import { isNearView, lastViewStart, type BookLayout } from '@/selectors/flip-book'
import { useFlipBookZoom } from './use-flip-book-zoom'
import { useSwipe } from './use-swipe'
import './flip-book.css'

/** Page size of the book (spec sections 5 and 9): 500x680, adjustable between 315x400 and 1000x1200. */
const PAGE_WIDTH = 500
const PAGE_HEIGHT = 680
const PAGE_MIN_WIDTH = 315
const PAGE_MIN_HEIGHT = 400
const PAGE_MAX_WIDTH = 1000
const PAGE_MAX_HEIGHT = 1200
const SPREAD_WIDTHS = { spread: PAGE_WIDTH * 2, minSpread: PAGE_MIN_WIDTH * 2 }

const FLIPPING_TIME_MS = 700
/** The library refuses 0 ms; 1 ms makes every turn instant for visitors who ask for reduced motion. */
const REDUCED_MOTION_FLIPPING_TIME_MS = 1

/**
 * Only the pages near the current view carry an image (the library would otherwise fetch every page of the
 * book at once): the view's first page, this many before it, and this many after it (the view's second page,
 * and the pages a forward flip uncovers).
 */
const PAGES_LOADED_BEHIND = 2
const PAGES_LOADED_AHEAD = 4

type BookProps = ComponentProps<typeof HTMLFlipBook>

/** Every prop of the library is required by its types; these are read once, when the book is built. */
const BOOK_SETTINGS: Omit<BookProps, 'className' | 'style' | 'children' | 'ref'> = {
  startPage: 0,
  size: 'stretch',
  width: PAGE_WIDTH,
  height: PAGE_HEIGHT,
  minWidth: PAGE_MIN_WIDTH,
  maxWidth: PAGE_MAX_WIDTH,
  minHeight: PAGE_MIN_HEIGHT,
  maxHeight: PAGE_MAX_HEIGHT,
  drawShadow: true,
  flippingTime: FLIPPING_TIME_MS,
  usePortrait: true,
  startZIndex: 0,
  autoSize: true,
  maxShadowOpacity: 0.5,
  showCover: true,
  mobileScrollSupport: true,
  clickEventForward: true,
  useMouseEvents: true,
  swipeDistance: 30,
  showPageCorners: true,
  disableFlipByClick: false,
  // The page elements are built once; only a change in their number may rebuild the library's page list.
  renderOnlyPageLengthChange: true,
}

const BOOK_STYLE = {}

/** The part of the library's PageFlip object this wrapper uses (the package ships no types for it). */
interface PageFlipApi {
  flipNext(): void
  flipPrev(): void
  update(): void
  /** 'read' when no page is being turned or folded. */
  getState(): unknown
  userStop(position: { x: number; y: number }, isSwipe: boolean): void
  getUI(): unknown
  getRender(): unknown
}

interface BookHandle {
  pageFlip(): PageFlipApi | undefined
}

interface BookEvent {
  data: unknown
}

interface FlipBookPage {
  src: string
  /** Widths of the page image ("url 640w, ..."), of which the browser takes the one the page's width needs. */
  srcSet?: string | undefined
  alt: string
}

interface FlipBookProps {
  /** Accessible name of the book, e.g. "Magazine 2023-2024". */
  label: string
  pages: readonly FlipBookPage[]
}

/** Index of the first page of the current view; each page reads it to decide whether to load its image. */
const CurrentPageContext = createContext(0)

/** How wide a page is shown (the `sizes` of its image's widths): it follows the layout and the zoom. */
const PageSizesContext = createContext(`${PAGE_WIDTH}px`)

/**
 * The one page-flip book of the site (react-pageflip): Previous / Next buttons, arrow keys, click, drag and
 * swipe to turn; zoom from 1 to 2 by laying the book out wider (never by CSS scaling, which breaks the
 * library's hit-testing); a live "Page N of M" indicator; page images loaded only near the current view.
 */
export function FlipBook({ label, pages }: FlipBookProps) {
  const { t } = useLingui()
  const bookRef = useRef<BookHandle>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [layout, setLayout] = useState<BookLayout>('landscape')
  /** Until the library has measured and laid out the book, the stage holds its height (flip-book.css). */
  const [initialised, setInitialised] = useState(false)
  const [flippingTime] = useState(() => (prefersReducedMotion() ? REDUCED_MOTION_FLIPPING_TIME_MS : FLIPPING_TIME_MS))
  const { stageWidth, zoomInRef, zoomOutRef, canZoomIn, canZoomOut, changeZoom } = useFlipBookZoom(
    viewportRef,
    SPREAD_WIDTHS,
  )
  const pageSizes = `${pageDisplayWidth(stageWidth, layout)}px`

  // Built once per page list: a new children identity makes the library rebuild its whole page collection.
  const pageElements = useMemo(
    () => pages.map((page, index) => <BookPage key={`${index}-${page.src}`} page={page} index={index} />),
    [pages],
  )

  const onFlip = useCallback((event: BookEvent) => {
    if (typeof event.data === 'number') setCurrent(event.data)
  }, [])
  const onChangeOrientation = useCallback((event: BookEvent) => {
    if (isBookLayout(event.data)) setLayout(event.data)
  }, [])
  const onInit = useCallback((event: BookEvent) => {
    const mode = propertyOf(event.data, 'mode')
    if (isBookLayout(mode)) setLayout(mode)
    setInitialised(true)
  }, [])

  // Relayout at the new width (zoom or a resized window); the library only listens to window resizes itself.
  useLayoutEffect(() => {
    bookRef.current?.pageFlip()?.update()
  }, [stageWidth])

  // The library never removes its window listeners; calling its destroy() breaks React's DOM. Remove them
  // once the book has really gone: the timer is cancelled when the effect runs again (StrictMode's re-mount).
  const pendingRelease = useRef<number | undefined>(undefined)
  useEffect(() => {
    window.clearTimeout(pendingRelease.current)
    const handle = bookRef.current
    return () => {
      pendingRelease.current = window.setTimeout(() => releaseBook(handle?.pageFlip()), 0)
    }
  }, [])

  // With mobile scroll support the library treats a slow scroll that starts on the book (a touch held over
  // 250 ms that never folded a page) as a tap, and turns the page when the finger lifts. Our handler runs
  // before the library's window listener: end such a touch as a non-tap so that scrolling never turns a page.
  const swipe = useSwipe(() => {
    const flip = bookRef.current?.pageFlip()
    if (flip && flip.getState() === 'read') flip.userStop({ x: 0, y: 0 }, true)
  })

  const pageNumber = current + 1
  const pageCount = pages.length
  const atStart = current <= 0
  const atEnd = current >= lastViewStart(pages.length, layout)

  function turn(direction: 'previous' | 'next') {
    const flip = bookRef.current?.pageFlip()
    if (!flip) return
    if (direction === 'previous') {
      if (!atStart) flip.flipPrev()
    } else if (!atEnd) {
      flip.flipNext()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      turn('previous')
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      turn('next')
    }
  }

  return (
    <section className="flip-book" aria-label={label} onKeyDown={onKeyDown}>
      <div className="flip-book__toolbar">
        <div className="flip-book__turns">
          <button type="button" className="button" aria-disabled={atStart} onClick={() => turn('previous')}>
            <Trans>Previous</Trans>
          </button>
          <p className="flip-book__status" role="status">
            <Trans>
              Page {pageNumber} of {pageCount}
            </Trans>
          </p>
          <button type="button" className="button" aria-disabled={atEnd} onClick={() => turn('next')}>
            <Trans>Next</Trans>
          </button>
        </div>
        <div className="flip-book__zoom">
          <button
            ref={zoomOutRef}
            type="button"
            className="button"
            disabled={!canZoomOut}
            onClick={() => changeZoom('out')}
          >
            <Trans>Zoom out</Trans>
          </button>
          <button
            ref={zoomInRef}
            type="button"
            className="button"
            disabled={!canZoomIn}
            onClick={() => changeZoom('in')}
          >
            <Trans>Zoom in</Trans>
          </button>
        </div>
      </div>
      <p className="flip-book__hint">
        <Trans>Turn the pages with Previous and Next, the arrow keys, or by clicking or swiping a page.</Trans>
      </p>
      <div
        ref={viewportRef}
        className="flip-book__viewport"
        tabIndex={0}
        role="group"
        aria-label={t`${label}: pages`}
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        <div
          className={initialised ? 'flip-book__stage' : 'flip-book__stage flip-book__stage--sizing'}
          style={stageWidth === undefined ? undefined : { width: `${stageWidth}px` }}
        >
          <CurrentPageContext value={current}>
            <PageSizesContext value={pageSizes}>
              <HTMLFlipBook
                {...BOOK_SETTINGS}
                ref={bookRef}
                flippingTime={flippingTime}
                className="flip-book__book"
                style={BOOK_STYLE}
                onFlip={onFlip}
                onChangeOrientation={onChangeOrientation}
                onInit={onInit}
              >
                {pageElements}
              </HTMLFlipBook>
            </PageSizesContext>
          </CurrentPageContext>
        </div>
      </div>
    </section>
  )
}

interface BookPageProps {
  ref?: Ref<HTMLDivElement>
  page: FlipBookPage
  index: number
}

/** One page: always the book's page size (the library sizes it), with its image only near the current view. */
function BookPage({ ref, page, index }: BookPageProps) {
  const current = useContext(CurrentPageContext)
  const sizes = useContext(PageSizesContext)
  const near = isNearView(index, current, PAGES_LOADED_BEHIND, PAGES_LOADED_AHEAD)
  return (
    <div ref={ref} className="flip-book__page">
      {near ? (
        <StaticImage
          source={page}
          sizes={sizes}
          className="flip-book__image"
          alt={page.alt}
          width={PAGE_WIDTH}
          height={PAGE_HEIGHT}
          eager
          draggable={false}
        />
      ) : null}
    </div>
  )
}

/** Width (px) a page is shown at: the book's whole width in portrait, half of it in a two-page spread. */
function pageDisplayWidth(stageWidth: number | undefined, layout: BookLayout): number {
  if (stageWidth === undefined) return PAGE_WIDTH
  return Math.min(PAGE_MAX_WIDTH, Math.round(layout === 'portrait' ? stageWidth : stageWidth / 2))
}

/** Read once, for the library's start (not in the markup: a prerendered page's server render has no window). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

function isBookLayout(value: unknown): value is BookLayout {
  return value === 'portrait' || value === 'landscape'
}

function propertyOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
}

function callMethod(target: unknown, name: string): void {
  const method = propertyOf(target, name)
  if (typeof method === 'function') method.call(target)
}

/**
 * Frees a book that has left the page: removes the library's window listeners (its UI's removeHandlers), and
 * turns its never-ending requestAnimationFrame loop's per-frame work (a pass over every page) into a no-op.
 */
function releaseBook(flip: PageFlipApi | undefined): void {
  if (!flip) return
  callMethod(flip.getUI(), 'removeHandlers')
  const render = flip.getRender()
  if (typeof render === 'object' && render !== null)
    Object.defineProperty(render, 'drawFrame', { value: () => undefined })
}
