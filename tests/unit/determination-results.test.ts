import { describe, expect, it } from 'vitest'
import {
  INCOMPLETE,
  MANUAL_OVERRIDE_CODES,
  manualOverrideResult,
  RESULTS,
  resultColour,
  resultRowOf,
  resultText,
} from '#domain/determination/results'

describe('the results table', () => {
  it('colours every result string of the spec, in either spelling', () => {
    const spec = {
      green: ['Outside', 'Outside Leaning', 'Outside IR35', 'Pass', 'PASS'],
      amber: ['Caution', 'Borderline', 'Borderline - Need Comments'],
      red: ['Inside', 'Inside Leaning', 'Inside IR35', 'Fail', 'FAIL'],
    } as const
    for (const [colour, results] of Object.entries(spec))
      for (const result of results) expect(resultColour(result), result).toBe(colour)
  })

  it('reads an absent result as Incomplete, with no colour', () => {
    expect(resultText(null)).toBe(INCOMPLETE)
    expect(resultText('  ')).toBe('Incomplete')
    expect(resultText('Caution')).toBe('Caution')
    expect(resultColour(null)).toBeNull()
    expect(resultColour(undefined)).toBeNull()
    expect(resultColour('Something else')).toBeNull()
  })

  it('maps each result back to its code, whatever the letter case', () => {
    expect(resultRowOf('borderline - need comments')?.code).toBe('BORDERLINE')
    expect(resultRowOf('Outside')?.code).toBe('OUTSIDE')
    expect(resultRowOf('Inside IR35')?.code).toBe('INSIDE')
    expect(resultRowOf('pass')?.code).toBe('PASS')
    expect(resultRowOf("HMRC's Undetermined")).toBeUndefined()
  })

  it("colours HMRC's CEST outcomes too", () => {
    expect(resultColour('Undetermined')).toBe('amber')
    expect(resultColour('Outside IR35')).toBe('green')
  })

  it('keys every row by its own code', () => {
    for (const [code, row] of Object.entries(RESULTS)) expect(row.code).toBe(code)
  })

  it('shows an override answer as Inside IR35 with its own code', () => {
    expect(RESULTS.OVERRIDE).toEqual({ code: 'OVERRIDE', result: 'Inside IR35', label: 'Inside', colour: 'red' })
  })

  it('maps a manual override of Inside to FAIL and of Outside to PASS', () => {
    expect(MANUAL_OVERRIDE_CODES).toEqual({ Inside: 'FAIL', Outside: 'PASS' })
    // The code is the spec's; the result reads in words, and the gauge's score agrees with it.
    expect(manualOverrideResult('Inside')).toEqual({ code: 'FAIL', result: 'Inside IR35', score: 5 })
    expect(manualOverrideResult('Outside')).toEqual({ code: 'PASS', result: 'Outside IR35', score: 0 })
  })
})
