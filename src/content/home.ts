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

/** The image slider: lightweight generated pictures in public/images/slider/ (replace with the school's photos). */
export const SLIDER_IMAGES: readonly SliderImage[] = [
  { src: '/images/slider/campus.svg', alt: 'The school building on Station Road at sunrise', width: 1600, height: 600 },
  { src: '/images/slider/assembly.svg', alt: 'Students gathered for the morning assembly', width: 1600, height: 600 },
  { src: '/images/slider/sports.svg', alt: 'The playground on the annual sports day', width: 1600, height: 600 },
  { src: '/images/slider/library.svg', alt: 'Shelves of books in the school library', width: 1600, height: 600 },
]

export const WELCOME_HEADING_PREFIX = 'Welcome to'

export interface HomeBlock {
  heading: string
  text: string
}

/** Mission, Vision and Aim blocks. */
export const MISSION_VISION_AIM: readonly HomeBlock[] = [
  {
    heading: 'Mission',
    text: 'To give quality education to children of every faith and background, helping each student discover their gifts and grow in integrity, discipline and compassion.',
  },
  {
    heading: 'Vision',
    text: 'A community of learners rooted in love of God and of neighbour, committed to truth, justice and peace.',
  },
  {
    heading: 'Aim',
    text: 'The all-round formation of each child, intellectual, physical, moral and spiritual, so that they grow into persons of character who serve their country and their neighbour.',
  },
]

/** The About blurb. */
export const ABOUT_BLURB = {
  heading: 'About Our School',
  paragraphs: [
    'A Christian minority, co-educational school and college on Station Road, Pilikothi, run by a Catholic religious congregation. We prepare children from Nursery to class XII for the ICSE (class X) and ISC (class XII) examinations.',
    'The school is open to children of every faith. Teaching is in English, with Hindi from the primary classes, and every child takes part in sports, the arts and service to others.',
  ],
  linkLabel: 'Read more about us',
} as const

export interface FacilityTab {
  id: string
  label: string
  heading: string
  text: string
  /** The facility's own page. */
  to: '/campusTour' | '/laboratory' | '/library' | '/sports' | '/comingSoon'
  linkLabel: string
}

/** Facilities tabs, in the spec's order; the first is selected by default. */
export const FACILITY_TABS: readonly FacilityTab[] = [
  {
    id: 'camps-tours',
    label: 'Camps & Tours',
    heading: 'Camps & Tours',
    text: 'Educational tours, nature camps and excursions take learning beyond the classroom and teach students to live and work together.',
    to: '/campusTour',
    linkLabel: 'See camps & tours',
  },
  {
    id: 'laboratories',
    label: 'Laboratories',
    heading: 'Laboratories',
    text: 'Four computer labs with online power backup and a combined physics, chemistry and biology lab where students learn by doing.',
    to: '/laboratory',
    linkLabel: 'Visit the laboratories',
  },
  {
    id: 'library',
    label: 'Library',
    heading: 'Library',
    text: 'A well-stocked library and reading room with books, reference works and magazines for junior and senior students.',
    to: '/library',
    linkLabel: 'Visit the library',
  },
  {
    id: 'sports',
    label: 'Sports',
    heading: 'Sports',
    text: 'Cricket, football, throw ball, basketball, volleyball and badminton, three games teachers and an annual athletic and sports day with house-wise competitions.',
    to: '/sports',
    linkLabel: 'See sports',
  },
  {
    id: 'summer-camp',
    label: 'Summer Camp',
    heading: 'Summer Camp',
    text: 'Art, music, dance, swimming and personality development in the summer holidays. Details of the next camp are coming soon.',
    to: '/comingSoon',
    linkLabel: 'Summer camp details',
  },
]

/** sessionStorage key: the notification popup was closed in this visit, so it does not reopen on the way back Home. */
export const NOTIFICATIONS_CLOSED_STORAGE_KEY = 'home:notifications-closed'
