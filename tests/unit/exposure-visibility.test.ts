import { describe, expect, it } from 'vitest'
import { financialExposure } from '#domain/exposure/exposure'
import { summaryOf, visibleSummary } from '#domain/exposure/summary'
import { visibleExposureFigures } from '#domain/exposure/visibility'

describe('which exposure figures an organisation shows', () => {
  it('shows everything by default', () => {
    expect(visibleExposureFigures({ hideRateField: false, hideOffset: false })).toEqual({
      dayRate: true,
      exposure: true,
      offset: true,
    })
  })

  it('hides the day rate and the exposure with the rate field, keeping the offset unless it is hidden too', () => {
    expect(visibleExposureFigures({ hideRateField: true, hideOffset: false })).toEqual({
      dayRate: false,
      exposure: false,
      offset: true,
    })
    expect(visibleExposureFigures({ hideRateField: true, hideOffset: true })).toEqual({
      dayRate: false,
      exposure: false,
      offset: false,
    })
  })
})

describe("the exposure's breakdown under the organisation's settings", () => {
  const detail = summaryOf(
    financialExposure({ dailyRatePence: 50_000, startDate: '2026-06-01', endDate: '2026-06-30', today: '2026-11-27' }),
  )

  it('keeps the set-off with the offset shown and drops only it with the offset hidden', () => {
    expect(visibleSummary(detail, true)).toBe(detail)
    const hidden = visibleSummary(detail, false)
    expect(hidden?.set_off).toBeNull()
    expect(hidden?.codings).toEqual(detail.codings)
    expect(visibleSummary(null, true)).toBeNull()
  })
})
