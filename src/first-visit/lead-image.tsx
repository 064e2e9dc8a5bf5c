import { createContext, useContext, type ReactNode } from 'react'
import { useFirstPagePainted } from './first-paint'

const IsLead = createContext(false)

/**
 * Marks the first card of a list (issue 9, images): its image is usually the largest thing the page paints (the LCP
 * element on a phone), so it loads at once and first; every other card image waits until it is scrolled near.
 */
export function LeadImage({ lead, children }: { lead: boolean; children: ReactNode }) {
  return <IsLead value={lead}>{children}</IsLead>
}

interface CardImageLoading {
  /** The img's loading attributes: eager and high priority in the lead card, lazy elsewhere. */
  attributes: { loading: 'eager' | 'lazy'; fetchPriority?: 'high' }
  /**
   * True while another card's image must not be asked for yet: on a first visit, until the first page has painted.
   * The lead image is then the first request on the backend's connection and has it to itself, where lazy images
   * near the top would otherwise start with it and share a phone's bandwidth.
   */
  waiting: boolean
}

const LEAD_IMAGE: CardImageLoading = { attributes: { loading: 'eager', fetchPriority: 'high' }, waiting: false }
const OTHER_IMAGE: CardImageLoading = { attributes: { loading: 'lazy' }, waiting: false }
const WAITING_IMAGE: CardImageLoading = { ...OTHER_IMAGE, waiting: true }

/** How a card image loads: see CardImageLoading. */
export function useCardImageLoading(): CardImageLoading {
  const lead = useContext(IsLead)
  const painted = useFirstPagePainted()
  if (lead) return LEAD_IMAGE
  return painted ? OTHER_IMAGE : WAITING_IMAGE
}
