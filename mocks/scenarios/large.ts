import manifest from '../demo-files.json'
import { seriesPaths } from '../demo-files'
import type { MockScenario } from './scenario'

/**
 * Many records, to show the site scales: 5,000 news, 5,000 events and 2,000 gallery items, generated
 * deterministically (same input, same output: no random numbers, no clock) so benchmarks compare like with like.
 * Images reuse the shipped demo files, so every card has a real picture to load.
 */
const LARGE_NEWS_COUNT = 5000
const LARGE_EVENT_COUNT = 5000
const LARGE_GALLERY_COUNT = 2000

/** The newest record is dated on this day; each further record is a few hours older. */
const NEWEST_DATE_MS = Date.UTC(2026, 10, 15, 4, 30)
const HOUR_MS = 60 * 60 * 1000

const VENUES = ['School Playground', 'Main Hall', 'Science Block', 'Auditorium', 'Main Quadrangle'] as const
const TOPICS = ['Sports', 'Science', 'Music', 'Art', 'Quiz', 'Debate', 'Drama', 'Chess', 'Yoga', 'Dance'] as const
const SERIES = manifest.sceneSeries

/** Record number `index` is this many hours older than the newest (spreads 5,000 records over about five years). */
function dateOf(index: number, hoursApart: number): string {
  return new Date(NEWEST_DATE_MS - index * hoursApart * HOUR_MS).toISOString()
}

const FALLBACK_SERIES = { series: 'sports-day-2026', count: 1, caption: 'Annual Sports Day 2026' }

function seriesOf(index: number) {
  // Every series has at least one file; the count comes from the manifest.
  return SERIES[index % SERIES.length] ?? FALLBACK_SERIES
}

function coverOf(index: number): string[] {
  const series = seriesOf(index)
  return seriesPaths('gallery', series.series, series.count).slice(0, 1)
}

export function largeNews(): unknown[] {
  return Array.from({ length: LARGE_NEWS_COUNT }, (_, index) => ({
    _id: `large-news-${index + 1}`,
    title: `${TOPICS[index % TOPICS.length]} news ${index + 1}`,
    description: `Generated news item number ${index + 1} for the large scenario.`,
    attachments: index % 3 === 0 ? coverOf(index) : [],
    fromDate: dateOf(index, 9),
  }))
}

export function largeEvents(): unknown[] {
  return Array.from({ length: LARGE_EVENT_COUNT }, (_, index) => ({
    _id: `large-event-${index + 1}`,
    title: `${TOPICS[(index + 3) % TOPICS.length]} event ${index + 1}`,
    description: `Generated event number ${index + 1} for the large scenario.`,
    date: dateOf(index, 9),
    time: `${8 + (index % 8)}:00 AM`,
    venue: VENUES[index % VENUES.length],
    images: coverOf(index),
    attachments: [],
  }))
}

export function largeGallery(): unknown[] {
  return Array.from({ length: LARGE_GALLERY_COUNT }, (_, index) => {
    const series = seriesOf(index)
    return {
      _id: `large-gallery-${index + 1}`,
      category: 'PhotoGallery',
      title: `${series.caption} (album ${index + 1})`,
      description: `Generated album number ${index + 1} for the large scenario.`,
      date: dateOf(index, 22),
      attachments: seriesPaths('gallery', series.series, series.count),
    }
  })
}

// Generated once per module: the handlers call these for every request.
let cache: { news: unknown[]; events: unknown[]; gallery: unknown[] } | undefined
function data() {
  cache ??= { news: largeNews(), events: largeEvents(), gallery: largeGallery() }
  return cache
}

export const largeScenario: MockScenario = {
  name: 'large',
  lists: {
    'news/all/:code': () => data().news,
    'news/:code': () => data().news.slice(0, 10),
    'events/All/:code': () => data().events,
    'events/:code': () => data().events.slice(0, 10),
    'gallery/All/:code': () => data().gallery,
    'gallery/:code': () => data().gallery.slice(0, 10),
  },
}
