// Drains the outbox: SMTP when SMTP_URL is set, otherwise the local mailbox (the row itself, marked delivered).
// A claim is a lease: a process that dies between sending and marking leaves its rows to be claimed again once
// the lease runs out. That is the only way a mail goes twice, and it carries the same Message-ID both times.
import { eq, inArray, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'
import { claimPending, startPolling } from '../workflow/background.ts'

export type MailDelivery = { drain(): Promise<number>; stop(): void }

/** Longer than any SMTP conversation nodemailer allows (its timeouts are a few minutes at most). */
export const MAIL_CLAIM_LEASE_SECONDS = 10 * 60

export const startMailDelivery = (options: {
  db: Database
  smtpUrl: string | null
  from: string
  logger: Logger
  intervalMs?: number
  /** Whether this process's timer may run a round now (it holds the background work); always by default. */
  when?: () => boolean
  /**
   * Runs after a batch has gone out, for the facts a delivery proves (an SDS receipt delivered). It reads what is
   * stored, not the batch, so a process that dies before it runs leaves the work for the next batch.
   */
  afterDelivery?: () => Promise<unknown>
}): MailDelivery => {
  const { db } = options
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null

  const deliver = async () => {
    const ids = await claimPending(db, 'mail_outbox', {
      limit: 20,
      order: sql`created_at`,
      where: sql`and attempts < 5`,
      leaseSeconds: MAIL_CLAIM_LEASE_SECONDS,
    })
    if (ids.length === 0) return 0
    const claimed = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
    for (const mail of claimed) {
      try {
        if (transport)
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            messageId: mail.messageId,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          })
        await db
          .update(mailOutbox)
          .set({
            status: transport ? 'sent' : 'delivered-locally',
            sentAt: new Date(),
            attempts: sql`${mailOutbox.attempts} + 1`,
          })
          .where(eq(mailOutbox.id, mail.id))
      } catch (error) {
        options.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
        await db
          .update(mailOutbox)
          .set({ status: 'pending', lastError: String(error), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, mail.id))
      }
    }
    await options
      .afterDelivery?.()
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'recording what the delivered mail proves failed; will retry'),
      )
    return claimed.length
  }

  const poller = startPolling({
    name: 'mail delivery',
    intervalMs: options.intervalMs ?? 2000,
    logger: options.logger,
    when: options.when,
    work: deliver,
  })
  return { drain: poller.run, stop: poller.stop }
}
