import type { Lang } from '@/config/languages'

/**
 * The fixed words of the files the site writes for other programs (the RSS feed, the calendar files), in each
 * language. A plain typed record, not the Lingui catalogue: the server and the browser's "Add to calendar" both write
 * these files, and the server's modules run without Lingui's compiler. A language without a word is a type error.
 */
export interface FeedWords {
  /** The RSS channel's title, after the school's name ("School: news and events"). */
  newsAndEvents: string
  /** The RSS channel's description. */
  newsAndEventsOf: (school: string) => string
  /** The calendar feed's title in a page's head. */
  events: string
  /** Before an event's time when the time is not one a calendar reads ("Time: after the assembly"). */
  time: string
}

export const FEED_WORDS: Record<Lang, FeedWords> = {
  en: {
    newsAndEvents: 'news and events',
    newsAndEventsOf: (school) => `News and events of ${school}.`,
    events: 'events',
    time: 'Time',
  },
  hi: {
    newsAndEvents: 'समाचार और कार्यक्रम',
    newsAndEventsOf: (school) => `${school} के समाचार और कार्यक्रम।`,
    events: 'कार्यक्रम',
    time: 'समय',
  },
}
