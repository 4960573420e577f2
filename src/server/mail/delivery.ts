// Drains the outbox: SMTP when SMTP_URL is set, otherwise the local mailbox (the row itself, marked delivered).
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export type MailDelivery = { drain(): Promise<number>; stop(): void }

export const startMailDelivery = (options: {
  db: Database
  smtpUrl: string | null
  from: string
  logger: Logger
  intervalMs?: number
}): MailDelivery => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  let running = false

  const drain = async () => {
    if (running) return 0
    running = true
    try {
      // Claim a batch so that several processes never send one mail twice.
      const claimed = await options.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, 5)))
          .orderBy(mailOutbox.createdAt)
          .limit(20)
          .for('update', { skipLocked: true })
        if (rows.length > 0)
          await tx
            .update(mailOutbox)
            .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
            .where(
              inArray(
                mailOutbox.id,
                rows.map((r) => r.id),
              ),
            )
        return rows
      })
      for (const mail of claimed) {
        try {
          if (transport)
            await transport.sendMail({
              from: options.from,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html ?? undefined,
            })
          await options.db
            .update(mailOutbox)
            .set({ status: transport ? 'sent' : 'delivered-locally', sentAt: new Date() })
            .where(eq(mailOutbox.id, mail.id))
        } catch (error) {
          options.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
          await options.db
            .update(mailOutbox)
            .set({ status: 'pending', lastError: String(error) })
            .where(eq(mailOutbox.id, mail.id))
        }
      }
      return claimed.length
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => {
    drain().catch((error) => options.logger.error({ err: error }, 'mail outbox drain failed'))
  }, options.intervalMs ?? 2000)
  timer.unref()
  return { drain, stop: () => clearInterval(timer) }
}
