import { describe, expect, it } from 'vitest'
import { windowAt } from '@/selectors/list-window'
import { defaultParseSearch } from '@tanstack/react-router'
import { albumIdOf, albumSharePath } from '@/shared/album-address'
import { SHARE_NAME_MAX_LENGTH, SHARE_TEXT_MAX_LENGTH } from '@/config/constants'
import {
  buildShareUrl,
  itemSharePath,
  shareButtonName,
  sharedItemOf,
  shortText,
  whatsAppShareUrl,
} from '@/selectors/share-url'

const ORIGIN = 'https://school.example'

describe('itemSharePath', () => {
  it('lands on the list page of the item, in its year, at its anchor', () => {
    expect(itemSharePath('news', { _id: 'admissions', title: 'Admissions', date: '2026-11-02' })).toBe(
      '/News?year=2026&item=news-admissions#news-admissions',
    )
    expect(itemSharePath('event', { _id: 'sports', title: 'Sports Day', date: '2025-12-05T10:00:00.000Z' })).toBe(
      '/Events?year=2025&item=event-sports#event-sports',
    )
  })

  it('uses every year for an undated item, and a safe anchor from hostile text', () => {
    const path = itemSharePath('news', { title: '<img src=x onerror=alert(1)> "quoted" #hash?q=1' })
    expect(path).toBe(
      '/News?year=all&item=news-img-src-x-onerror-alert-1-quoted-hash-q-1#news-img-src-x-onerror-alert-1-quoted-hash-q-1',
    )
    expect(path.split('#')[1]).toMatch(/^[a-z0-9-]+$/)
  })
})

