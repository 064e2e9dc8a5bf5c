import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatIndianNumber } from '@/selectors/indian-number'

describe('formatIndianNumber', () => {
  it('groups the Indian way', () => {
    expect(formatIndianNumber(0)).toBe('0')
    expect(formatIndianNumber(999)).toBe('999')
    expect(formatIndianNumber(5000)).toBe('5,000')
    expect(formatIndianNumber(100000)).toBe('1,00,000')
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678')
    expect(formatIndianNumber(-2500)).toBe('-2,500')
  })

  it('writes every whole number as toLocaleString("en-IN") does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatIndianNumber(value)).toBe(value.toLocaleString('en-IN'))
      }),
    )
  })
})
