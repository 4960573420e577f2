// Mail goes into the outbox inside the caller's transaction and is delivered after commit.
import { createHash, randomUUID } from 'node:crypto'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

/** `<{row id}@{public host}>`: unique per mail, and the same on every delivery attempt of that mail. */
export const messageIdFor = (id: string, publicUrl: string) => `<${id}@${new URL(publicUrl).hostname}>`

/**
 * The id of a mail one action sends among several (one per recipient, one per reminder): a name-based UUID
 * (RFC 9562 version 8) from the SHA-256 of the parts, e.g. the outbox row's id and the recipient. The same parts
 * give the same id, so running the action again enqueues nothing new; different parts, a different id.
 */
export const mailIdFor = (...parts: readonly string[]) => {
  const bytes = createHash('sha256').update(JSON.stringify(parts)).digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * `id`: an id the caller derives from what the mail is for (the outbox row that sends it, or `mailIdFor` that
 * row and the recipient), so that running that action again enqueues nothing new; without one, a fresh id (a mail
 * queued in a user's request transaction, which commits once).
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
