// The `webhooks.publish` outbox row, after the change committed: one delivery per event for every active endpoint
// subscribed to it of each organisation that may read the engagement (its own and its agency). The row's id is
// the message id, so running the row again (a crash between the fan-out and marking it done) adds nothing.
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { WebhookEventType } from '#domain/webhook-events'
import type { WebhookEventData } from '#domain/webhooks'
import type { Database, Queryable } from '../../db/client.ts'
import {
  disputes,
  distributions,
  engagements,
  manualReviews,
  scheduledEvents,
  sdsDocuments,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts'
import type { OutboxHandler, OutboxRow } from '../../workflow/outbox.ts'
import { type PublishParams, WEBHOOKS_PUBLISH } from '../../workflow/webhook-publishing.ts'

/** The `webhook-id` of one event of an outbox row: the same whenever the row runs. */
export const messageIdOf = (outboxId: string, type: string) => `msg_${outboxId}_${type.replace(/\./g, '_')}`

/** The exact bytes signed and sent: the Standard Webhooks payload. */
export const payloadBody = (type: string, timestamp: Date, data: object) =>
  JSON.stringify({ type, timestamp: timestamp.toISOString(), data })

/** The engagement the subject belongs to, and the subject's own ids. */
const subjectOf = async (db: Queryable, row: OutboxRow) => {
  switch (row.entityType) {
    case 'engagement':
      return { engagementId: row.entityId }
    case 'distribution': {
      const [found] = await db
        .select({ engagementId: distributions.engagementId })
        .from(distributions)
        .where(eq(distributions.id, row.entityId))
      return found && { engagementId: found.engagementId, distributionId: row.entityId }
    }
    case 'dispute': {
      const [found] = await db
        .select({ engagementId: disputes.engagementId })
        .from(disputes)
        .where(eq(disputes.id, row.entityId))
      return found && { engagementId: found.engagementId, disputeId: row.entityId }
    }
    case 'manual review': {
      const [found] = await db
        .select({ engagementId: manualReviews.engagementId })
        .from(manualReviews)
        .where(eq(manualReviews.id, row.entityId))
      return found && { engagementId: found.engagementId, manualReviewId: row.entityId }
    }
    default:
      return undefined
  }
}

type Subject = NonNullable<Awaited<ReturnType<typeof subjectOf>>> & {
  distributionId?: string
  disputeId?: string
  manualReviewId?: string
}

const statuses = (params: PublishParams) => ({
  from_status: params.from_status ?? '',
  to_status: params.to_status ?? '',
})

/** Each event's data: ids and statuses only. */
const dataOf = async (
  db: Queryable,
  type: WebhookEventType,
  row: OutboxRow,
  params: PublishParams,
  subject: Subject,
  organisationId: string,
): Promise<object> => {
  const ref = { organisation_id: organisationId, engagement_id: subject.engagementId }
  switch (type) {
    case 'engagement.status_changed':
      return { ...ref, ...statuses(params) } satisfies WebhookEventData[typeof type]
    case 'sds.issued': {
      const [sds] = await db
        .select({ id: sdsDocuments.id, version: sdsDocuments.version })
        .from(sdsDocuments)
        .where(eq(sdsDocuments.engagementId, subject.engagementId))
        .orderBy(desc(sdsDocuments.version))
        .limit(1)
      return {
        ...ref,
        sds_id: sds?.id ?? null,
        sds_version: sds?.version ?? null,
      } satisfies WebhookEventData[typeof type]
    }
    case 'sds.acknowledged':
      return {
        ...ref,
        distribution_id: subject.distributionId!,
        ...statuses(params),
      } satisfies WebhookEventData[typeof type]
    case 'sds.disputed': {
      const [dispute] = await db
        .select({ id: disputes.id })
        .from(disputes)
        .where(eq(disputes.distributionId, subject.distributionId!))
        .orderBy(desc(disputes.createdAt))
        .limit(1)
      return {
        ...ref,
        distribution_id: subject.distributionId!,
        dispute_id: dispute?.id ?? null,
        ...statuses(params),
      } satisfies WebhookEventData[typeof type]
    }
    case 'dispute.answered':
      return {
        ...ref,
        dispute_id: subject.disputeId!,
        resolution: params.event === 'dispute.withdrawSds' ? 'withdrawn' : 'upheld',
        ...statuses(params),
      } satisfies WebhookEventData[typeof type]
    case 'manual_review.finalised':
      return {
        ...ref,
        manual_review_id: subject.manualReviewId!,
        ...statuses(params),
      } satisfies WebhookEventData[typeof type]
    case 'reassessment.due': {
      // The scheduled event that fired this: marked sent in the transaction of the transition.
      const [due] = await db
        .select({ dueAt: scheduledEvents.dueAt })
        .from(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.entityType, 'engagement'),
            eq(scheduledEvents.entityId, subject.engagementId),
            sql`${scheduledEvents.event}->>'type' = 'reassessment.due'`,
            lte(scheduledEvents.dueAt, row.createdAt),
          ),
        )
        .orderBy(desc(scheduledEvents.dueAt))
        .limit(1)
      return {
        ...ref,
        due_date: due ? due.dueAt.toISOString().slice(0, 10) : null,
      } satisfies WebhookEventData[typeof type]
    }
  }
}

/** Queues one delivery of a body to each endpoint given; an endpoint that has this message already keeps it. */
export const queueDeliveries = (
  db: Queryable,
  endpoints: readonly { id: string; organisationId: string }[],
  message: { messageId: string; eventType: string; body: string },
) =>
  endpoints.length === 0
    ? Promise.resolve([])
    : db
        .insert(webhookDeliveries)
        .values(
          endpoints.map((endpoint) => ({
            endpointId: endpoint.id,
            organisationId: endpoint.organisationId,
            ...message,
          })),
        )
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.messageId] })
        .returning()

const publish = async (db: Database, row: OutboxRow) => {
  const params = row.payload as PublishParams
  const subject = (await subjectOf(db, row)) as Subject | undefined
  if (!subject) return
  const [engagement] = await db
    .select({ organisationId: engagements.organisationId, agencyId: engagements.agencyId })
    .from(engagements)
    .where(eq(engagements.id, subject.engagementId))
  if (!engagement) return
  const readers = [engagement.organisationId, engagement.agencyId].filter((id): id is string => id !== null)
  for (const type of params.events) {
    const endpoints = await db
      .select({ id: webhookEndpoints.id, organisationId: webhookEndpoints.organisationId })
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.organisationId, readers),
          eq(webhookEndpoints.active, true),
          isNull(webhookEndpoints.deletedAt),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
        ),
      )
    if (endpoints.length === 0) continue
    // The data names the engagement's organisation, whichever organisation's endpoint receives it.
    const data = await dataOf(db, type, row, params, subject, engagement.organisationId)
    await queueDeliveries(db, endpoints, {
      messageId: messageIdOf(row.id, type),
      eventType: type,
      body: payloadBody(type, row.createdAt, data),
    })
  }
}

export const webhookOutboxHandlers = (deps: { db: Database }): Record<string, OutboxHandler> => ({
  [WEBHOOKS_PUBLISH]: (row) => publish(deps.db, row),
})
