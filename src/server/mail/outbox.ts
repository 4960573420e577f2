// Mail goes into the outbox inside the caller's transaction and is delivered after commit.
import type { Queryable } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

export const enqueueMail = async (db: Queryable, mail: OutgoingMail) => {
  const rows = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id })
  return rows[0]!.id
}
