// Mail goes into the outbox inside the caller's transaction and is delivered after commit.
import { randomUUID } from 'node:crypto'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

/** `<{row id}@{public host}>`: unique per mail, and the same on every delivery attempt of that mail. */
export const messageIdFor = (id: string, publicUrl: string) => `<${id}@${new URL(publicUrl).hostname}>`

/**
 * `id`: an id the caller derives from what the mail is for (the outbox row that sends it), so that running that
 * action again enqueues nothing new; without one, a fresh id.
 */
export const enqueueMail = async (
  db: Queryable,
  config: Pick<Config, 'publicUrl'>,
  mail: OutgoingMail,
  id: string = randomUUID(),
) => {
  await db
    .insert(mailOutbox)
    .values({
      id,
      messageId: messageIdFor(id, config.publicUrl),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.id })
  return id
}
