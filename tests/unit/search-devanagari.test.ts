import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { pageTexts } from '@/features/search/page-texts'
import { foldTerm, letterCount, tokenize } from '@/features/search/search-terms'
import {
  createSiteIndex,
  searchDocuments,
  searchSite,
  searchWords,
  type SearchSources,
} from '@/features/search/site-search'
import { indexesOf, titlesOf } from '../site-search-indexes'
import { i18nIn } from '../render-route'

/** Records as the staff may type them in Hindi, beside English ones. */
const SOURCES: Partial<SearchSources> = {
  news: [
    { _id: 'n1', title: 'स्कूल की फ़ोटो प्रतियोगिता', description: 'सभी कक्षाओं के लिए।', attachments: [] },
    { _id: 'n2', title: 'Admissions open for session 2027-2028', fromDate: '2026-11-02', attachments: [] },
    { _id: 'n3', title: 'हिन्दी दिवस पर निबंध', description: 'कक्षा ६ से ८ तक, सत्र २०२६', attachments: [] },
  ],
  events: [
    {
      _id: 'e1',
      title: 'वार्षिक खेल दिवस',
      description: 'दौड़, कूद और रस्साकशी॥ सभी आमंत्रित हैं।',
      date: '2026-11-28',
      venue: 'खेल का मैदान',
      images: [],
      attachments: [],
    },
    {
      _id: 'e2',
      title: 'Annual Sports Day',
      description: 'Finals',
      date: '2026-11-28',
      venue: 'Playground',
      images: [],
      attachments: [],
    },
  ],
  albums: [{ _id: 'g1', category: 'PhotoGallery', title: 'संगीत संध्या', attachments: [] }],
  faculty: [{ name: 'Anita Sharma', designation: 'विद्यार्थी परामर्शदाता', attachments: [] }],
}

describe('the search tokenizer and folding for Devanagari', () => {
  it('keeps matras, the virama and the nukta inside words, and splits at spaces, the danda and the double danda', () => {
    expect(tokenize('वार्षिक खेल दिवस। सभी आमंत्रित॥ फ़ोटो देखें')).toEqual([
      'वार्षिक',
      'खेल',
      'दिवस',
      'सभी',
      'आमंत्रित',
      'फ़ोटो',
      'देखें',
    ])
    // Every word comes back whole: no combining mark (\p{M}) is a split.
    for (const word of tokenize('विद्यार्थियों प्रतियोगिता क्षत्रिय ज़्यादा हिन्दी सँगीत')) {
      expect(word).not.toMatch(/^\p{M}/u)
    }
    expect(tokenize('खेल-कूद, संगीत (नृत्य)').filter(Boolean)).toEqual(['खेल', 'कूद', 'संगीत', 'नृत्य'])
  })

  it('reads a "|" typed for the danda as one, next to Hindi only', () => {
    expect(tokenize('खेल दिवस|नया सत्र | शुरू').filter(Boolean)).toEqual(['खेल', 'दिवस', 'नया', 'सत्र', 'शुरू'])
    expect(tokenize('a|b c')).toEqual(['a|b', 'c'])
  })

  it("splits English exactly as MiniSearch's own tokenizer", () => {
    const minisearchTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
    const text = "Admission's form: 2026-27 (Class I–XII) & more… 'quoted' \"x\" a/b c|d e_f\nnext\tline"
    expect(tokenize(text)).toEqual(minisearchTokenize(text))
  })

  it('folds the spellings a reader takes for one word', () => {
    const same: [string, string][] = [
      ['फ़ोटो', 'फोटो'], // nukta
      ['\u0958लम', 'क\u093cलम'], // precomposed क़ and क + nukta
      ['\u0958लम', 'कलम'],
      ['ज़िला', 'जिला'],
      ['सँगीत', 'संगीत'], // chandrabindu and anusvara
      ['पाँच', 'पांच'],
      ['हिन्दी', 'हिंदी'], // nasal conjunct and anusvara
      ['सम्बन्ध', 'संबंध'],
      ['क्\u200dष', 'क्ष'], // a zero-width joiner
      ['२०२६', '2026'], // Devanagari digits
      ['क\u093e\u0901', 'का\u0901'.normalize('NFD')],
    ]
    for (const [a, b] of same) expect(foldTerm(a), `${a} = ${b}`).toBe(foldTerm(b))
    // Matras change the word: they are kept.
    expect(foldTerm('की')).not.toBe(foldTerm('का'))
    expect(foldTerm('अन्य')).toBe('अन्य')
  })

  it('leaves English as MiniSearch left it: lower case, nothing else', () => {
    for (const word of ['Admission', 'SPORTS', 'Day', '2026-27', 'café', 'naïve']) {
      expect(foldTerm(word)).toBe(word.toLowerCase())
    }
  })

  it('counts letters as a reader does: a matra or the virama is part of its letter', () => {
    expect(letterCount('खेल')).toBe(2)
    expect(letterCount('के')).toBe(1)
    expect(letterCount('विद्यार्थी')).toBe(5)
    expect(letterCount('sports')).toBe(6)
  })
})

