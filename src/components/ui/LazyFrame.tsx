import { useRef, type IframeHTMLAttributes } from 'react'
import { useNearViewport } from './use-near-viewport'

/** How close to the viewport a frame's box must come before its page is loaded. */
const NEAR_VIEWPORT_MARGIN = '0px'

type LazyFrameProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'loading'> & {
  src: string
  title: string
  width: number | string
  height: number | string
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value)

/** Frame and placeholder alike: a page printed leaves them out (global.css, print), loaded or not. */
const FRAME_CLASS = 'lazy-frame'

/**
 * An iframe whose page is loaded only when its box comes into view (issue 9). The browser's own loading="lazy"
 * starts frames over a thousand pixels away, so a footer map or a sample PDF would still cost a phone its data
 * (and its main thread) on every page where nobody scrolls to them. Until then an empty box of the frame's size
 * holds its place (no layout shift, and no blank frame document to create); without IntersectionObserver the frame
 * loads at once.
 */
export function LazyFrame({ src, title, width, height, className, ...frameProps }: LazyFrameProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const near = useNearViewport(placeholder, NEAR_VIEWPORT_MARGIN)
  const classes = [FRAME_CLASS, className].filter(Boolean).join(' ')
  if (!near) {
    return (
      <div
        ref={placeholder}
        className={classes}
        style={{ width: cssLength(width), maxWidth: '100%', height: cssLength(height) }}
      >
        {/* A prerendered page read without JavaScript: the frame, at once (nothing would ever load it). */}
        <noscript>
          <iframe title={title} width={width} height={height} {...frameProps} src={src} loading="lazy" />
        </noscript>
      </div>
    )
  }
  return (
    <iframe title={title} className={classes} width={width} height={height} {...frameProps} src={src} loading="lazy" />
  )
}
