import { createContext, useContext, type ReactNode } from 'react'

const IsLead = createContext(false)

/**
 * Marks the first card of a list (issue 9, images): its image is usually the largest thing the page paints (the LCP
 * element on a phone), so it loads at once and with high priority; every other card image loads lazily, when it is
 * scrolled near. (The other images also used to wait for the first paint, so that the lead image had the
 * connection to itself; an A/B found no difference, issue 20: LCP gain 13 ms on HTTP/2 and 20 ms on nginx, against
 * spreads of 355 and 117 ms, so that wait is gone.)
 */
export function LeadImage({ lead, children }: { lead: boolean; children: ReactNode }) {
  return <IsLead value={lead}>{children}</IsLead>
}

/** An img's loading attributes: eager and high priority in the lead card, lazy elsewhere. */
interface CardImageLoading {
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

const LEAD_IMAGE: CardImageLoading = { loading: 'eager', fetchPriority: 'high' }
const OTHER_IMAGE: CardImageLoading = { loading: 'lazy' }

/** How a card image loads: see CardImageLoading. */
export function useCardImageLoading(): CardImageLoading {
  return useContext(IsLead) ? LEAD_IMAGE : OTHER_IMAGE
}
