interface StaticImageProps {
  /**
   * The placeholder's path, or the build's widths of the school's photo ("url 320w, ...") and its fallback `src`
   * (src/content/static-photo-sources.ts).
   */
  source: { src: string; srcSet?: string | undefined }
  /** How wide the image is shown (the `sizes` of its srcset), e.g. "240px" or "100vw". */
  sizes: string
  /** The box the image keeps while it loads, so that nothing below it moves. */
  width: number
  height: number
  alt: string
  className?: string
  /** Loaded at once (the page's first screen); otherwise when it nears the viewport. */
  eager?: boolean
  fetchPriority?: 'high' | 'low'
  decoding?: 'sync' | 'async' | 'auto'
  draggable?: boolean
}

/**
 * One of the school's own photos (src/content/static-photo-sources.ts): a generated placeholder, or the school's
 * photo at the widths the build made of it, of which the browser takes the one its width needs.
 */
export function StaticImage({ source, sizes, alt, eager = false, decoding = 'async', ...rest }: StaticImageProps) {
  return (
    <img
      alt={alt}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={decoding}
      {...rest}
    />
  )
}
