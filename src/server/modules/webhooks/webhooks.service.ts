// Registering, changing, rotating and deleting an organisation's webhooks, reading their delivery logs, sending a
// delivery again and sending a test event (docs/webhooks.md). Each command is one transaction; the changes to a
// webhook are recorded in its own audit trail (entity `webhook`), with ids and the address, never the secret.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { AccessTokenClaims } from '#domain/session'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '#domain/webhook-events'
import type {
  CreateWebhook,
  UpdateWebhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookList,
  WebhookRecord,
  WebhookWithSecret,
} from '#domain/webhooks'
import type { Database, Queryable } from '../../db/client.ts'
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts'
import { Invalid, NotFound } from '../../http/errors.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import { checkWebhookUrl, isRefusal, WEBHOOK_HOST_NOT_FOUND } from './webhook-address.ts'
import { payloadBody, queueDeliveries } from './webhook-fanout.ts'
import { newWebhookSecret } from './webhook-signature.ts'
import { deliveriesOf, deliveryOf, deliveryWireOf, webhookOf, webhooksOf } from './webhooks.queries.ts'

type Deps = { readonly db: Database; readonly session: AccessTokenClaims; readonly allowedHosts: readonly string[] }

type Change = 'create' | 'update' | 'rotate_secret' | 'delete'

/** A webhook's own trail: who registered it, changed it, rotated its secret and deleted it. */
const auditWebhook = (
  tx: Queryable,
  session: AccessTokenClaims,
  webhookId: string,
  change: Change,
  states: { from: string | null; to: string },
  payload: Record<string, unknown>,
) =>
  appendAuditEvent(tx, {
    entityType: 'webhook',
    entityId: webhookId,
    eventType: `webhook.${change}`,
    fromState: states.from,
    toState: states.to,
    actorId: session.actorId,
    actorRoles: session.roles,
    payload,
    occurredAt: new Date().toISOString(),
  })

const stateOf = (active: boolean) => (active ? 'active' : 'paused')

/**
 * The address refused as a field error (400), before anything is written. A host name that does not resolve now is
 * let through: the name may be set up after the webhook, or this server's resolver may be down for a moment, and
 * every attempt checks the address again (its delivery log then says the name was not found).
 */
const assertDeliverable = async (url: string, allowedHosts: readonly string[]) => {
  const checked = await checkWebhookUrl(url, allowedHosts)
  if (isRefusal(checked) && checked.message !== WEBHOOK_HOST_NOT_FOUND)
    throw Invalid(checked.message, [{ path: 'url', message: checked.message }])
}

/** The chosen events in the order the product lists them, each once. */
const eventsInOrder = (events: readonly string[]) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))

const found = async (db: Queryable, organisationId: string, webhookId: string) => {
  const webhook = await webhookOf(db, organisationId, webhookId)
  if (!webhook) throw NotFound('The webhook')
  return webhook
}

export const listWebhooks = async ({ db }: Deps, organisationId: string): Promise<WebhookList> => ({
  items: await webhooksOf(db, organisationId),
})

export const createWebhook = async (
  { db, session, allowedHosts }: Deps,
  organisationId: string,
  input: CreateWebhook,
): Promise<WebhookWithSecret> => {
  await assertDeliverable(input.url, allowedHosts)
  const id = randomUUID()
  const secret = newWebhookSecret()
  const events = eventsInOrder(input.events)
  await db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({
      id,
      organisationId,
      url: input.url,
      description: input.description ?? '',
      events,
      secret,
      createdBy: session.actorId,
    })
    await auditWebhook(
      tx,
      session,
      id,
      'create',
      { from: null, to: 'active' },
      {
        organisation_id: organisationId,
        url: input.url,
        events,
      },
    )
  })
  const { record } = await found(db, organisationId, id)
  return { ...record, secret }
}

