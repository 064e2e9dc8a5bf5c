import { afterEach, describe, expect, it, vi } from 'vitest'
import { birthdaySchema } from '@/api/birthday.schema'
import { facultySchema } from '@/api/faculty.schema'
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
