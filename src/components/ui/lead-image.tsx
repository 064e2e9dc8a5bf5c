import { createContext, useContext, type ReactNode } from 'react'

const IsLead = createContext(false)

/**
 * Marks the first card of a list (issue 9, images): its image is usually the largest thing the page paints (the LCP
 * element on a phone), so it loads at once and first; every other card image waits until it is scrolled near.
 */
export function LeadImage({ lead, children }: { lead: boolean; children: ReactNode }) {
  return <IsLead value={lead}>{children}</IsLead>
}

/** The loading attributes of a card image: eager and high priority in the lead card, lazy elsewhere. */
export function useCardImageLoading(): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return useContext(IsLead) ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }
}
