import { describe, expect, it } from 'vitest'
import { pageTexts } from '@/features/search/page-texts'
import { MAX_RESULTS_PER_KIND, searchSite, type SearchSources } from '@/features/search/site-search'
import { indexesOf, titlesOf } from '../site-search-indexes'

const SOURCES: SearchSources = {
  pages: pageTexts(),
  news: [
    { _id: 'n1', title: 'Admissions open for session 2027-2028', fromDate: '2026-11-02', attachments: [] },
    {
      title: 'Winter uniform from 1st November',
      description: 'Blazers and ties',
      fromDate: '2026-10-25',
      attachments: [],
    },
  ],
  events: [
    {
      _id: 'e1',
      title: 'Annual Sports Day',
      description: 'Finals',
      date: '2026-11-28',
      venue: 'Playground',
      images: [],
      attachments: [],
    },
  ],
  albums: [{ _id: 'g1', category: 'PhotoGallery', title: 'Sports Day 2026', attachments: [] }],
  videos: [{ title: 'Annual Day highlights', videoUrl: 'https://example.org/v' }],
  syllabus: [{ category: 'Syllabus', title: 'ICSE Syllabus: Classes IX and X', attachments: [] }],
  faculty: [{ name: 'Anita Sharma', designation: 'PGT Physics', attachments: [] }],
}

describe('site search', () => {
  const indexes = indexesOf(SOURCES)

  it('finds fixed pages by their text, with small typos ("admision", "unifor")', () => {
    expect(titlesOf(searchSite(indexes, 'admision'), 'page')).toContain('Admission Procedure')
    expect(titlesOf(searchSite(indexes, 'unifor'), 'page')[0]).toBe('School Uniform')
    // Words only in a page's text, not its title: the rules' school diary.
    expect(titlesOf(searchSite(indexes, 'diary'), 'page')).toContain('Rules and Regulations')
  })

  it('finds records by title and description, grouped by kind in a fixed order', () => {
    const groups = searchSite(indexes, 'sports')
    expect(groups.map((group) => group.kind)).toEqual(['page', 'event', 'album'])
    expect(titlesOf(groups, 'event')).toEqual(['Annual Sports Day'])
    expect(titlesOf(searchSite(indexes, 'blazers'), 'news')).toEqual(['Winter uniform from 1st November'])
    expect(titlesOf(searchSite(indexes, 'physics'), 'faculty')).toEqual(['Anita Sharma'])
    expect(titlesOf(searchSite(indexes, 'sharma'), 'faculty')).toEqual(['Anita Sharma'])
    expect(titlesOf(searchSite(indexes, 'icse syllabus'), 'syllabus')).toEqual(['ICSE Syllabus: Classes IX and X'])
  })

  it('a result with a duplicated id links to its own anchor, as the News page gives it', () => {
    const news = [
      { _id: 'dup', title: 'Prize day photos', fromDate: '2026-11-02', attachments: [] },
      { _id: 'dup', title: 'Exam timetable', fromDate: '2026-11-03', attachments: [] },
    ]
    const [result] = searchSite(indexesOf({ news }), 'timetable')[0]?.results ?? []
    expect(result?.link).toEqual({ to: '/News', year: 2026, hash: 'news-dup-2' })
  })

  it('every result links to the thing itself', () => {
    const links = (query: string, kind: string) =>
      searchSite(indexes, query)
        .find((group) => group.kind === kind)
        ?.results.map((result) => result.link)
    expect(links('admissions open', 'news')).toEqual([{ to: '/News', year: 2026, hash: 'news-n1' }])
    expect(links('winter', 'news')).toEqual([
      { to: '/News', year: 2026, hash: 'news-winter-uniform-from-1st-november-2026-10-25' },
    ])
    expect(links('playground', 'event')).toEqual([{ to: '/Events', year: 2026, hash: 'event-e1' }])
    expect(links('sports day 2026', 'album')).toEqual([{ to: '/SubGallery', id: 'g1' }])
    expect(links('highlights', 'video')).toEqual([{ to: '/VideoGallery', q: 'Annual Day highlights' }])
    expect(links('uniform', 'page')?.[0]).toEqual({ to: '/schoolUniform' })
  })

  it('every word must match: "sports day" narrows, and one letter finds nothing', () => {
    expect(titlesOf(searchSite(indexes, 'annual day'), 'event')).toEqual(['Annual Sports Day'])
    expect(titlesOf(searchSite(indexes, 'annual highlights'), 'event')).toEqual([])
    expect(titlesOf(searchSite(indexes, 'annual highlights'), 'video')).toEqual(['Annual Day highlights'])
    expect(searchSite(indexes, 'a')).toEqual([])
    expect(searchSite(indexes, '   ')).toEqual([])
  })

  it('lists at most MAX_RESULTS_PER_KIND per kind, and counts them all', () => {
    const news = Array.from({ length: 45 }, (_, index) => ({ title: `Holiday notice ${index}`, attachments: [] }))
    const [group] = searchSite(indexesOf({ news }), 'holiday')
    expect(group?.total).toBe(45)
    expect(group?.results).toHaveLength(MAX_RESULTS_PER_KIND)
  })

  it('hostile text is only text: markup and very long words are searched, never break the index', () => {
    const news = [
      { title: '<img src=x onerror=alert(1)> notice', attachments: [] },
      { title: 'A'.repeat(5000), description: 'Very long text. '.repeat(2000), attachments: [] },
      { _id: 'x"><script>', title: 'Script notice', fromDate: 'not-a-date', attachments: [] },
    ]
    const groups = searchSite(indexesOf({ news }), 'notice')
    expect(titlesOf(groups, 'news')).toHaveLength(2)
    expect(groups[0]?.results.find((result) => result.title === 'Script notice')?.link).toEqual({
      to: '/News',
      year: 'all',
      hash: 'news-x-script',
    })
  })

  it('indexes every page of the site map but the album page and the search (their content: tests/pages/site-search-pages.test.tsx)', () => {
    const paths = pageTexts().map((page) => page.path)
    expect(paths).not.toContain('/SubGallery')
    expect(paths).not.toContain('/search')
    expect(paths).toContain('/contactUs')
    expect(pageTexts().find((page) => page.path === '/contactUs')?.text).toMatch(/Pilikothi/)
    expect(pageTexts().find((page) => page.path === '/magazine')?.text).toContain('2024-2025 2023-2024 2022-2023')
    expect(pageTexts().find((page) => page.path === '/Magazine2024')?.title).toBe('Magazine 2023-2024')
  })
})
