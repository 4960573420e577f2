// The organisation's side of the SDS distribution block (rules sds.distribution-block, sds.distribution,
// api.distribution): list the parties with their chain of custody, add a supply-chain party, send, resend and delete.
// Each command is one transaction in which the engagement and distribution machines decide; the engagement row is
// locked first so that two senders (or a sender and an acknowledging party) never both read the list as it was.
import { eq } from 'drizzle-orm'
import { permissionsFor } from '#domain/roles'
import {
  type AddDistribution,
  DISTRIBUTION_MESSAGES,
  type DistributionBlockWire,
  isNewPartyAddress,
} from '#domain/sds-distribution'
import type { AccessTokenClaims } from '#domain/session'
import type { DistributionEvent } from '#machines/distribution.machine'
import { engagementMachine } from '#machines/engagement.machine'
import { distributionStatus, onDistributionList, sdsNotSent } from '#machines/state-map'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { distributionReceipts, engagements } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { enabledTransition, type Firer, mayFire, runCommand } from '../../workflow/engine.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import type { BlobStore } from '../files/blob-store.ts'
import type { PdfRenderer } from '../reporting/pdf-job.tsx'
import { draftSdsForSending } from './assessment-documents.service.ts'
import { ensureContractorParty } from './contractor-party.ts'
import { addDistribution, distributionEntity } from './distribution.entity.ts'
import {
  type DistributionRow,
  distributionAllows,
  distributionOn,
  distributionsOf,
  distributionWire,
  mayListParty,
  receiptsOf,
} from './distribution-records.ts'
import { type SdsDocumentRow, sdsDocumentById, standingSdsOf } from './sds-versions.ts'

type Caller = { db: Database; session: AccessTokenClaims }
type Sender = Caller & { blobs: BlobStore; pdf: PdfRenderer }

const engagementSnapshotOf = (engagement: Pick<EngagementRow, 'state'>) =>
  engagementMachine.resolveState(engagement.state as never)

/**
 * The block shows for a contractor engagement with a full assessment once its SDS is ready to send, and from then
 * on (the engagement machine's sdsReady and sdsIssued tags); never for a role or an insurance validation.
 */
export const distributionBlockShown = (engagement: Pick<EngagementRow, 'state' | 'questionSetTypeCode'>) => {
  const snapshot = engagementSnapshotOf(engagement)
  return (
    snapshot.context.hasContractor &&
    engagement.questionSetTypeCode === 'FULL' &&
    (snapshot.hasTag('sdsReady') || snapshot.hasTag('sdsIssued'))
  )
}

const mayUpdate = (firer: Firer) => permissionsFor(firer.roles).includes('Engagements:Update')

const engagementSendAllowed = (engagement: EngagementRow, firer: Firer) =>
  mayFire(engagementMachine, engagementSnapshotOf(engagement), { type: 'distribution.send' }, firer)

/** The block as the caller sees it: parties, chains of custody, and what the machines let them do. */
const blockOf = async (db: Queryable, engagement: EngagementRow, firer: Firer): Promise<DistributionBlockWire> => {
  const shown = distributionBlockShown(engagement)
  const rows = await distributionsOf(db, engagement.id)
  const receipts = await receiptsOf(
    db,
    rows.map((row) => row.id),
  )
  // A party removed before anything was sent to it leaves nothing to show; one that received an SDS stays, as evidence.
  const listed = rows.filter((row) => onDistributionList(row) || receipts.has(row.id))
  const active = listed.filter(onDistributionList)
  const updating = shown && mayUpdate(firer)
  const awaitingDistribution = engagementSnapshotOf(engagement).hasTag('sdsReady')
  const sendAllowed = updating && engagementSendAllowed(engagement, firer)
  const send = sendAllowed && (awaitingDistribution || active.some(sdsNotSent))
  const allows = (row: DistributionRow, event: DistributionEvent) => updating && distributionAllows(row, event, firer)
  return {
    items: listed.map((row) =>
      distributionWire(row, receipts.get(row.id) ?? [], {
        send: send && sdsNotSent(row),
        resend: allows(row, { type: 'distribution.resend' }),
        remove: allows(row, { type: 'distribution.remove' }),
        acknowledge: false,
        dispute: false,
        download: false,
      }),
    ),
    shown,
    all_delivered: active.length > 0 && active.every((row) => distributionStatus.hasTag(row.status, 'holdsSds')),
    can: { add: updating && mayListParty(firer), send, preview: sendAllowed && awaitingDistribution },
  }
}

