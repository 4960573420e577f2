// Sends the queued deliveries (docs/webhooks.md), in the process holding the background work, as the outbox
// worker runs its rows: claim the due ones with a lease, sign and POST each, record the attempt, and schedule the
// next after WEBHOOK_RETRY_DELAYS_SECONDS or give up. A process killed mid-attempt leaves its claim to run out (or
// to be taken back by the next holder of the work), and the delivery goes again with the same webhook-id.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '#domain/webhook-events'
import type { Database } from '../../db/client.ts'
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts'
import { claimPending, startPolling } from '../../workflow/background.ts'
import { checkWebhookUrl, isRefusal } from './webhook-address.ts'
import { type AttemptOutcome, postSigned, WEBHOOK_ATTEMPT_TIMEOUT_MS } from './webhook-sender.ts'
import { signedHeaders } from './webhook-signature.ts'

/** Longer than an attempt may take, so a live attempt's claim is never taken over. */
export const WEBHOOK_CLAIM_LEASE_SECONDS = 60

/**
 * After the `attempts`-th failed attempt: when to try again, or null when the retries (about a day of them) are
 * spent and the delivery has failed.
 */
export const nextAttemptAfter = (attempts: number, failedAt: Date): Date | null => {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1]
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 1000)
}

export const startWebhookDelivery = (options: {
  db: Database
  allowedHosts: readonly string[]
  logger: Logger
  intervalMs?: number
  leaseSeconds?: number
  timeoutMs?: number
  /** Whether this process's timer may run a round now (it holds the background work); always by default. */
  when?: () => boolean
}) => {
  const { db, logger } = options

  const attempt = async (row: {
    id: string
    url: string
    secret: string
    messageId: string
    body: string
    attempts: number
  }) => {
    const target = await checkWebhookUrl(row.url, options.allowedHosts)
    const outcome: AttemptOutcome = isRefusal(target)
      ? { ok: false, status: null, error: target.message }
      : await postSigned(
          target,
          signedHeaders(row.secret, row.messageId, new Date(), row.body),
          row.body,
          options.timeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS,
        )
    const at = new Date()
    const attempts = row.attempts + 1
    const next = outcome.ok ? null : nextAttemptAfter(attempts, at)
    if (!outcome.ok) logger.info({ deliveryId: row.id, attempts, error: outcome.error }, 'webhook attempt failed')
    // Only while claimed: a webhook deleted meanwhile has no delivery left to record.
    await db
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'succeeded' : next ? 'pending' : 'failed',
        attempts,
        responseStatus: outcome.status,
        lastError: outcome.ok ? null : outcome.error,
        lastAttemptAt: at,
        nextAttemptAt: next,
        claimedAt: null,
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, 'claimed')))
  }

  const round = async () => {
    const ids = await claimPending(db, 'webhook_deliveries', {
      limit: 20,
      order: sql`next_attempt_at`,
      // A paused or deleted endpoint's deliveries wait (or go with it).
      where: sql`and next_attempt_at <= now()
                 and endpoint_id in (select id from webhook_endpoints where active and deleted_at is null)`,
      leaseSeconds: options.leaseSeconds ?? WEBHOOK_CLAIM_LEASE_SECONDS,
    })
    if (ids.length === 0) return 0
    const rows = await db
      .select({
        id: webhookDeliveries.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        messageId: webhookDeliveries.messageId,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids))
    // Side by side: one slow receiver does not hold up the others' deliveries.
    const results = await Promise.allSettled(rows.map(attempt))
    for (const result of results)
      if (result.status === 'rejected') logger.error({ err: result.reason }, 'webhook delivery failed to record')
    return rows.length
  }

  const poller = startPolling({
    name: 'webhook delivery',
    intervalMs: options.intervalMs ?? 1000,
    logger,
    when: options.when,
    work: round,
  })
  return { drain: poller.run, stop: poller.stop }
}
