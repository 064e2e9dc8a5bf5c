import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import './marquee.css'
import { useReducedMotion } from './use-reduced-motion'

/** Spec section 9: the news marquee scrolls 2 px ... */
const MARQUEE_SCROLL_AMOUNT_PX = 2
/** ... every 30 ms (the old `<marquee scrollamount="2" scrolldelay="30">`), i.e. about 66.7 px per second. */
const MARQUEE_SCROLL_DELAY_MS = 30

/** Used until the content has been measured (and where it cannot be, as in tests). */
const FALLBACK_CONTENT_WIDTH_PX = 1200

interface MarqueeItem {
  key: string
  content: ReactNode
}

interface MarqueeProps {
  /** Accessible name of the region, e.g. "Latest news". Also names the Pause/Play button. */
  label: string
  items: readonly MarqueeItem[]
  scrollAmountPx?: number
  scrollDelayMs?: number
  className?: string
}

/** Seconds for one copy of the content to scroll past at `amount` px every `delay` ms. */
function marqueeDurationSeconds(contentWidthPx: number, amountPx: number, delayMs: number): number {
  const pxPerSecond = (amountPx * 1000) / delayMs
  return Math.max(contentWidthPx, 1) / pxPerSecond
}

/**
 * A scrolling ticker as a CSS animation (not `<marquee>`), at the speed of the old marquee: the duration follows
 * the content's width. A visible Pause/Play button; it pauses while hovered or while keyboard focus is inside;
 * under prefers-reduced-motion it stands still as a plain list. The second copy that makes the loop seamless is
 * hidden from assistive technology and inert.
 */
export function Marquee({
  label,
  items,
  scrollAmountPx = MARQUEE_SCROLL_AMOUNT_PX,
  scrollDelayMs = MARQUEE_SCROLL_DELAY_MS,
  className,
}: MarqueeProps) {
  const { t } = useLingui()
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState(false)
  const [contentWidth, setContentWidth] = useState(FALLBACK_CONTENT_WIDTH_PX)
  const listRef = useRef<HTMLUListElement>(null)
  const moving = !reducedMotion && items.length > 0

  useEffect(() => {
    const list = listRef.current
    if (!moving || !list || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const width = list.scrollWidth
      if (width > 0) setContentWidth(width)
    })
    observer.observe(list)
    return () => observer.disconnect()
  }, [moving])

  const name = label.charAt(0).toLowerCase() + label.slice(1)
  const style: CSSProperties & Record<'--marquee-duration', string> = {
    '--marquee-duration': `${marqueeDurationSeconds(contentWidth, scrollAmountPx, scrollDelayMs).toFixed(2)}s`,
  }

  const list = (copy: 'first' | 'second') => (
    <ul
      ref={copy === 'first' ? listRef : undefined}
      className="marquee__list"
      aria-hidden={copy === 'second' ? true : undefined}
      inert={copy === 'second' ? true : undefined}
    >
      {items.map((item) => (
        <li key={item.key} className="marquee__item">
          {item.content}
        </li>
      ))}
    </ul>
  )

  return (
    <div
      role="region"
      aria-label={label}
      className={['marquee', moving ? 'marquee--moving' : 'marquee--static', paused ? 'marquee--paused' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="marquee__viewport">
        <div className="marquee__track" style={style}>
          {list('first')}
          {moving ? list('second') : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className="marquee__toggle"
          aria-label={paused ? t`Play ${name}` : t`Pause ${name}`}
          onClick={() => setPaused((value) => !value)}
        >
          <span aria-hidden="true" className={paused ? 'marquee__icon-play' : 'marquee__icon-pause'} />
          <span aria-hidden="true">{paused ? t`Play` : t`Pause`}</span>
        </button>
      ) : null}
    </div>
  )
}