export const updateWebhook = async (
  { db, session, allowedHosts }: Deps,
  organisationId: string,
  webhookId: string,
  input: UpdateWebhook,
): Promise<WebhookRecord> => {
  const before = (await found(db, organisationId, webhookId)).record
  if (input.url !== undefined && input.url !== before.url) await assertDeliverable(input.url, allowedHosts)
  const events = input.events && eventsInOrder(input.events)
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(events ? { events } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      })
      .where(and(eq(webhookEndpoints.id, webhookId), isNull(webhookEndpoints.deletedAt)))
      .returning({ id: webhookEndpoints.id })
    if (changed.length === 0) throw NotFound('The webhook')
    await auditWebhook(
      tx,
      session,
      webhookId,
      'update',
      { from: stateOf(before.active), to: stateOf(input.active ?? before.active) },
      {
        organisation_id: organisationId,
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(events ? { events } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.description !== undefined ? { description_changed: true } : {}),
      },
    )
  })
  return (await found(db, organisationId, webhookId)).record
}

/** A new secret signs every delivery from now on, retries of earlier ones included; the old one stops at once. */
export const rotateWebhookSecret = async (
  { db, session }: Deps,
  organisationId: string,
  webhookId: string,
): Promise<WebhookWithSecret> => {
  const before = (await found(db, organisationId, webhookId)).record
  const secret = newWebhookSecret()
  await db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ secret, secretRotatedAt: new Date() })
      .where(eq(webhookEndpoints.id, webhookId))
    const state = stateOf(before.active)
    await auditWebhook(
      tx,
      session,
      webhookId,
      'rotate_secret',
      { from: state, to: state },
      {
        organisation_id: organisationId,
      },
    )
  })
  const { record } = await found(db, organisationId, webhookId)
  return { ...record, secret }
}

/** Deleted: nothing more is sent, and its delivery log goes; the row stays for its audit trail. */
export const deleteWebhook = async ({ db, session }: Deps, organisationId: string, webhookId: string) => {
  const before = (await found(db, organisationId, webhookId)).record
  await db.transaction(async (tx) => {
    await tx.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, webhookId))
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhookId))
    await auditWebhook(
      tx,
      session,
      webhookId,
      'delete',
      { from: stateOf(before.active), to: 'deleted' },
      {
        organisation_id: organisationId,
        url: before.url,
      },
    )
  })
}

export const listDeliveries = async (
  { db }: Deps,
  organisationId: string,
  webhookId: string,
  paging: { page: number; pageSize: number },
): Promise<WebhookDeliveryPage> => {
  await found(db, organisationId, webhookId)
  return deliveriesOf(db, webhookId, paging)
}

/**
 * Queues the delivery again, as it was: the same body and `webhook-id`, signed afresh at the attempt. Its retries
 * start over. A delivery being sent at this moment is left to that attempt, whose outcome the log then shows.
 */
export const resendDelivery = async (
  { db }: Deps,
  organisationId: string,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> => {
  await found(db, organisationId, webhookId)
  const current = await deliveryOf(db, webhookId, deliveryId)
  if (!current) throw NotFound('The delivery')
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, webhookId),
        ne(webhookDeliveries.status, 'claimed'),
      ),
    )
    .returning()
  return deliveryWireOf(row ?? current)
}

/** Queues a `webhook.test` event to this webhook alone, whatever it subscribes to. */
export const sendTestEvent = async (
  { db }: Deps,
  organisationId: string,
  webhookId: string,
): Promise<WebhookDelivery> => {
  await found(db, organisationId, webhookId)
  const [row] = await queueDeliveries(db, [{ id: webhookId, organisationId }], {
    messageId: `msg_${randomUUID().replace(/-/g, '')}`,
    eventType: WEBHOOK_TEST_EVENT,
    body: payloadBody(WEBHOOK_TEST_EVENT, new Date(), { organisation_id: organisationId, webhook_id: webhookId }),
  })
  return deliveryWireOf(row!)
}
