import { afterEach, describe, expect, it, vi } from 'vitest'
import { birthdaySchema } from '@/api/birthday.schema'
import { facultySchema } from '@/api/faculty.schema'
import { wellFormedText } from '@/api/fields'
import { galleryItemSchema } from '@/api/gallery.schema'
import { newsSchema } from '@/api/news.schema'
import { parseList, parseOne, ResponseShapeError } from '@/api/parse'
import { topperSchema } from '@/api/topper.schema'

afterEach(() => vi.restoreAllMocks())

describe('parseList: a bad record is dropped and reported once, the rest are kept', () => {
  it('keeps good records and drops the malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const news = parseList('GET /api/news/all/T1', newsSchema, [
      { title: 'Sports Day', fromDate: '2025-08-15' },
      { description: 'no title' },
      'not an object',
      null,
      { title: 'Annual Day' },
    ])
    expect(news.map((item) => item.title)).toEqual(['Sports Day', 'Annual Day'])
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('reports the same bad record only once however often the list is parsed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const data = [{ title: 'ok' }, { title: { text: 'nested' } }]
    parseList('GET /api/news/T-once', newsSchema, data)
    parseList('GET /api/news/T-once', newsSchema, data)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('throws ResponseShapeError for a response that is not a list', () => {
    expect(() => parseList('GET /api/news/T1', newsSchema, { data: [] })).toThrow(ResponseShapeError)
    expect(() => parseList('GET /api/news/T1', newsSchema, '<html>')).toThrow(ResponseShapeError)
    expect(() => parseList('GET /api/news/T1', newsSchema, null)).toThrow(ResponseShapeError)
  })

  it('parseOne throws ResponseShapeError for a wrong object', () => {
    expect(() => parseOne('GET /api/subGallery', galleryItemSchema, [])).toThrow(ResponseShapeError)
  })
})

describe('entity schemas: tolerant optional fields, strict required ones', () => {
  it('reads missing, null or wrongly typed optional fields as missing instead of dropping the record', () => {
    const item = newsSchema.parse({ title: 'Holiday', description: null, attachments: null, fromDate: { $date: 1 } })
    expect(item).toEqual({
      title: 'Holiday',
      description: undefined,
      attachments: [],
      fromDate: undefined,
      _id: undefined,
    })
  })

  it('ignores unknown extra fields', () => {
    expect(newsSchema.parse({ title: 'x', secret: 1 })).not.toHaveProperty('secret')
  })

  it('rejects a blank required field', () => {
    expect(newsSchema.safeParse({ title: '   ' }).success).toBe(false)
  })

  it('accepts a photo path as a string or a one-item list (birthdays, toppers)', () => {
    expect(birthdaySchema.parse({ name: 'Asha', date: '2012-11-21', attachments: 'a.jpg' }).attachments).toEqual([
      'a.jpg',
    ])
    expect(birthdaySchema.parse({ name: 'Asha', date: '2012-11-21', attachments: ['a.jpg'] }).attachments).toEqual([
      'a.jpg',
    ])
    expect(
      topperSchema.parse({ class: 'X', sessionYear: '2023-2024', name: 'R', division: 97.6, attachments: '' })
        .attachments,
    ).toEqual([])
  })

  it('reads division numbers as text and faculty order from numbers or numeric strings', () => {
    expect(topperSchema.parse({ class: 'X', sessionYear: '2023-2024', name: 'R', division: 97.6 }).division).toBe(
      '97.6',
    )
    expect(facultySchema.parse({ name: 'A', order: '3' }).order).toBe(3)
    expect(facultySchema.parse({ name: 'A', order: 'first' }).order).toBeUndefined()
  })

  it('requires the gallery id, category and title', () => {
    expect(galleryItemSchema.safeParse({ category: 'PhotoGallery', title: 'x' }).success).toBe(false)
    expect(galleryItemSchema.safeParse({ _id: 7, category: 'PhotoGallery', title: 'x' }).success).toBe(true)
  })
})

describe('backend text as every format can carry it', () => {
  /** Every C0 control character, DEL, two lone surrogates (not a pair) and the noncharacters U+FFFE, U+FFFF. */
  const BAD_CHARACTERS = `${Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('')}\u007f\udfff\ud800\ufffe\uffff`

  it('drops control characters but tab, LF and CR; lone surrogates, U+FFFE and U+FFFF read as U+FFFD', () => {
    expect(wellFormedText(`Prize${BAD_CHARACTERS}giving`)).toBe('Prize\t\n\r\ufffd\ufffd\ufffd\ufffdgiving')
    // A surrogate pair is one character and stays, as does any other text.
    expect(wellFormedText('Sports Day 🏆 (खेल दिवस), 10:30')).toBe('Sports Day 🏆 (खेल दिवस), 10:30')
    // The halves of a pair apart stay two lone surrogates: no character is made by dropping one between them.
    expect(wellFormedText('\ud83c\u0000\udfc6')).toBe('\ufffd\ufffd')
  })

  it('applies to every text field, id and file path; a text of control characters alone is blank', () => {
    const news = newsSchema.parse({
      _id: ` 7${BAD_CHARACTERS} `,
      title: `Prize${BAD_CHARACTERS}giving`,
      description: `\u0000About`,
      attachments: [`files/a\u0000.pdf`, '\u0001\u0002', 'files/b\ud800.pdf'],
    })
    expect(news).toEqual({
      // The id keeps its spaces.
      _id: ' 7\t\n\r\ufffd\ufffd\ufffd\ufffd ',
      title: 'Prize\t\n\r\ufffd\ufffd\ufffd\ufffdgiving',
      description: 'About',
      attachments: ['files/a.pdf', 'files/b\ufffd.pdf'],
    })
    // A required text of control characters alone is missing: the record is dropped.
    expect(newsSchema.safeParse({ title: '\u0000\u001b' }).success).toBe(false)
  })
})
