// The local mailbox (mail kept in the database when no SMTP server is configured), for the provider's
// administrators: it carries set-password links, so only Mailbox:Read (Provider Admin) reads it.
import { desc, ilike, or, sql } from 'drizzle-orm'
import type { MailboxMessage, MailboxPage } from '#domain/mailbox'
import { permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'
import { Forbidden } from '../../http/errors.ts'
import { membershipsOf } from '../actors/organisation-tree.queries.ts'

export const listMailbox = async (options: {
  db: Database
  session: AccessTokenClaims
  search?: string
  page: number
  pageSize: number
}): Promise<MailboxPage> => {
  const { db } = options
  // The mailbox belongs to no organisation: a role granting Mailbox:Read anywhere opens it.
  const roles = (await membershipsOf(db, options.session.actorId)).map((m) => m.role_name)
  if (!permissionsFor(roles).includes('Mailbox:Read'))
    throw Forbidden('Only the provider administrator reads the mailbox.')
  const term = options.search?.trim()
  const pattern = term ? `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
  const where = pattern ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ])
  const count = Number(total[0]?.count ?? 0)
  const items: MailboxMessage[] = rows.map((row) => ({
    id: row.id,
    message_id: row.messageId,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }))
  return { items, pages: Math.ceil(count / options.pageSize), count }
}
