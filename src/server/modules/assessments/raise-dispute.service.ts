// A party disputes an SDS: the engagement moves to In Dispute and a dispute opens in the same
// transaction, with its two clocks (31 days: "Dispute Due"; the end of the 45th day) scheduled.
import { disputeDeadlineAt, disputeDueSoonAt } from '#domain/dispute-clock'
import type { Database } from '../../db/client.ts'
import { disputes, scheduledEvents } from '../../db/schema.ts'
import { executeCommand, type Firer, persist, startEntity } from '../../workflow/engine.ts'
import { disputeEntity, disputeStatusOf } from './dispute.entity.ts'
import { engagementEntity } from './engagement.entity.ts'

export const raiseDispute = async (options: {
  db: Database
  engagementId: string
  organisationId: string
  firer: Firer
  details: string
  distributionId?: string | null
  /** The day the client received the representations; the clocks run from it. */
  receivedAt?: Date
}) => {
  const disputeId = crypto.randomUUID()
  const receivedAt = options.receivedAt ?? new Date()
  await executeCommand({
    db: options.db,
    entity: engagementEntity,
    id: options.engagementId,
    event: { type: 'dispute.raise' },
    firer: options.firer,
    auditPayload: { disputeId },
    within: async (tx) => {
      await startEntity({
        tx,
        entity: disputeEntity,
        id: disputeId,
        input: undefined,
        firer: options.firer,
        eventType: 'dispute.raise',
        auditPayload: { engagementId: options.engagementId, receivedAt: receivedAt.toISOString() },
        insert: async (initial) => {
          await tx.insert(disputes).values({
            id: disputeId,
            engagementId: options.engagementId,
            distributionId: options.distributionId ?? null,
            organisationId: options.organisationId,
            details: options.details,
            receivedAt,
            state: persist(initial),
            status: disputeStatusOf(initial),
          })
        },
      })
      await tx.insert(scheduledEvents).values([
        {
          entityType: 'dispute',
          entityId: disputeId,
          event: { type: 'dispute.dueSoon' },
          dueAt: disputeDueSoonAt(receivedAt),
        },
        {
          entityType: 'dispute',
          entityId: disputeId,
          event: { type: 'dispute.deadlinePassed' },
          dueAt: disputeDeadlineAt(receivedAt),
        },
      ])
    },
  })
  return disputeId
}
