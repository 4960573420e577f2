// An organisation's webhooks and their delivery logs as the Settings screen shows them.
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { WebhookDeliveryStatus, WebhookEventType } from '#domain/webhook-events'
import type { WebhookDelivery, WebhookRecord } from '#domain/webhooks'
import type { Queryable } from '../../db/client.ts'
import { actors, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts'
import { secretPrefixOf } from './webhook-signature.ts'

const columns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  secret: webhookEndpoints.secret,
  createdAt: webhookEndpoints.createdAt,
  secretRotatedAt: webhookEndpoints.secretRotatedAt,
  creatorFirstName: actors.firstName,
  creatorLastName: actors.lastName,
}

type EndpointRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

const wireOf = (row: EndpointRow): WebhookRecord => {
  const creator = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ')
  return {
    id: row.id!,
    url: row.url!,
    description: row.description!,
    events: (row.events ?? []) as WebhookEventType[],
    active: row.active!,
    secret_prefix: secretPrefixOf(row.secret!),
    created_at: row.createdAt!.toISOString(),
    created_by: creator || null,
    secret_rotated_at: row.secretRotatedAt?.toISOString() ?? null,
  }
}

const selectEndpoints = (db: Queryable) =>
  db.select(columns).from(webhookEndpoints).leftJoin(actors, eq(actors.id, webhookEndpoints.createdBy))

/** The organisation's webhooks, newest first; deleted ones are gone from the list. */
export const webhooksOf = async (db: Queryable, organisationId: string): Promise<WebhookRecord[]> =>
  (
    await selectEndpoints(db)
      .where(and(eq(webhookEndpoints.organisationId, organisationId), isNull(webhookEndpoints.deletedAt)))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
  ).map(wireOf)

/** One live webhook of the organisation, with its secret (for the answer that shows it once). */
export const webhookOf = async (db: Queryable, organisationId: string, webhookId: string) => {
  const [row] = await selectEndpoints(db).where(
    and(
      eq(webhookEndpoints.organisationId, organisationId),
      eq(webhookEndpoints.id, webhookId),
      isNull(webhookEndpoints.deletedAt),
    ),
  )
  return row && { record: wireOf(row), secret: row.secret! }
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect

/** The stored status in the log's words: a delivery waiting again after a failed attempt is "retrying". */
const statusOf = (row: DeliveryRow): WebhookDeliveryStatus => {
  if (row.status === 'succeeded' || row.status === 'failed') return row.status
  return row.attempts > 0 ? 'retrying' : 'pending'
}

export const deliveryWireOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.messageId,
  event_type: row.eventType as WebhookDelivery['event_type'],
  status: statusOf(row),
  attempts: row.attempts,
  response_status: row.responseStatus,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
})

/** A page of the webhook's delivery log, newest first. */
export const deliveriesOf = async (db: Queryable, webhookId: string, paging: { page: number; pageSize: number }) => {
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
  const n = total?.n ?? 0
  return { items: rows.map(deliveryWireOf), pages: Math.ceil(n / paging.pageSize), count: n }
}

/** One delivery of the webhook, or undefined. */
export const deliveryOf = async (db: Queryable, webhookId: string, deliveryId: string) => {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, webhookId), eq(webhookDeliveries.id, deliveryId)))
  return row
}
