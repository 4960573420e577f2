// A command's save is run by a statement named after its shape (writeShape), and a named statement is not built
// again: two writes whose texts differ must never share a shape.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { writeShape } from '../../src/server/db/client.ts'

describe('writeShape', () => {
  it('tells a column given a parameter from the same column given an SQL expression', () => {
    const signedOff = writeShape('save reviewers', { status: 'SIGNED_OFF', signedOffAt: sql`coalesce(x, now())` })
    const reset = writeShape('save reviewers', { status: 'PENDING', signedOffAt: null })
    expect(signedOff).not.toBe(reset)
  })

  it('leaves out the columns given undefined, which the write leaves alone', () => {
    expect(writeShape('save disputes', { status: 'OPEN', closedAt: undefined })).toBe(
      writeShape('save disputes', { status: 'CLOSED' }),
    )
  })

  it('is the same for the same columns whatever their values, and differs by target and by column', () => {
    expect(writeShape('save engagements', { status: 'Started', archived: false })).toBe(
      writeShape('save engagements', { status: 'Completed', archived: true }),
    )
    expect(writeShape('save engagements', { status: 'Started' })).not.toBe(
      writeShape('save invites', { status: 'Started' }),
    )
    expect(writeShape('save engagements', { status: 'Started' })).not.toBe(
      writeShape('save engagements', { status: 'Started', archived: true }),
    )
  })
})
