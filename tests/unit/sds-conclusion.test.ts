import { describe, expect, it } from 'vitest'
import { sdsConclusionOf } from '../../src/domain/determination/sds-conclusion.ts'

describe('the conclusion an SDS states', () => {
  it('is outside only for results that lean or are outside, or a reviewer passed', () => {
    expect(['OUTSIDE', 'OUTSIDE_LEANING', 'PASS'].map(sdsConclusionOf)).toEqual(Array(3).fill('Outside IR35'))
  })

  it('takes the careful view for borderline and caution until a reviewer overrides', () => {
    expect(['BORDERLINE', 'CAUTION', 'INSIDE_LEANING', 'INSIDE', 'OVERRIDE', 'FAIL'].map(sdsConclusionOf)).toEqual(
      Array(6).fill('Inside IR35'),
    )
  })

  it('has none without a result, or for a code it does not know', () => {
    expect(sdsConclusionOf(null)).toBeNull()
    expect(sdsConclusionOf('UNDETERMINED')).toBeNull()
  })
})
