import { describe, expect, it } from 'vitest'
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
