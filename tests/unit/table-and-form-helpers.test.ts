// The shared table's footer cells (a totals row whose label spans the columns without a total) and the messages a
// TanStack Form field shows (its first, whichever rule gave it; some only once the form has been sent).
import type { AnyFieldMeta } from '@tanstack/react-form'
import { describe, expect, it } from 'vitest'
import { footerSpans } from '../../src/web/ui/data-table'
import { firstMessage, messageAfterLeaving, messageAfterSubmit } from '../../src/web/ui/field-messages'

type Headers = Parameters<typeof footerSpans>[0]
const headersOf = (footers: (string | undefined)[]) =>
  footers.map((footer, index) => ({ id: `c${index}`, column: { columnDef: { footer } } })) as unknown as Headers

describe('footerSpans', () => {
  it('widens the cell before a column with no footer of its own', () => {
    const cells = footerSpans(headersOf(['Total', undefined, '54', '5']))
    expect(cells.map(({ header, span }) => [header.id, span])).toEqual([
      ['c0', 2],
      ['c2', 1],
      ['c3', 1],
    ])
  })

  it('keeps one cell a column when every column has a footer', () => {
    expect(footerSpans(headersOf(['Total', '1', '2'])).map(({ span }) => span)).toEqual([1, 1, 1])
  })
})

const metaWith = (errors: unknown[], isBlurred = false) => ({ errors, isBlurred }) as unknown as AnyFieldMeta

describe('firstMessage', () => {
  it('reads a plain message and a schema issue alike, first one first', () => {
    expect(firstMessage(metaWith(['Please enter a role name.', 'second']))).toBe('Please enter a role name.')
    expect(firstMessage(metaWith([undefined, { message: 'Please enter a first name.' }]))).toBe(
      'Please enter a first name.',
    )
  })

  it('says nothing for a field without errors', () => {
    expect(firstMessage(metaWith([]))).toBeUndefined()
    expect(firstMessage(metaWith([undefined, null]))).toBeUndefined()
  })
})

describe('messageAfterSubmit', () => {
  it('holds the message back until the form has been sent once', () => {
    const meta = metaWith(['Choose whether to uphold the determination or withdraw the SDS.'])
    expect(messageAfterSubmit(0, meta)).toBeUndefined()
    expect(messageAfterSubmit(1, meta)).toBe('Choose whether to uphold the determination or withdraw the SDS.')
  })
})

describe('messageAfterLeaving', () => {
  it('tells a field left unchosen before any send, and any field once the form is sent', () => {
    expect(messageAfterLeaving(0, metaWith(['Please choose who receives the reviews.']))).toBeUndefined()
    expect(messageAfterLeaving(0, metaWith(['Please choose who receives the reviews.'], true))).toBe(
      'Please choose who receives the reviews.',
    )
    expect(messageAfterLeaving(1, metaWith(['Please enter an email address.']))).toBe('Please enter an email address.')
  })
})