describe('the site search in Hindi', () => {
  const indexes = indexesOf(SOURCES)

  it('finds a Hindi record by any of its words', () => {
    expect(titlesOf(searchSite(indexes, 'खेल'), 'event')).toEqual(['वार्षिक खेल दिवस'])
    expect(titlesOf(searchSite(indexes, 'दिवस'), 'event')).toEqual(['वार्षिक खेल दिवस'])
    expect(titlesOf(searchSite(indexes, 'रस्साकशी'), 'event')).toEqual(['वार्षिक खेल दिवस'])
    expect(titlesOf(searchSite(indexes, 'मैदान'), 'event')).toEqual(['वार्षिक खेल दिवस'])
    expect(titlesOf(searchSite(indexes, 'खेल दिवस'), 'event')).toEqual(['वार्षिक खेल दिवस'])
  })

  it('finds a word typed without its nukta, chandrabindu or half letter', () => {
    expect(titlesOf(searchSite(indexes, 'फोटो'), 'news')).toEqual(['स्कूल की फ़ोटो प्रतियोगिता'])
    expect(titlesOf(searchSite(indexes, 'सँगीत'), 'album')).toEqual(['संगीत संध्या'])
    expect(titlesOf(searchSite(indexes, 'हिंदी'), 'news')).toEqual(['हिन्दी दिवस पर निबंध'])
    expect(titlesOf(searchSite(indexes, 'सत्र 2026'), 'news')).toEqual(['हिन्दी दिवस पर निबंध'])
  })

  it('matches the word being typed as a prefix, and forgives one slip in a long word', () => {
    expect(titlesOf(searchSite(indexes, 'प्रतियो'), 'news')).toEqual(['स्कूल की फ़ोटो प्रतियोगिता'])
    expect(titlesOf(searchSite(indexes, 'विध्यार्थी'), 'faculty')).toEqual(['Anita Sharma'])
  })

  it('every word must match, but one-letter postpositions and joining words are not asked for', () => {
    expect(searchWords('खेल का मैदान')).toEqual(['खेल', 'मैदान'])
    expect(searchWords('खेल और संगीत')).toEqual(['खेल', 'संगीत'])
    expect(titlesOf(searchSite(indexes, 'खेल का मैदान'), 'event')).toEqual(['वार्षिक खेल दिवस'])
    expect(titlesOf(searchSite(indexes, 'खेल संध्या'), 'event')).toEqual([])
    expect(searchWords('के की का में से')).toEqual([])
  })

  it('counts a word once in any of its spellings', () => {
    expect(searchWords('फ़ोटो फोटो हिन्दी हिंदी')).toEqual(['फोटो', 'हिंदी'])
  })

  it('English queries find what they found', () => {
    expect(titlesOf(searchSite(indexes, 'sports day'), 'event')).toEqual(['Annual Sports Day'])
    expect(titlesOf(searchSite(indexes, 'Admisions'), 'news')).toEqual(['Admissions open for session 2027-2028'])
    expect(titlesOf(searchSite(indexes, 'sharma'), 'faculty')).toEqual(['Anita Sharma'])
    expect(searchWords('a sports b day Sports')).toEqual(['sports', 'day'])
    expect(searchSite(indexes, 'a')).toEqual([])
  })
})

describe("the fixed pages' index in Hindi", () => {
  const hindi = createSiteIndex(searchDocuments({ pages: pageTexts(i18nIn('hi')) }))
  const english = createSiteIndex(searchDocuments({ pages: pageTexts() }))

  it("titles each page in the page's language and finds it by its Hindi title", () => {
    const results = searchSite([hindi], 'प्रवेश')[0]?.results ?? []
    expect(results.map((result) => result.title)).toContain('प्रवेश प्रक्रिया')
    expect(results.find((result) => result.title === 'प्रवेश प्रक्रिया')?.link).toEqual({ to: '/admissionProcedure' })
  })

  it("finds a page by a word of its content's Hindi", () => {
    expect(titlesOf(searchSite([hindi], 'डायरी'), 'page')).toContain('नियम एवं विनियम')
    expect(titlesOf(searchSite([english], 'डायरी'), 'page')).toEqual([])
  })

  it('still finds a page by an English word on the Hindi page, titled in Hindi', () => {
    expect(titlesOf(searchSite([hindi], 'admission'), 'page')).toContain('प्रवेश प्रक्रिया')
  })

  it('leaves the English pages as they were', () => {
    expect(pageTexts(i18nIn('en'))).toEqual(pageTexts())
    expect(titlesOf(searchSite([english], 'admision'), 'page')).toContain('Admission Procedure')
  })
})
