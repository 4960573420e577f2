// A party disputes its copy of an SDS. In one transaction: the party's distribution takes the dispute (the
// distribution machine's guard: text or files, one open dispute at a time), the engagement moves to In Dispute,
// and the dispute opens with its files and its two clocks (31 days: "Dispute Due"; the end of the 45th day).
import { eq } from 'drizzle-orm'
import { disputeDeadlineAt, disputeDueSoonAt } from '#domain/dispute-clock'
import { DISPUTE_FLOW_MESSAGES, DISPUTE_MESSAGES } from '#domain/sds-distribution'
import { hasReasonOrFiles } from '#machines/dispute.machine'
import type { Database, Transaction } from '../../db/client.ts'
import { disputeFiles, disputes, distributions, files, scheduledEvents } from '../../db/schema.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import { enabledTransition, type Firer, persist, runCommand, startEntity } from '../../workflow/engine.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import type { NewFile } from '../files/files.queries.ts'
import { distributionEntity } from '../sds/distribution.entity.ts'
import { disputeEntity, disputeStatusOf } from './dispute.entity.ts'

/** Who disputes: the holder of one distribution of the engagement. */
export type DisputingParty = {
  readonly distributionId: string
  readonly firer: Firer
  /** The contractor record of a Contractor party; null for a supply-chain party. */
  readonly contractorId: string | null
  /** As the dispute shows it: the person's name, or the supply-chain party's address. */
  readonly raisedBy: string
}

/** The distribution's answer before anything is written: a clear 400 or 409 rather than the engine's generic one. */
const checkMayDispute = async (tx: Transaction, engagementId: string, distributionId: string, event: object) => {
  const row = (await tx.select().from(distributions).where(eq(distributions.id, distributionId)))[0]
  if (!row || row.engagementId !== engagementId) throw NotFound('The distribution')
  const snapshot = distributionEntity.machine.resolveState(row.state as never)
  if (enabledTransition(distributionEntity.machine, snapshot, event as never)) return
  throw Conflict(
    snapshot.context.disputeOpen ? DISPUTE_FLOW_MESSAGES.alreadyDisputed : DISPUTE_FLOW_MESSAGES.cannotDispute,
  )
}

export const raiseDispute = async (options: {
  db: Database
  engagementId: string
  /** The organisation that issued the SDS and must respond. */
  organisationId: string
  party: DisputingParty
  details: string
  /** The files sent with the dispute: their rows (the bytes are already in the blob store). */
  files?: readonly NewFile[]
  /** The day the client received the representations; the clocks run from it. */
  receivedAt?: Date
}) => {
  const { party, engagementId } = options
  const details = options.details.trim()
  const fileRows = options.files ?? []
  const fileIds = fileRows.map((file) => file.id!)
  if (!hasReasonOrFiles({ details, fileIds })) throw Invalid(DISPUTE_MESSAGES.disputeReasonRequired)
  const disputeId = crypto.randomUUID()
  const receivedAt = options.receivedAt ?? new Date()
  const event = { type: 'distribution.dispute', details, fileIds } as const
  await options.db.transaction(async (tx) => {
    await checkMayDispute(tx, engagementId, party.distributionId, event)
    await runCommand(tx, {
      entity: distributionEntity,
      id: party.distributionId,
      event,
      firer: party.firer,
      auditPayload: { disputeId, engagementId },
    })
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'dispute.raise' },
      firer: party.firer,
      auditPayload: { disputeId, distributionId: party.distributionId },
    })
    await startEntity({
      tx,
      entity: disputeEntity,
      id: disputeId,
      input: undefined,
      firer: party.firer,
      eventType: 'dispute.raise',
      auditPayload: {
        engagementId,
        distributionId: party.distributionId,
        receivedAt: receivedAt.toISOString(),
        fileIds,
      },
      insert: async (initial) => {
        await tx.insert(disputes).values({
          id: disputeId,
          engagementId,
          distributionId: party.distributionId,
          organisationId: options.organisationId,
          contractorId: party.contractorId,
          raisedBy: party.raisedBy,
          details,
          receivedAt,
          state: persist(initial),
          status: disputeStatusOf(initial),
        })
      },
    })
    if (fileRows.length > 0) {
      await tx.insert(files).values([...fileRows])
      await tx.insert(disputeFiles).values(fileIds.map((fileId) => ({ fileId, disputeId, kind: 'dispute' as const })))
    }
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
  })
  return disputeId
}
