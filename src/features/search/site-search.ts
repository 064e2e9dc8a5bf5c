import MiniSearch, { type SearchOptions } from 'minisearch'
import type { Circular } from '@/api/circular.schema'
import type { SchoolEvent } from '@/api/event.schema'
import type { Faculty } from '@/api/faculty.schema'
import type { GalleryItem } from '@/api/gallery.schema'
import type { News } from '@/api/news.schema'
import type { Video } from '@/api/video.schema'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
import type { PagePath } from '@/config/site-map'
import { anchoredNews, itemLocation, listAnchors } from '@/selectors/item-anchor'
import { foldTerm, isJoiningWord, letterCount, tokenize } from './search-terms'

/**
 * Site search: one MiniSearch index over the fixed pages (their text) and the backend records the visitor
 * has (news, events, photo albums, videos, syllabus circulars, faculty), with prefix and small-typo matching.
 * MiniSearch over FlexSearch: 5.9 against 10.7 to 16.9 KB gzip, and real edit-distance typo matching
 * ("admision" finds "admission"); README, "Site search", has the comparison. Everything here is pure: the page
 * builds the documents from its data, the index from the documents, and asks it. Words are split and folded by
 * search-terms.ts, for the index and the queries alike: Hindi words are found in their usual spellings ("फोटो" finds
 * "फ़ोटो"), English words as MiniSearch's defaults find them.
 */

/** The kinds of result, in the order the results page groups them. */
const SEARCH_KINDS = ['page', 'news', 'event', 'album', 'video', 'syllabus', 'faculty'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/**
 * A result's destination: a fixed page; a news item or event on its list page, at its year, by its anchor; an album's
 * own page; the Video Gallery filtered to the video's title; the syllabus or faculty page.
 */
export type SearchLink =
  | { to: PagePath }
  | { to: '/News' | '/Events'; year: number | 'all'; hash: string }
  | { to: '/SubGallery'; id: string }
  | { to: '/VideoGallery'; q: string }

export interface SearchDocument {
  /** Unique in the index: the kind and the record's place in its list. */
  id: string
  kind: SearchKind
  title: string
  /** The rest of its words: a page's text, a record's description, venue, designation. */
  text: string
  link: SearchLink
}

/** What the index is built from: each list as the visitor has it (an empty list when not loaded). */
export interface SearchSources {
  pages: readonly { path: PagePath; title: string; text: string }[]
  news: readonly News[]
  events: readonly SchoolEvent[]
  albums: readonly GalleryItem[]
  videos: readonly Video[]
  syllabus: readonly Circular[]
  faculty: readonly Faculty[]
}

const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ')

/** The documents of the index, one per page and record of the sources given (a missing one adds none). */
export function searchDocuments(sources: Partial<SearchSources>): SearchDocument[] {
  const { pages = [], news = [], events = [], albums = [], videos = [], syllabus = [], faculty = [] } = sources
  // The anchors the News and Events pages give the same lists, so a result lands on its own item.
  const newsAnchors = listAnchors('news', news, anchoredNews)
  const eventAnchors = listAnchors('event', events, (event) => event)
  return [
    ...pages.map((page) => ({
      id: `page:${page.path}`,
      kind: 'page' as const,
      title: page.title,
      text: page.text,
      link: { to: page.path },
    })),
    ...news.map((news, index) => ({
      id: `news:${index}`,
      kind: 'news' as const,
      title: news.title,
      text: words(news.description),
      link: itemLocation('news', anchoredNews(news), newsAnchors.get(news)),
    })),
    ...events.map((event, index) => ({
      id: `event:${index}`,
      kind: 'event' as const,
      title: event.title,
      text: words(event.description, event.venue),
      link: itemLocation('event', event, eventAnchors.get(event)),
    })),
    ...albums.map((album, index) => ({
      id: `album:${index}`,
      kind: 'album' as const,
      title: album.title,
      text: words(album.description),
      link: { to: '/SubGallery' as const, id: album._id },
    })),
    ...videos.map((video, index) => ({
      id: `video:${index}`,
      kind: 'video' as const,
      title: video.title,
      text: '',
      // The Video Gallery filtered to its title, All Years: the video is on screen.
      link: { to: '/VideoGallery' as const, q: video.title },
    })),
    ...syllabus.map((circular, index) => ({
      id: `syllabus:${index}`,
      kind: 'syllabus' as const,
      title: circular.title,
      text: '',
      link: { to: '/syllabus' as const },
    })),
    ...faculty.map((person, index) => ({
      id: `faculty:${index}`,
      kind: 'faculty' as const,
      title: person.name,
      text: words(person.designation, person.qualification),
      link: { to: '/faculty' as const },
    })),
  ]
}

/**
 * Typos forgiven: one edit (a letter missing, extra, wrong or swapped) in a word of 5 letters or more: "admision",
 * "uniforn"; a word being typed ("unifor") is matched as a prefix. Shorter words and more edits would match much of
 * the site and cost each keystroke most of its time on the large scenario. Letters as a reader counts them
 * (letterCount: a Hindi matra is part of its letter); the edit may be one matra or one letter of a long Hindi word
 * ("विध्यार्थी" finds "विद्यार्थी").
 */
const MIN_FUZZY_TERM_LENGTH = 5
const typosAllowed = (term: string) => (letterCount(term) < MIN_FUZZY_TERM_LENGTH ? 0 : 1)

/**
 * A two-letter word is matched as a prefix only when it is the last one (the word being typed, "sports da"): an earlier
 * one is a whole word ("day of sports"). Each two-letter prefix walks a large part of the index: eight of them
 * ("ev sp sc mu ar qu de dr") took about 0.5 s on the large scenario even on a fast machine.
 */
const MIN_PREFIX_LENGTH = 3
const isPrefix = (term: string, index: number, terms: string[]) =>
  letterCount(term) >= MIN_PREFIX_LENGTH || index === terms.length - 1

const SEARCH_OPTIONS: SearchOptions = {
  prefix: isPrefix,
  fuzzy: (term) => typosAllowed(term),
  boost: { title: 3 },
  // Every word typed must match (each with its own prefix and typo leeway): "sports day" narrows, not widens.
  combineWith: 'AND',
}

/**
 * The index of `documents`. The page keeps one per kind, so a list that arrives late (or a refetch) rebuilds its own
 * index only, not the whole site's.
 */
export function createSiteIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'link'],
    tokenize,
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(documents)
  return index
}

