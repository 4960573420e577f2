import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  disputeClockAt,
  disputeDeadlineAt,
  disputeDueSoonAt,
  disputeLastDay,
  londonDayOf,
  londonMidnight,
} from '#domain/dispute-clock'

const at = (iso: string) => new Date(iso)

describe('dispute clock (Europe/London, day of receipt is day 1)', () => {
  it('reads the London day of an instant, across both clock changes', () => {
    expect(londonDayOf(at('2025-03-30T00:30:00Z'))).toBe('2025-03-30') // GMT until 01:00 UTC
    expect(londonDayOf(at('2025-03-30T23:30:00Z'))).toBe('2025-03-31') // 00:30 BST
    expect(londonDayOf(at('2025-10-25T22:59:00Z'))).toBe('2025-10-25') // 23:59 BST
    expect(londonDayOf(at('2025-10-25T23:30:00Z'))).toBe('2025-10-26') // 00:30 BST
    expect(londonDayOf(at('2025-10-26T23:30:00Z'))).toBe('2025-10-26') // 23:30 GMT
  })

  it('finds midnight in London on both sides of each clock change', () => {
    expect(londonMidnight('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z')
    expect(londonMidnight('2025-03-31').toISOString()).toBe('2025-03-30T23:00:00.000Z')
    expect(londonMidnight('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z')
    expect(londonMidnight('2025-10-27').toISOString()).toBe('2025-10-27T00:00:00.000Z')
  })

  it('adds calendar days over month ends and leap days', () => {
    expect(addCalendarDays('2025-03-10', 31)).toBe('2025-04-10')
    expect(addCalendarDays('2024-02-20', 10)).toBe('2024-03-01')
    expect(addCalendarDays('2025-12-20', 45)).toBe('2026-02-03')
  })

  it('counts a dispute received in GMT whose deadline falls in BST (March change)', () => {
    const received = at('2025-02-20T09:00:00Z')
    expect(disputeDueSoonAt(received).toISOString()).toBe('2025-03-23T00:00:00.000Z')
    expect(disputeLastDay(received)).toBe('2025-04-05')
    expect(disputeDeadlineAt(received).toISOString()).toBe('2025-04-05T23:00:00.000Z')
  })

  it('counts a dispute received in BST whose clocks run out in GMT (October change)', () => {
    const received = at('2025-10-01T12:00:00Z')
    expect(disputeDueSoonAt(received).toISOString()).toBe('2025-11-01T00:00:00.000Z')
    expect(disputeLastDay(received)).toBe('2025-11-14')
    expect(disputeDeadlineAt(received).toISOString()).toBe('2025-11-15T00:00:00.000Z')
  })

  it('takes the London day for a dispute received just after midnight BST (still the previous day in UTC)', () => {
    const received = at('2025-06-30T23:30:00Z')
    expect(londonDayOf(received)).toBe('2025-07-01')
    expect(disputeDueSoonAt(received).toISOString()).toBe('2025-07-31T23:00:00.000Z')
    expect(disputeDeadlineAt(received).toISOString()).toBe('2025-08-14T23:00:00.000Z')
  })

  it('counts from the day of a clock change itself', () => {
    expect(disputeDeadlineAt(at('2025-03-30T00:30:00Z')).toISOString()).toBe('2025-05-13T23:00:00.000Z')
    expect(disputeDeadlineAt(at('2025-10-26T12:00:00Z')).toISOString()).toBe('2025-12-10T00:00:00.000Z')
  })

  it('gives the same deadline for any time of the day of receipt', () => {
    const early = disputeDeadlineAt(at('2025-03-10T00:00:00Z'))
    const late = disputeDeadlineAt(at('2025-03-10T23:59:59Z'))
    expect(early.toISOString()).toBe(late.toISOString())
    expect(early.toISOString()).toBe('2025-04-23T23:00:00.000Z')
  })

  it('turns the facts on at the instants computed', () => {
    const received = at('2025-03-10T10:00:00Z')
    const deadline = disputeDeadlineAt(received).getTime()
    const dueSoon = disputeDueSoonAt(received).getTime()
    expect(disputeClockAt(received, new Date(dueSoon - 1))).toEqual({ dueSoon: false, overdue: false })
    expect(disputeClockAt(received, new Date(dueSoon))).toEqual({ dueSoon: true, overdue: false })
    expect(disputeClockAt(received, new Date(deadline - 1))).toEqual({ dueSoon: true, overdue: false })
    expect(disputeClockAt(received, new Date(deadline))).toEqual({ dueSoon: true, overdue: true })
  })
})
