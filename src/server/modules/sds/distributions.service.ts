// The organisation's side of the SDS distribution block (spec part 2 §2 screen 9, §4 "Distribution", §7): list the
// parties with their chain of custody, add a supply-chain party, send, resend and delete. Each command is one
// transaction in which the engagement and distribution machines decide; the engagement row is locked first so
// that two senders (or a sender and an acknowledging party) never both read the list as it was.
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
import { CLIENT_ROLES } from '#machines/meta'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { distributionReceipts, engagements } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { enabledTransition, type Firer, mayFire, runCommand } from '../../workflow/engine.ts'
import { refuseContractor } from '../assessments/contractor-access.ts'
import { engagementEntity } from '../assessments/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../assessments/engagement-access.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { draftSdsForSending, issueSdsForSending } from '../reporting/assessment-documents.service.ts'
import type { PdfRenderer } from '../reporting/pdf-job.tsx'
import { ensureContractorParty } from './contractor-party.ts'
import { addDistribution, distributionEntity } from './distribution.entity.ts'
import {
  type DistributionRow,
  distributionAllows,
  distributionOn,
  distributionsOf,
  distributionWire,
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

/** A party still waiting for, or holding, an SDS: it counts when asking whether everyone has acknowledged. */
const OUTSTANDING = new Set(['SENT', 'DELIVERED', 'WITHDRAWN'])
const HOLDS_SDS = new Set(['DELIVERED', 'ACKNOWLEDGED'])

/** The engagement machine's allAcknowledged fact: every party the SDS went to (but those left out) has acknowledged. */
export const allAcknowledgedBut = (parties: readonly DistributionRow[], leftOut: string) =>
  parties.every((party) => party.id === leftOut || !OUTSTANDING.has(party.status))

const mayUpdate = (firer: Firer) => permissionsFor(firer.roles).includes('Engagements:Update')

const engagementSendAllowed = (engagement: EngagementRow, firer: Firer) => {
  const transition = enabledTransition(engagementMachine, engagementSnapshotOf(engagement), {
    type: 'distribution.send',
  })
  return transition !== null && mayFire((transition.meta ?? {}) as { roles?: readonly string[] }, firer)
}

/** The block as the caller sees it: parties, chains of custody, and what the machines let them do. */
const blockOf = async (db: Queryable, engagement: EngagementRow, firer: Firer): Promise<DistributionBlockWire> => {
  const shown = distributionBlockShown(engagement)
  const rows = await distributionsOf(db, engagement.id)
  const receipts = await receiptsOf(
    db,
    rows.map((row) => row.id),
  )
  // A party removed before anything was sent to it leaves nothing to show; one that received an SDS stays, as evidence.
  const listed = rows.filter((row) => row.status !== 'REMOVED' || receipts.has(row.id))
  const active = listed.filter((row) => row.status !== 'REMOVED')
  const updating = shown && mayUpdate(firer)
  const awaitingDistribution = engagementSnapshotOf(engagement).value === 'awaitingDistribution'
  const sendAllowed = updating && engagementSendAllowed(engagement, firer)
  const send = sendAllowed && (awaitingDistribution || active.some((row) => row.status === 'PENDING'))
  const allows = (row: DistributionRow, event: DistributionEvent) => updating && distributionAllows(row, event, firer)
  return {
    items: listed.map((row) =>
      distributionWire(row, receipts.get(row.id) ?? [], {
        send: send && row.status === 'PENDING',
        resend: allows(row, { type: 'distribution.resend' }),
        remove: allows(row, { type: 'distribution.remove' }),
        acknowledge: false,
        dispute: false,
        download: false,
      }),
    ),
    shown,
    all_delivered: active.length > 0 && active.every((row) => HOLDS_SDS.has(row.status)),
    can: {
      add: updating && mayFire({ roles: CLIENT_ROLES }, firer),
      send,
      preview: sendAllowed && awaitingDistribution,
    },
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
 * POST .../distributions { email }: a supply-chain party, Pending. Spec §4: an address already listed or not
 * matching the address pattern is silently ignored (200, nothing added).
 */
export const addSupplyChainParty = async (caller: Caller, engagementId: string, input: AddDistribution) => {
  const { engagement, firer } = await reach(caller, engagementId, true)
  if (!distributionBlockShown(engagement)) throw Conflict(DISTRIBUTION_MESSAGES.notSendable)
  if (!mayFire({ roles: CLIENT_ROLES }, firer)) throw Forbidden()
  await caller.db.transaction(async (tx) => {
    await lockedEngagement(tx, engagementId)
    const listed = (await distributionsOf(tx, engagementId))
      .filter((row) => row.status !== 'REMOVED')
      .map((row) => row.email)
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
  const transition = enabledTransition(engagementMachine, snapshot, { type: 'distribution.send' })
  if (!distributionBlockShown(engagement) || !transition || snapshot.value !== 'awaitingDistribution')
    throw Conflict(DISTRIBUTION_MESSAGES.previewUnavailable)
  if (!mayFire((transition.meta ?? {}) as { roles?: readonly string[] }, firer)) throw Forbidden()
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
    const issuing = engagementSnapshotOf(engagement).value === 'awaitingDistribution'
    if (issuing) await ensureContractorParty(tx, engagementId)
    const parties = (await distributionsOf(tx, engagementId)).filter((party) => party.status !== 'REMOVED')
    const pending = parties.filter((party) => party.status === 'PENDING')
    if (!issuing && pending.length === 0) throw Conflict(DISTRIBUTION_MESSAGES.noPending)
    const lastSds = await lastSdsOf(tx, parties)
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'distribution.send' },
      firer,
      auditPayload: { parties: pending.length },
      within: async (inner) => {
        const sds = issuing
          ? await issueSdsForSending(inner, options, engagement, firer)
          : await standingSdsOf(inner, engagementId)
        if (!sds) throw Conflict(DISTRIBUTION_MESSAGES.notSendable)
        for (const party of pending) await sendTo(inner, { party, sds, event: { type: 'distribution.send' }, firer })
        if (!issuing) return
        for (const party of parties) {
          const previous = lastSds(party)
          if (party.status === 'PENDING' || previous === null || previous === sds.id) continue
          if (distributionAllows(party, { type: 'sds.reissue' }, firer))
            await sendTo(inner, { party, sds, event: { type: 'sds.reissue' }, firer })
        }
      },
    })
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
    const removal = { entity: distributionEntity, id: party.id, event: { type: 'distribution.remove' }, firer } as const
    const held = party.status === 'SENT' || party.status === 'DELIVERED'
    const event = {
      type: 'distribution.removed',
      allAcknowledged: allAcknowledgedBut(await distributionsOf(tx, engagementId), party.id),
    } as const
    if (held && enabledTransition(engagementMachine, engagementSnapshotOf(engagement), event))
      await runCommand(tx, {
        entity: engagementEntity,
        id: engagementId,
        event,
        firer,
        auditPayload: { distributionId: party.id },
        within: (inner) => runCommand(inner, removal).then(() => undefined),
      })
    else await runCommand(tx, removal)
  })
  return blockAfter(caller, engagementId)
}
