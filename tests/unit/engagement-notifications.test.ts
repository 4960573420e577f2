// The one rule of who receives an engagement's e-mail: the defaults, then the added recipients not among them;
// an opt-out stops a default or an added recipient, except the required mail to its default recipients.
import { describe, expect, it } from 'vitest'
import {
  type AddedRecipient,
  mailingList,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  notificationRows,
  type Person,
  recipientsOf,
} from '#domain/engagement-notifications'

const sam: Person = { email: 'Sam@Example.test', name: 'Sam Okafor', actorId: 'a-sam' }
const party: Person = { email: 'agency@example.test', name: 'agency@example.test', actorId: null }
const ravi: AddedRecipient = {
  email: 'ravi@example.test',
  name: 'Ravi Mistry',
  actorId: 'a-ravi',
  id: 'r-1',
  kind: 'REVIEW_REQUESTED',
}
const adam: AddedRecipient = {
  email: 'adam@example.test',
  name: 'Adam Noble',
  actorId: 'a-adam',
  id: 'r-2',
  kind: 'ALL',
}
const none: NotificationSettings = { added: [], unsubscribed: [] }

describe('recipientsOf', () => {
  it('lists the defaults, then the added recipients for that kind or for all', () => {
    const rows = recipientsOf('REVIEW_REQUESTED', [sam], { added: [ravi, adam], unsubscribed: [] })
    expect(rows.map((row) => [row.email, row.source, row.recipient_id, row.can_unsubscribe])).toEqual([
      ['Sam@Example.test', 'default', null, true],
      ['ravi@example.test', 'added', 'r-1', true],
      ['adam@example.test', 'added', 'r-2', true],
    ])
    expect(
      recipientsOf('REASSESSMENT_DUE', [], { added: [ravi, adam], unsubscribed: [] }).map((row) => row.email),
    ).toEqual(['adam@example.test'])
  })

  it('marks an opt-out whatever the case of the address, and lists someone once', () => {
    const settings = {
      added: [{ ...ravi, email: 'SAM@example.test' }],
      unsubscribed: [{ kind: 'REVIEW_REQUESTED', email: 'sam@example.test' }],
    }
    const rows = recipientsOf('REVIEW_REQUESTED', [sam], settings)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'default', unsubscribed: true })
  })

  it('keeps the required mail for its default recipients, with the reason, but lets an added copy stop', () => {
    const settings: NotificationSettings = {
      added: [{ ...adam, kind: 'SDS_SENT' }],
      unsubscribed: [
        { kind: 'SDS_SENT', email: 'agency@example.test' },
        { kind: 'SDS_SENT', email: 'adam@example.test' },
      ],
    }
    const [partyRow, copyRow] = recipientsOf('SDS_SENT', [party], settings)
    expect(partyRow).toMatchObject({ unsubscribed: false, can_unsubscribe: false })
    expect(partyRow!.required_reason).toMatch(/s\.61NA/)
    expect(copyRow).toMatchObject({ unsubscribed: true, can_unsubscribe: true, required_reason: null })
    expect(mailingList('SDS_SENT', [party], settings)).toEqual({ defaults: ['agency@example.test'], copies: [] })
  })

  it('locks exactly the SDS, the dispute mail and the contractor questions', () => {
    expect(NOTIFICATION_KINDS.filter((kind) => kind.required).map((kind) => kind.code)).toEqual([
      'CONTRACTOR_QUESTIONS',
      'SDS_SENT',
      'DISPUTE_RAISED',
      'DISPUTE_DUE',
      'DISPUTE_DEADLINE_PASSED',
      'DISPUTE_ANSWERED',
    ])
  })
})

describe('mailingList', () => {
  it('drops an unsubscribed default, keeps the others, and copies the added', () => {
    const settings = { added: [ravi], unsubscribed: [{ kind: 'REVIEW_REQUESTED', email: 'sam@example.test' }] }
    expect(mailingList('REVIEW_REQUESTED', [sam], settings)).toEqual({ defaults: [], copies: ['ravi@example.test'] })
    expect(mailingList('REVIEW_REQUESTED', [sam], none)).toEqual({ defaults: ['Sam@Example.test'], copies: [] })
  })
})

describe('notificationRows', () => {
  it('gives each kind the audience it is sent to', () => {
    const rows = notificationRows(
      { contractor: [], reviewers: [sam], assessor: [], parties: [party], client: [] },
      { added: [], unsubscribed: [] },
    )
    expect(rows.map((row) => `${row.kind}:${row.email}`)).toEqual([
      'REVIEW_REQUESTED:Sam@Example.test',
      'SDS_SENT:agency@example.test',
      'DISPUTE_ANSWERED:agency@example.test',
    ])
  })
})
