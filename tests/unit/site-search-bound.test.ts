import { describe, expect, it } from 'vitest'
import { eventSchema } from '@/api/event.schema'
import { galleryItemSchema } from '@/api/gallery.schema'
import { newsSchema } from '@/api/news.schema'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
import { pageTexts } from '@/features/search/page-texts'
import {
  createSiteIndex,
  MAX_QUERY_WORDS,
  searchDocuments,
  searchSite,
  searchWords,
} from '@/features/search/site-search'
import { largeEvents, largeGallery, largeNews } from '../../mocks/scenarios/large'

/**
 * The search's work is bounded: a shared link `/search?q=` with "s " 100 times was one 3.45 s task
 * at 4× CPU on the large scenario (4.6 s in this test's Node before the fix, 0.4 ms after).
 */
const CRAFTED_QUERY = 's '.repeat(100)
/** The budget for the crafted query at 4× CPU; this unthrottled run must be well inside it. */
const CRAFTED_QUERY_BUDGET_MS = 50

describe('searchWords', () => {
  it('drops words under two letters, each word on its own', () => {
    expect(searchWords(CRAFTED_QUERY)).toEqual([])
    expect(searchWords('a sports b day')).toEqual(['sports', 'day'])
    expect(searchWords('  x  ')).toEqual([])
  })

  it('searches each word once, case aside, and at most the first eight', () => {
    expect(searchWords('sp '.repeat(66))).toEqual(['sp'])
    expect(searchWords('Sports SPORTS sports')).toEqual(['sports'])
    const many = Array.from({ length: 20 }, (_, index) => `word${index}`)
    expect(searchWords(many.join(' '))).toEqual(many.slice(0, MAX_QUERY_WORDS))
  })

  it('reads only the first SEARCH_TEXT_MAX_LENGTH characters', () => {
    expect(searchWords(`${'x'.repeat(SEARCH_TEXT_MAX_LENGTH - 1)} sports`)).toEqual([
      'x'.repeat(SEARCH_TEXT_MAX_LENGTH - 1),
    ])
  })
})

describe('search work on the large scenario', () => {
  const parseAll = <T>(schema: { parse: (value: unknown) => T }, records: unknown[]) =>
    records.map((record) => schema.parse(record))
  const indexes = [
    createSiteIndex(searchDocuments({ pages: pageTexts() })),
    createSiteIndex(searchDocuments({ news: parseAll(newsSchema, largeNews()) })),
    createSiteIndex(searchDocuments({ events: parseAll(eventSchema, largeEvents()) })),
    createSiteIndex(searchDocuments({ albums: parseAll(galleryItemSchema, largeGallery()) })),
  ]
  const timed = (query: string) => {
    const start = performance.now()
    const groups = searchSite(indexes, query)
    const ms = performance.now() - start
    console.log(`[site search, large scenario] ${JSON.stringify(query.slice(0, 40))}: ${ms.toFixed(1)} ms`)
    return { groups, ms }
  }

  it('the crafted 200-character query does no work and finds nothing', () => {
    searchSite(indexes, 'sports') // the first search pays for compiling the code
    const { groups, ms } = timed(CRAFTED_QUERY)
    expect(groups).toEqual([])
    expect(ms).toBeLessThan(CRAFTED_QUERY_BUDGET_MS)
  })

  it('still finds records by the word being typed, as a prefix', () => {
    // "Quiz event 4": "ev" is the word being typed.
    const { groups } = timed('quiz ev')
    expect(groups.find((group) => group.kind === 'event')?.total).toBeGreaterThan(0)
    timed('ev sp sc mu ar qu de dr')
  })
})
