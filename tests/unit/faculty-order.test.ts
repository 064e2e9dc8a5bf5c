import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Faculty } from '@/api/faculty.schema'
import { sortFacultyByOrder } from '@/selectors/faculty'

const member = (name: string, order?: number): Faculty => ({ name, order, attachments: [] })

describe('sortFacultyByOrder', () => {
  it('sorts by order ascending with missing order last', () => {
    const sorted = sortFacultyByOrder([member('C', 3), member('none'), member('A', 1), member('B', 2)])
    expect(sorted.map((m) => m.name)).toEqual(['A', 'B', 'C', 'none'])
  })

  it('keeps the backend order for equal orders and for several missing ones', () => {
    const sorted = sortFacultyByOrder([member('x'), member('b', 1), member('y'), member('a', 1)])
    expect(sorted.map((m) => m.name)).toEqual(['b', 'a', 'x', 'y'])
  })

  it('property: output is a permutation in non-decreasing order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined })), (orders) => {
        const input = orders.map((order, index) => member(String(index), order))
        const sorted = sortFacultyByOrder(input)
        expect(sorted).toHaveLength(input.length)
        const keys = sorted.map((m) => m.order ?? Infinity)
        keys.slice(1).forEach((key, index) => expect(key).toBeGreaterThanOrEqual(keys[index] ?? -Infinity))
      }),
    )
  })
})
