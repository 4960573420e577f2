import { describe, expect, it } from 'vitest'
import { formatPounds, formatPoundsAndPence } from '#domain/exposure/money'

describe('formatPounds: whole pounds, rounded down, en-GB separators', () => {
  it('drops the pence rather than rounding them up', () => {
    expect(formatPounds(1_234_567)).toBe('£12,345')
    expect(formatPounds(1_234_599)).toBe('£12,345')
    expect(formatPounds(99)).toBe('£0')
  })

  it('groups thousands and millions', () => {
    expect(formatPounds(100_000)).toBe('£1,000')
    expect(formatPounds(99_900)).toBe('£999')
    expect(formatPounds(12_345_678_900)).toBe('£123,456,789')
  })

  it('shows zero as £0 and a negative amount with its sign, the pence dropped towards zero', () => {
    expect(formatPounds(0)).toBe('£0')
    expect(formatPounds(-1_234_567)).toBe('-£12,345')
    expect(formatPounds(-50)).toBe('£0')
  })

  it('refuses a fraction of a penny', () => {
    expect(() => formatPounds(12.5)).toThrow(RangeError)
    expect(() => formatPounds(Number.NaN)).toThrow(RangeError)
  })
})

describe('formatPoundsAndPence: the day rate', () => {
  it('always shows two decimals', () => {
    expect(formatPoundsAndPence(45_000)).toBe('£450.00')
    expect(formatPoundsAndPence(125_050)).toBe('£1,250.50')
    expect(formatPoundsAndPence(7)).toBe('£0.07')
    expect(formatPoundsAndPence(0)).toBe('£0.00')
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatPoundsAndPence(-125_050)).toBe('-£1,250.50')
  })

  it('does not depend on floating-point division', () => {
    expect(formatPoundsAndPence(29)).toBe('£0.29')
    expect(formatPoundsAndPence(100_000_000_001)).toBe('£1,000,000,000.01')
  })
})