/** An organisation user's engagement, for reading the block or changing it. */
const reach = async ({ db, session }: Caller, engagementId: string, update: boolean) => {
  refuseContractor(session)
  return engagementInReach(db, session, engagementId, update ? 'Engagements:Update' : 'Engagements:Read')
}

/** The engagement row, locked for the rest of the transaction. */
const lockedEngagement = async (tx: Transaction, engagementId: string) =>
  (await tx.select().from(engagements).where(eq(engagements.id, engagementId)).for('update'))[0]!

/** GET /api/assessments/engagements/{id}/distributions */
export const listDistributions = async (caller: Caller, engagementId: string) => {
  const { engagement, firer } = await reach(caller, engagementId, false)
  return blockOf(caller.db, engagement, firer)
}

/** The block after a command, read afresh. */
const blockAfter = async (caller: Caller, engagementId: string) => listDistributions(caller, engagementId)

/**
 * POST .../distributions { email }: a supply-chain party, Pending. An address already listed or not
 * matching the address pattern is silently ignored (200, nothing added; rule sds.distribution).
 */
export const addSupplyChainParty = async (caller: Caller, engagementId: string, input: AddDistribution) => {
  const { engagement, firer } = await reach(caller, engagementId, true)
  if (!distributionBlockShown(engagement)) throw Conflict(DISTRIBUTION_MESSAGES.notSendable)
  if (!mayListParty(firer)) throw Forbidden()
  await caller.db.transaction(async (tx) => {
    await lockedEngagement(tx, engagementId)
    const listed = (await distributionsOf(tx, engagementId)).filter(onDistributionList).map((row) => row.email)
    if (!isNewPartyAddress(input.email, listed)) return
    await addDistribution(tx, { engagementId, email: input.email, party: 'Supply Chain', firer })
  })
  return blockAfter(caller, engagementId)
}

/** One party is sent an SDS version: the machine's move (its sendSds action mails it) and a new receipt. */
const sendTo = async (
  tx: Transaction,
  options: { party: DistributionRow; sds: SdsDocumentRow; event: DistributionEvent; firer: Firer },
) => {
  const { party, sds } = options
  await runCommand(tx, {
    entity: distributionEntity,
    id: party.id,
    event: options.event,
    firer: options.firer,
    auditPayload: {
      engagementId: party.engagementId,
      sdsDocumentId: sds.id,
      sdsVersion: sds.version,
      sha256: sds.sha256,
    },
    within: async (inner) => {
      await inner
        .insert(distributionReceipts)
        .values({ distributionId: party.id, sdsDocumentId: sds.id, sha256: sds.sha256 })
    },
  })
}

/** The SDS version each party received last (null for a party never sent one). */
const lastSdsOf = async (tx: Transaction, parties: readonly DistributionRow[]) => {
  const receipts = await receiptsOf(
    tx,
    parties.map((party) => party.id),
  )
  return (party: DistributionRow) => receipts.get(party.id)?.[0]?.sdsDocumentId ?? null
}

/**
 * POST .../distributions/send: every Pending party is sent the SDS. From Awaiting Distribution it is the engagement's
 * distribution.send that issues the SDS (in this transaction), and every party holding an earlier version (after a
 * reopening, or withdrawn in answer to a dispute) is sent the new one (sds.reissue); later it is the machine's
 * sending to added parties, with the SDS that stands.
 */
export const sendSds = async (caller: Sender, engagementId: string) => {
  const { firer } = await reach(caller, engagementId, true)
  await sendToParties({ db: caller.db, blobs: caller.blobs, pdf: caller.pdf, engagementId, firer })
  return blockAfter(caller, engagementId)
}

/**
 * GET .../distributions/preview: the SDS that Send would issue, as a draft marked on every page and never stored,
 * for whoever may send it now. Who may (the roles of the machine's distribution.send) and when (the engagement
 * awaits distribution: the SDS is not issued yet) are both asked before anything is drawn.
 */
export const previewSds = async (caller: Sender, engagementId: string) => {
  const { engagement, firer } = await reach(caller, engagementId, true)
  const snapshot = engagementSnapshotOf(engagement)
  if (!distributionBlockShown(engagement) || !snapshot.hasTag('sdsReady'))
    throw Conflict(DISTRIBUTION_MESSAGES.previewUnavailable)
  if (!mayFire(engagementMachine, snapshot, { type: 'distribution.send' }, firer)) throw Forbidden()
  return draftSdsForSending(caller.db, caller.pdf, engagement, firer)
}

