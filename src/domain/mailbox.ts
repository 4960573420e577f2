// The local mailbox on the wire (GET /api/mailbox/messages): the mail kept in the database when no SMTP server is
// configured, newest first, for the provider's administrators.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { ListQueryFields, PageOf } from './list.ts'

export const MailboxQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
})

export const MailboxMessage = Schema.Struct({
  id: Uuid,
  /** The Message-ID header every attempt sends, e.g. `<id@host>`. */
  message_id: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.NullOr(Schema.String),
  /** pending, claimed, sent or delivered-locally. */
  status: Schema.String,
  /** ISO 8601 */
  created_at: Schema.String,
}).annotate({ identifier: 'MailboxMessage' })
export type MailboxMessage = typeof MailboxMessage.Type

export const MailboxPage = PageOf(MailboxMessage)
export type MailboxPage = typeof MailboxPage.Type
