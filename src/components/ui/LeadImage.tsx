import { createContext, useContext, type ReactNode } from 'react'

/**
 * The page's lead image: the photo of a list's first card, which on a phone is the first screen's largest
 * paint. It loads at once and first (`loading="eager"`, `fetchpriority="high"`), so the browser asks for it as it
 * reads the HTML, not after layout; the server announces it before the body (a `Link: rel=preload` header, from the
 * preload React writes for it). The other cards' photos stay lazy: on a phone they are below the first screen, and a
 * photo fetched early there would share the slow line with the lead one. (On a desktop the first row's other cards
 * are in the viewport, so the browser asks for them at its first layout.)
 */
const LeadImageContext = createContext(false)

/** Marks the images inside as the lead image: wrap the first card of a list in it. */
export function LeadImage({ children, lead = true }: { children: ReactNode; lead?: boolean }) {
  return <LeadImageContext.Provider value={lead}>{children}</LeadImageContext.Provider>
}

/** How an image loads: as the lead image inside LeadImage, else lazily. */
export function useImageLoading(): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return useContext(LeadImageContext) ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }
}
