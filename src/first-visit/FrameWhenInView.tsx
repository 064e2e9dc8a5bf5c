import { useRef, type IframeHTMLAttributes } from 'react'
import { useInViewport } from './use-in-viewport'

/**
 * An iframe whose page is loaded only when its box comes into view: the footer map on every page and the
 * sample certificate PDF on /TC cost a phone nothing until the visitor gets to them. The browser's own
 * loading="lazy" does not do that: Chromium starts a lazy frame several thousand pixels away, and on a 412×823 phone
 * it asked for the footer map at load on each of eight routes tried (the footer 1,968 to 3,356 px down). Until then
 * an empty box of the frame's size holds its place (no layout shift, and no blank frame document to create); without
 * IntersectionObserver the frame loads at once.
 */
export function FrameWhenInView({ src, title, width, height, className, ...frameProps }: FrameWhenInViewProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const inView = useInViewport(placeholder, { once: true })
  const classes = [FRAME_CLASS, className].filter(Boolean).join(' ')
  if (!inView) {
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

type FrameWhenInViewProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'loading'> & {
  src: string
  title: string
  width: number | string
  height: number | string
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value)

/** Frame and placeholder alike: a page printed leaves them out (global.css, print), loaded or not. */
const FRAME_CLASS = 'lazy-frame'
