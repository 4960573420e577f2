// The id of a mail an outbox action sends to one of several recipients: derived from the row and the recipient,
// so the action run again after a crash queues the same mail (same id, same Message-ID) and not a second one.
import { describe, expect, it } from 'vitest'
import { mailIdFor, messageIdFor } from '../../src/server/mail/outbox.ts'

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ROW = '0b8f4c1e-6a53-4d0e-9a55-3f0e2b1c7d11'

describe('mailIdFor', () => {
  it('is a UUID of version 8 and the RFC 9562 variant', () => {
    for (const parts of [[ROW], [ROW, 'a@example.test'], [ROW, 'copy', 'a@example.test'], ['']])
      expect(mailIdFor(...parts)).toMatch(UUID_V8)
  })

  it('gives the same id for the same parts, so the same Message-ID', () => {
    expect(mailIdFor(ROW, 'a@example.test')).toBe(mailIdFor(ROW, 'a@example.test'))
    expect(messageIdFor(mailIdFor(ROW, 'a@example.test'), 'https://ir35.example.test')).toBe(
      `<${mailIdFor(ROW, 'a@example.test')}@ir35.example.test>`,
    )
  })

  it('gives a different id for another row, another recipient, a copy, or the same text split otherwise', () => {
    const ids = [
      mailIdFor(ROW, 'a@example.test'),
      mailIdFor(ROW, 'b@example.test'),
      mailIdFor('1c2d3e4f-0000-4000-8000-000000000000', 'a@example.test'),
      mailIdFor(ROW, 'copy', 'a@example.test'),
      mailIdFor(ROW),
      mailIdFor('a', 'bc'),
      mailIdFor('ab', 'c'),
      mailIdFor('a,b'),
      mailIdFor('a', 'b'),
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })
})
