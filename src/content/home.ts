// The home page's words and slider photos (src/content/data/home.json).
import CONTENT from 'content:home.json'
import type { HomeFile } from './schemas/pages'

/** The fixed text and numbers of the home page (spec section 2, "Home (/)", and section 9). */

/** Events carousel (spec section 9): 1 slide below 480 px, 2 from 480 px, 3 from 768 px. */
export const EVENTS_SLIDES_PER_VIEW = 1
export const EVENTS_BREAKPOINTS = { 480: 2, 768: 3 } as const

/** Birthdays (spec section 9): TODAY STAR shows 2 at a time, Birthday In This Month 4 (2 on phones, under 768 px). */
export const BIRTHDAYS_TODAY_PER_VIEW = 2
export const BIRTHDAYS_MONTH_PER_VIEW_PHONE = 2
export const BIRTHDAYS_MONTH_BREAKPOINTS = { 768: 4 } as const

/** Message Desk: the principal's message is shortened to about this many characters, at a word boundary. */
export const MESSAGE_DESK_PREVIEW_CHARS = 420

/** Gallery preview: at most this many categories. */
export const GALLERY_PREVIEW_COUNT = 6

export interface SliderImage {
  src: string
  alt: string
  width: number
  height: number
}

/** The image slider: lightweight generated pictures in public/images/slider/ until the school's photos replace them. */
export const SLIDER_IMAGES: readonly SliderImage[] = CONTENT.slider

export const WELCOME_HEADING_PREFIX = CONTENT.welcomeHeadingPrefix

export type HomeBlock = HomeFile['missionVisionAim'][number]

/** Mission, Vision and Aim blocks. */
export const MISSION_VISION_AIM: readonly HomeBlock[] = CONTENT.missionVisionAim

/** The About blurb. */
export const ABOUT_BLURB = CONTENT.about

/** A Facilities tab: its identifier, label, heading and text, and a link to the facility's own page. */
export type FacilityTab = HomeFile['facilities'][number]

/** Facilities tabs, in the spec's order; the first is selected by default. */
export const FACILITY_TABS: readonly FacilityTab[] = CONTENT.facilities

/** sessionStorage key: the notification popup was closed in this visit, so it does not reopen on the way back Home. */
export const NOTIFICATIONS_CLOSED_STORAGE_KEY = 'home:notifications-closed'
