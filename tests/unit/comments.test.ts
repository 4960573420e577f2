// The pure helpers of comment threads: what a remark does to its thread, the unresolved count and the finalise
// prompt of the sign-off that reads it, and the 2 to 250 characters of a comment or reply.
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import {
  COMMENT_MESSAGES,
  RemarkText,
  remarkAuthor,
  remarkKindFor,
  unresolvedCommentCount,
  unresolvedCommentsWarning,
} from '../../src/domain/comments.ts'

describe('remarkKindFor', () => {
  it('replies to or resolves an open thread, reopens a resolved one, and never resolves it twice', () => {
    expect(remarkKindFor(false, false)).toBe('reply')
    expect(remarkKindFor(false, true)).toBe('resolve')
    expect(remarkKindFor(true, false)).toBe('reopen')
    expect(remarkKindFor(true, true)).toBeNull()
  })
})

describe('unresolvedCommentCount and the finalise prompt', () => {
  it('counts the open threads', () => {
    expect(unresolvedCommentCount([])).toBe(0)
    expect(unresolvedCommentCount([{ resolved: false }, { resolved: true }, { resolved: false }])).toBe(2)
  })

  it('words the prompt as the spec does', () => {
    expect(unresolvedCommentsWarning(3)).toBe('There are 3 unresolved comments - do you wish to continue?')
    expect(COMMENT_MESSAGES.finaliseConfirm).toBe('Are you sure you wish to finalise?')
  })
})

describe('RemarkText', () => {
  const decode = Schema.decodeUnknownResult(RemarkText)
  it.each([
    ['  ok  ', 'ok'],
    ['x'.repeat(250), 'x'.repeat(250)],
  ])('takes %j trimmed', (input, expected) => {
    expect(Schema.decodeUnknownSync(RemarkText)(input)).toBe(expected)
  })

  it.each([[''], [' x '], ['x'.repeat(251)]])('refuses %j with the spec’s message', (input) => {
    const result = decode(input)
    expect(result._tag).toBe('Failure')
    expect(String(result._tag === 'Failure' ? result.failure : '')).toContain(COMMENT_MESSAGES.remarkLength)
  })
})

describe('remarkAuthor', () => {
  it('joins the names, or says a former user when none is left', () => {
    expect(remarkAuthor({ first_name: 'Adam', last_name: 'Noble' })).toBe('Adam Noble')
    expect(remarkAuthor({ first_name: null, last_name: null })).toBe('Former user')
  })
})