describe('albumSharePath', () => {
  it('encodes the id, so backend text cannot add params or leave the path', () => {
    expect(albumSharePath('66a1f0')).toBe('/SubGallery?id=66a1f0')
    const path = albumSharePath('a&b=c#d /e')
    expect(path).not.toMatch(/[&#]|\/e/)
    expect(new URL(path, ORIGIN).searchParams.get('id')).toBe('a&b=c#d /e')
  })

  it('quotes an id the router would read as something else, as its own links do', () => {
    expect(albumSharePath('1e3')).toBe('/SubGallery?id=%221e3%22')
    expect(albumSharePath('123')).toBe('/SubGallery?id=%22123%22')
  })

  it('gives back every id exactly when the router reads the link', () => {
    const ids = [
      '1e3',
      'true',
      'null',
      '1.50',
      '12345678901234567890',
      '-0',
      '[1,2]',
      '{"a":1}',
      '"quoted"',
      ' 12 ',
      'sports day 2026',
      '66a1f0c2e4b0a1b2c3d4e5f6',
      'é&?#=%+',
      'x'.repeat(500),
    ]
    for (const id of ids) {
      const read = defaultParseSearch(new URL(albumSharePath(id), ORIGIN).search) as { id?: unknown }
      expect(albumIdOf(read.id)).toBe(id)
    }
  })
})

describe('albumIdOf (the album page reading ?id=)', () => {
  it("keeps the spec's plain numeric links: ?id=123 arrives as the number 123", () => {
    expect(albumIdOf((defaultParseSearch('?id=123') as { id: unknown }).id)).toBe('123')
  })

  it('reads a value that cannot be the id written as no album, never as a different one', () => {
    for (const search of ['?id=1.50', '?id=12345678901234567890', '?id=true', '?id=null', '?id=[1,2]', '?id=-1']) {
      expect(albumIdOf((defaultParseSearch(search) as { id: unknown }).id)).toBeUndefined()
    }
  })

  it('keeps spaces, and has no id for a blank or over-long one', () => {
    expect(albumIdOf(' 12 ')).toBe(' 12 ')
    expect(albumIdOf('   ')).toBeUndefined()
    expect(albumIdOf('x'.repeat(500))).toBe('x'.repeat(500))
    expect(albumIdOf('x'.repeat(501))).toBeUndefined()
  })
})

describe('buildShareUrl', () => {
  it('puts our own path on the current origin', () => {
    expect(buildShareUrl(ORIGIN, '/Events?year=2026#event-x')).toBe(`${ORIGIN}/Events?year=2026#event-x`)
  })

  it('never builds a link to another site', () => {
    expect(buildShareUrl(ORIGIN, '//evil.example/x')).toBe(`${ORIGIN}/`)
    expect(buildShareUrl(ORIGIN, 'https://evil.example/')).toBe(`${ORIGIN}/`)
    expect(buildShareUrl(ORIGIN, 'javascript:alert(1)')).toBe(`${ORIGIN}/`)
  })
})

describe('whatsAppShareUrl', () => {
  it('sends the title and the URL as one encoded text', () => {
    const url = `${ORIGIN}/News?year=2026#news-a`
    const link = whatsAppShareUrl('Fees & "dues" <2026>', url)
    expect(link.startsWith('https://wa.me/?text=')).toBe(true)
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(`Fees & "dues" <2026> ${url}`)
    expect(link.slice('https://wa.me/?text='.length)).not.toMatch(/[ "<>&#?]/)
    expect(new URL(link).searchParams.get('text')).toBe(`Fees & "dues" <2026> ${url}`)
  })
})

describe('windowAt (a shared link to a deep item)', () => {
  it('starts on the page boundary of the item, one page long', () => {
    expect(windowAt(0, 100, { pageSize: 12 })).toEqual({ start: 0, end: 12 })
    expect(windowAt(13, 100, { pageSize: 12 })).toEqual({ start: 12, end: 24 })
    expect(windowAt(4999, 5000, { pageSize: 12 })).toEqual({ start: 4992, end: 5000 })
  })

  it('stays inside the list whatever the index', () => {
    expect(windowAt(-5, 30, { pageSize: 12 })).toEqual({ start: 0, end: 12 })
    expect(windowAt(99, 30, { pageSize: 12 })).toEqual({ start: 24, end: 30 })
    expect(windowAt(Number.NaN, 30, { pageSize: 12 })).toEqual({ start: 0, end: 12 })
    expect(windowAt(3, 0)).toEqual({ start: 0, end: 0 })
  })
})

describe('share lengths are capped', () => {
  const HUGE = 'Sports day '.repeat(10_000)

  it('shortText keeps short text and cuts long text with an ellipsis, within the cap', () => {
    expect(shortText('Annual Sports Day', 120)).toBe('Annual Sports Day')
    expect(shortText('x'.repeat(120), 120)).toBe('x'.repeat(120))
    expect(shortText('x'.repeat(121), 120)).toBe(`${'x'.repeat(119)}…`)
    expect(shortText(HUGE, 120).length).toBeLessThanOrEqual(120)
    expect(shortText(HUGE, 120).endsWith('…')).toBe(true)
    // No space left before the ellipsis.
    expect(shortText('Sports day '.repeat(20), 11)).toBe('Sports day…')
  })

  it('never cuts an emoji in half', () => {
    const cut = shortText('😀'.repeat(100), 120)
    expect(cut.endsWith('😀…')).toBe(true)
    expect(() => encodeURIComponent(cut)).not.toThrow()
  })

  it('a 100,000-character title gives a short button name, share sheet text and WhatsApp link', () => {
    const url = `${ORIGIN}/News?year=2026#news-a`
    expect(shareButtonName(HUGE).length).toBeLessThanOrEqual('Share '.length + SHARE_NAME_MAX_LENGTH)
    const item = sharedItemOf(HUGE, HUGE, url)
    expect(item.title.length).toBeLessThanOrEqual(SHARE_NAME_MAX_LENGTH)
    expect(item.text.length).toBeLessThanOrEqual(SHARE_TEXT_MAX_LENGTH)
    expect(item.url).toBe(url)
    const text = new URL(whatsAppShareUrl(HUGE, url)).searchParams.get('text') ?? ''
    expect(text.length).toBeLessThanOrEqual(SHARE_TEXT_MAX_LENGTH + 1 + url.length)
    expect(text.endsWith(`… ${url}`)).toBe(true)
  })
})
