import { describe, expect, it } from 'vitest'
import { parseEngagementStatus } from '#domain/engagement-status'

// Where each status sits on the progress board is the engagement machine's decision: tests/model/engagement.test.ts.
describe('engagement status', () => {
  it('reads "Completed" as Complete', () => {
    expect(parseEngagementStatus('Completed')).toBe('Complete')
    expect(parseEngagementStatus('In Dispute')).toBe('In Dispute')
    expect(parseEngagementStatus('Archived')).toBeUndefined()
  })
})
