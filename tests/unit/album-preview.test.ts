import { describe, expect, it } from 'vitest'
import type { GalleryItem } from '@/api/gallery.schema'
import { pageHead } from '@/config/page-head'
import { albumPreview } from '@/features/album/album-preview'
import { i18nIn } from '../render-route'

/** The English page's head. */
const ENGLISH = { lang: 'en', i18n: i18nIn('en') } as const

/** An album as the backend sends it, parsed. */
const album = (fields: Partial<GalleryItem>): GalleryItem => ({
  _id: 'sports-2026',
  category: 'PhotoGallery',
  title: 'Annual Sports Day 2026',
  attachments: ['uploads/sports/1.jpg', 'uploads/sports/2.jpg'],
  ...fields,
})

const metaOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)) as
    { content: string } | undefined

describe("an album's link preview", () => {
  it('is the album: its title, its address, its first photo', () => {
    const head = pageHead(
      '/SubGallery',
      ENGLISH,
      albumPreview(album({ description: 'Races, relays and the march past.' }), ENGLISH),
    )
    expect(head.meta[0]).toEqual({ title: expect.stringMatching(/^Annual Sports Day 2026 \| /) as string })
    expect(metaOf(head, 'og:url')?.content).toMatch(/\/SubGallery\?id=sports-2026$/)
    expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: expect.stringMatching(/\/SubGallery\?id=sports-2026$/) as string },
    ])
    // The same album's page in Hindi, for search engines.
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'hi',
      href: expect.stringMatching(/\/hi\/SubGallery\?id=sports-2026$/) as string,
    })
    expect(metaOf(head, 'description')?.content).toBe('Races, relays and the march past.')
    expect(metaOf(head, 'og:image')?.content).toMatch(/\/api\/image\?url=uploads%2Fsports%2F1\.jpg$/)
    // No resizer in this build: the photo's size is its own, so none is claimed.
    expect(metaOf(head, 'og:image:width')).toBeUndefined()
    expect(metaOf(head, 'og:image:height')).toBeUndefined()
  })

  it('describes the album to search engines as an ImageGallery (schema.org JSON-LD) with its photos', () => {
    const preview = albumPreview(
      album({ date: '2026-11-14', attachments: ['uploads/1.jpg', 'javascript:alert(1)'] }),
      ENGLISH,
    )
    expect(preview?.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: 'Annual Sports Day 2026',
      description: expect.stringMatching(/^Photos of Annual Sports Day 2026, 14 Nov 2026/) as string,
      url: expect.stringMatching(/\/SubGallery\?id=sports-2026$/) as string,
      datePublished: '2026-11-14',
      image: [expect.stringMatching(/\/api\/image\?url=uploads%2F1\.jpg$/) as string],
    })
    expect(pageHead('/SubGallery', ENGLISH, preview).meta).toContainEqual({ 'script:ld+json': preview?.structuredData })
  })

  it('says what and when without a description, and keeps a long one to about two lines', () => {
    expect(albumPreview(album({ date: '2026-11-14' }), ENGLISH)?.description).toMatch(
      /^Photos of Annual Sports Day 2026, 14 Nov 2026: /,
    )
    const long =
      albumPreview(album({ description: `${'A day of races and relays. '.repeat(20)}` }), ENGLISH)?.description ?? ''
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long.endsWith('…')).toBe(true)
  })

  it("keeps the school's share image for an album without a usable photo, and the gallery's preview without an album", () => {
    const head = pageHead(
      '/SubGallery',
      ENGLISH,
      albumPreview(album({ attachments: ['javascript:alert(1)'] }), ENGLISH),
    )
    expect(metaOf(head, 'og:image')?.content).toMatch(/\/images\/share\/school\.jpg$/)
    expect(metaOf(head, 'og:image:width')?.content).toBe('1200')
    expect(albumPreview(undefined, ENGLISH)).toBeUndefined()
    expect(pageHead('/SubGallery', ENGLISH, undefined).meta[0]).toEqual({
      title: expect.stringMatching(/^Gallery Detail \| /) as string,
    })
  })
})