/** The sending itself, for a firer already authorised (the API above, and the demo data). */
export const sendToParties = async (options: {
  db: Database
  blobs: BlobStore
  pdf: PdfRenderer
  engagementId: string
  firer: Firer
}) => {
  const { engagementId, firer } = options
  await options.db.transaction(async (tx) => {
    const engagement = await lockedEngagement(tx, engagementId)
    if (!distributionBlockShown(engagement) || !engagementSendAllowed(engagement, firer))
      throw Conflict(DISTRIBUTION_MESSAGES.notSendable)
    // The Contractor party is on the list before anything is sent (engagements older than that rule may lack it).
    await ensureContractorParty(tx, engagementId)
    const parties = (await distributionsOf(tx, engagementId)).filter(onDistributionList)
    const pending = parties.filter(sdsNotSent)
    // An SDS ready to issue goes out even to a list already sent an earlier one; otherwise someone must be waiting.
    if (!engagementSnapshotOf(engagement).hasTag('sdsReady') && pending.length === 0)
      throw Conflict(DISTRIBUTION_MESSAGES.noPending)
    const lastSds = await lastSdsOf(tx, parties)
    // The machine's issueSds issues the SDS here when it is ready to send; later sends use the one that stands.
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'distribution.send' },
      firer,
      auditPayload: { parties: pending.length },
      services: { blobs: options.blobs, pdf: options.pdf },
    })
    const sds = await standingSdsOf(tx, engagementId)
    if (!sds) throw Conflict(DISTRIBUTION_MESSAGES.notSendable)
    for (const party of pending) await sendTo(tx, { party, sds, event: { type: 'distribution.send' }, firer })
    // A party holding an earlier version (after a reopening, or withdrawn in answer to a dispute) is sent the new one.
    for (const party of parties) {
      const previous = lastSds(party)
      if (sdsNotSent(party) || previous === null || previous === sds.id) continue
      if (distributionAllows(party, { type: 'sds.reissue' }, firer))
        await sendTo(tx, { party, sds, event: { type: 'sds.reissue' }, firer })
    }
  })
}

/** POST .../distributions/{distributionId}/resend: the party's latest SDS version again, with a new receipt. */
export const resendSds = async (caller: Caller, engagementId: string, distributionId: string) => {
  const { firer } = await reach(caller, engagementId, true)
  await caller.db.transaction(async (tx) => {
    await lockedEngagement(tx, engagementId)
    const party = await distributionOn(tx, engagementId, distributionId)
    if (!party) throw NotFound('The party')
    const previous = (await lastSdsOf(tx, [party]))(party)
    const sds = previous ? await sdsDocumentById(tx, previous) : null
    if (!sds || sds.withdrawnAt) throw Conflict(DISTRIBUTION_MESSAGES.notSent)
    await sendTo(tx, { party, sds, event: { type: 'distribution.resend' }, firer })
  })
  return blockAfter(caller, engagementId)
}

/**
 * DELETE .../distributions/{distributionId}: a Pending party leaves the list ("delete pending"); a party already
 * sent the SDS is removed through the machines (distribution.remove, and the engagement's distribution.removed,
 * which completes it when everyone left has acknowledged). Never the Contractor party.
 */
export const removeParty = async (caller: Caller, engagementId: string, distributionId: string) => {
  const { firer } = await reach(caller, engagementId, true)
  await caller.db.transaction(async (tx) => {
    const engagement = await lockedEngagement(tx, engagementId)
    const party = await distributionOn(tx, engagementId, distributionId)
    if (!party) throw NotFound('The party')
    if (party.party === 'Contractor') throw Conflict(DISTRIBUTION_MESSAGES.contractorMustReceive)
    const held = distributionStatus.hasTag(party.status, 'awaitingAcknowledgement')
    // The party leaves first, so that the engagement's fact (has everyone left acknowledged?) is read without it.
    await runCommand(tx, { entity: distributionEntity, id: party.id, event: { type: 'distribution.remove' }, firer })
    const removed = { type: 'distribution.removed', allAcknowledged: false } as const
    if (held && enabledTransition(engagementMachine, engagementSnapshotOf(engagement), removed))
      await runCommand(tx, {
        entity: engagementEntity,
        id: engagementId,
        event: { type: 'distribution.removed' },
        firer,
        auditPayload: { distributionId: party.id },
      })
  })
  return blockAfter(caller, engagementId)
}
