// Which features the organisation form shows (rule org.feature-flags).

import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import {
  ANNUAL_PAY_BILL_MAX,
  AnnualPayBill,
  canEditPayBill,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_LABELS,
  FEATURE_FLAGS,
  formFlags,
} from '#domain/organisations'

describe('formFlags', () => {
  it('shows a provider admin every flag on a parent organisation', () => {
    expect(formFlags('provider', DEFAULT_FEATURE_FLAGS, true)).toEqual([...FEATURE_FLAGS])
  })

  it('hides child creation on a child organisation, even from the provider admin', () => {
    const shown = formFlags('provider', DEFAULT_FEATURE_FLAGS, false)
    expect(shown).not.toContain('child_creation')
    expect(shown).toContain('question_dissemination')
  })

  it('shows a child admin the sign-off flags, and the insurance tool once it is on', () => {
    expect(formFlags('child', DEFAULT_FEATURE_FLAGS, false)).toEqual(['mandatory_sign_off', 'mandatory_sign_off_role'])
    expect(formFlags('child', { ...DEFAULT_FEATURE_FLAGS, insurance_validation_tool: true }, false)).toContain(
      'insurance_validation_tool',
    )
  })

  it('names every flag on screen', () => {
    for (const flag of FEATURE_FLAGS) expect(FEATURE_FLAG_LABELS[flag].length).toBeGreaterThan(0)
  })
})

describe('the annual pay bill', () => {
  const accepts = (value: unknown) => Schema.decodeUnknownExit(AnnualPayBill)(value)._tag === 'Success'

  it('takes whole pounds from 0 up to a sane ceiling', () => {
    expect([0, 15_000, 3_000_000, 48_000_000, ANNUAL_PAY_BILL_MAX].every(accepts)).toBe(true)
    expect([-1, 0.5, ANNUAL_PAY_BILL_MAX + 1, Number.NaN, '3000000'].some(accepts)).toBe(false)
  })

  it('is set by the provider and parent admins, not by a child admin', () => {
    expect(canEditPayBill('provider')).toBe(true)
    expect(canEditPayBill('parent')).toBe(true)
    expect(canEditPayBill('child')).toBe(false)
  })
})