/**
 * A word shorter than this is left out of the search: one letter would match most of the site as a prefix. Per word,
 * not per query: "s s s …" passed a whole-text minimum and cost 3.45 s at 4× CPU on the large scenario.
 */
export const MIN_WORD_LENGTH = 2
/**
 * At most this many words are searched, the first ones: each is a prefix and typo search over every index, and a
 * real search is a few words ("admission form 2026").
 */
export const MAX_QUERY_WORDS = 8

/**
 * The words of a query that are searched: of its first SEARCH_TEXT_MAX_LENGTH characters (the search boxes'
 * maxlength), the words of MIN_WORD_LENGTH letters or more (letterCount), each once as the index folds it (case and
 * Hindi spellings aside), but the Hindi joining words ("और"), the first MAX_QUERY_WORDS. Split as the index splits
 * (the same tokenize), so the words counted are the words it searches. An empty list is no search.
 */
export function searchWords(query: string): string[] {
  const seen = new Set<string>()
  for (const word of tokenize(query.slice(0, SEARCH_TEXT_MAX_LENGTH))) {
    if (seen.size === MAX_QUERY_WORDS) break
    const folded = foldTerm(word)
    if (letterCount(folded) >= MIN_WORD_LENGTH && !isJoiningWord(folded)) seen.add(folded)
  }
  return [...seen]
}
/** Results shown per kind, best first. */
export const MAX_RESULTS_PER_KIND = 20

export interface SearchResultGroup {
  kind: SearchKind
  /** How many matched (more than are listed when over MAX_RESULTS_PER_KIND). */
  total: number
  results: readonly { id: string; title: string; link: SearchLink }[]
}

/** The results for `query` from the indexes (one per kind, any order), grouped by kind in SEARCH_KINDS order. */
export function searchSite(indexes: readonly MiniSearch<SearchDocument>[], query: string): SearchResultGroup[] {
  const words = searchWords(query)
  if (words.length === 0) return []
  const text = words.join(' ')
  const byKind = new Map<SearchKind, SearchResultGroup['results'][number][]>()
  for (const index of indexes) {
    for (const hit of index.search(text)) {
      const kind = hit.kind as SearchKind
      const list = byKind.get(kind) ?? []
      list.push({ id: hit.id as string, title: hit.title as string, link: hit.link as SearchLink })
      byKind.set(kind, list)
    }
  }
  return SEARCH_KINDS.flatMap((kind) => {
    const all = byKind.get(kind)
    return all ? [{ kind, total: all.length, results: all.slice(0, MAX_RESULTS_PER_KIND) }] : []
  })
}
