import { describe, expect, it } from 'vitest'
import { largeEvents, largeGallery, largeNews, largeScenario } from '../../mocks/scenarios/large'
import { eventSchema } from '@/api/event.schema'
import { galleryItemSchema } from '@/api/gallery.schema'
import { newsSchema } from '@/api/news.schema'

describe('large mock scenario', () => {
  it('has 5,000 news, 5,000 events and 2,000 albums that all parse', () => {
    const news = largeNews()
    const events = largeEvents()
    const gallery = largeGallery()
    expect(news).toHaveLength(5000)
    expect(events).toHaveLength(5000)
    expect(gallery).toHaveLength(2000)
    expect(news.every((item) => newsSchema.safeParse(item).success)).toBe(true)
    expect(events.every((item) => eventSchema.safeParse(item).success)).toBe(true)
    expect(gallery.every((item) => galleryItemSchema.safeParse(item).success)).toBe(true)
  })

  it('is deterministic (the same records every time) with unique ids', () => {
    expect(largeNews()).toEqual(largeNews())
    expect(largeGallery()).toEqual(largeGallery())
    const ids = new Set(largeEvents().map((item) => (item as { _id: string })._id))
    expect(ids.size).toBe(5000)
  })

  it('answers the list calls of News, Events and Gallery', () => {
    const answer = (call: keyof typeof largeScenario.lists) => largeScenario.lists[call]?.()
    expect(answer('news/all/:code')).toHaveLength(5000)
    expect(answer('events/All/:code')).toHaveLength(5000)
    expect(answer('gallery/All/:code')).toHaveLength(2000)
    expect((answer('news/:code') as unknown[]).length).toBeLessThanOrEqual(10)
  })
})
