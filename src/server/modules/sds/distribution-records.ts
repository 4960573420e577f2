// The parties of an engagement's SDS as stored, and their wire form: each distribution with its chain of custody
// (one receipt per SDS version sent) and what the distribution machine lets the caller do with it.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { initialTransition } from 'xstate'
import {
  DISTRIBUTION_STATUSES,
  type DistributionReceiptWire,
  type DistributionWire,
  statusByCode,
} from '#domain/sds-distribution'
import { type DistributionEvent, distributionMachine, sdsDownloadAllowed } from '#machines/distribution.machine'
import type { Queryable } from '../../db/client.ts'
import { distributionReceipts, distributions, sdsDocuments } from '../../db/schema.ts'
import { type Firer, mayFire, persist } from '../../workflow/engine.ts'

export type DistributionRow = typeof distributions.$inferSelect
export type ReceiptRow = typeof distributionReceipts.$inferSelect & { sdsVersion: number }

export const distributionSnapshotOf = (row: Pick<DistributionRow, 'state'>) =>
  distributionMachine.resolveState(row.state as never)

/** Whether the machine takes the event now and the firer is among those its transition names. */
export const distributionAllows = (row: Pick<DistributionRow, 'state'>, event: DistributionEvent, firer: Firer) =>
  mayFire(distributionMachine, distributionSnapshotOf(row), event, firer)

// A party just put on the list: Pending, waiting to be sent the SDS.
const NEW_PARTY = { state: persist(initialTransition(distributionMachine, { party: 'Supply Chain' })[0]) }

/** Who may put a party on the list: whoever the distribution machine lets send the SDS to a new party. */
export const mayListParty = (firer: Firer) => distributionAllows(NEW_PARTY, { type: 'distribution.send' }, firer)

/** Every party of the engagement, the Contractor first, then in the order they were added. */
export const distributionsOf = (db: Queryable, engagementId: string) =>
  db
    .select()
    .from(distributions)
    .where(eq(distributions.engagementId, engagementId))
    .orderBy(sql`case when ${distributions.party} = 'Contractor' then 0 else 1 end`, asc(distributions.createdAt))

export const distributionOn = async (db: Queryable, engagementId: string, distributionId: string) =>
  (
    await db
      .select()
      .from(distributions)
      .where(and(eq(distributions.id, distributionId), eq(distributions.engagementId, engagementId)))
  )[0] ?? null

/** The engagement's Contractor party (there is at most one that is not removed; the Contractor never is). */
export const contractorPartyOf = async (db: Queryable, engagementId: string) =>
  (
    await db
      .select()
      .from(distributions)
      .where(
        and(
          eq(distributions.engagementId, engagementId),
          eq(distributions.party, 'Contractor'),
          ne(distributions.status, 'REMOVED'),
        ),
      )
  )[0] ?? null

/** The receipts of the distributions, newest first, each with its SDS version. */
export const receiptsOf = async (db: Queryable, distributionIds: readonly string[]) => {
  if (distributionIds.length === 0) return new Map<string, ReceiptRow[]>()
  const rows = await db
    .select({ receipt: distributionReceipts, sdsVersion: sdsDocuments.version })
    .from(distributionReceipts)
    .innerJoin(sdsDocuments, eq(sdsDocuments.id, distributionReceipts.sdsDocumentId))
    .where(inArray(distributionReceipts.distributionId, [...distributionIds]))
    .orderBy(desc(distributionReceipts.sentAt), desc(sdsDocuments.version))
  const byDistribution = new Map<string, ReceiptRow[]>()
  for (const { receipt, sdsVersion } of rows) {
    const list = byDistribution.get(receipt.distributionId) ?? []
    list.push({ ...receipt, sdsVersion })
    byDistribution.set(receipt.distributionId, list)
  }
  return byDistribution
}

const receiptWire = (receipt: ReceiptRow): DistributionReceiptWire => ({
  id: receipt.id,
  sds_version: receipt.sdsVersion,
  sha256: receipt.sha256,
  sent_at: receipt.sentAt.toISOString(),
  delivered_at: receipt.deliveredAt?.toISOString() ?? null,
  opened_at: receipt.openedAt?.toISOString() ?? null,
  acknowledged_at: receipt.acknowledgedAt?.toISOString() ?? null,
})

/** What the caller may do with one party's copy: the organisation's moves, or the party's own. */
export type DistributionAbilities = DistributionWire['can']

export const distributionWire = (
  row: DistributionRow,
  receipts: readonly ReceiptRow[],
  can: DistributionAbilities,
): DistributionWire => ({
  id: row.id,
  email: row.email,
  party: row.party,
  contractor_id: row.contractorId,
  status: statusByCode(DISTRIBUTION_STATUSES, row.status),
  acknowledged: row.acknowledgedAt?.toISOString() ?? null,
  acknowledged_name: row.acknowledgedName,
  receipts: receipts.map(receiptWire),
  can,
})

/** The party's own abilities: acknowledge or dispute its copy, download it once acknowledged. */
export const partyAbilities = (row: DistributionRow, firer: Firer): DistributionAbilities => ({
  send: false,
  resend: false,
  remove: false,
  acknowledge: distributionAllows(row, { type: 'distribution.acknowledge', name: 'name' }, firer),
  dispute: distributionAllows(row, { type: 'distribution.dispute', details: 'reason', fileIds: [] }, firer),
  download: sdsDownloadAllowed(distributionSnapshotOf(row)),
})

/** "Opened": the party opened its SDS (page, link or download); set once on the latest receipt. */
export const markOpened = async (db: Queryable, distributionId: string) => {
  const latest = (
    await db
      .select({ id: distributionReceipts.id })
      .from(distributionReceipts)
      .where(eq(distributionReceipts.distributionId, distributionId))
      .orderBy(desc(distributionReceipts.sentAt))
      .limit(1)
  )[0]
  if (!latest) return
  await db
    .update(distributionReceipts)
    .set({ openedAt: new Date() })
    .where(and(eq(distributionReceipts.id, latest.id), isNull(distributionReceipts.openedAt)))
}
