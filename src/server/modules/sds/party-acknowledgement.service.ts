// A party acknowledges its copy of the SDS (rule
// sds.acknowledge-dispute): the contractor through their account, a supply-chain party
// through the link it was mailed. One transaction: the distribution machine's acknowledge with the typed name,
// the receipt's acknowledgement, and the engagement's distribution.acknowledged (complete once everyone has).
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { changesOf } from '#domain/patch'
import {
  ACKNOWLEDGED_STATUS_ID,
  type AcknowledgeDistribution,
  DISTRIBUTION_MESSAGES,
  type DistributionWire,
  type SdsLinkView,
} from '#domain/sds-distribution'
import type { AccessTokenClaims } from '#domain/session'
import { isContractorClaims } from '#domain/session'
import { engagementMachine } from '#machines/engagement.machine'
import { PARTY } from '#machines/meta'
import { distributionStatus } from '#machines/state-map'
import type { Database, Queryable } from '../../db/client.ts'
import { distributionReceipts, distributions, engagements, organisations } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { enabledTransition, type Firer, runCommand } from '../../workflow/engine.ts'
import { contractorEngagementInReach } from '../engagements/contractor-access.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { sdsBytesOf } from './assessment-documents.service.ts'
import { distributionEntity } from './distribution.entity.ts'
import { checkDistributionLink } from './distribution-link.ts'
import {
  type DistributionRow,
  distributionOn,
  distributionWire,
  markOpened,
  partyAbilities,
  receiptsOf,
} from './distribution-records.ts'
import { sdsDocumentById } from './sds-versions.ts'

/** A supply-chain party acts through its link: no account, only that party. */
export const SUPPLY_CHAIN_FIRER: Firer = { actorId: null, roles: [PARTY.supplyChain] }

/** The party's copy as the party sees it. */
export const partyDistribution = async (db: Queryable, row: DistributionRow, firer: Firer): Promise<DistributionWire> =>
  distributionWire(row, (await receiptsOf(db, [row.id])).get(row.id) ?? [], partyAbilities(row, firer))

/** The typed name of an acknowledge PATCH, which must replace /status_id with ACKNOWLEDGED and /name. */
const typedNameOf = (operations: AcknowledgeDistribution) => {
  const changes = changesOf(operations)
  if (changes.status_id !== ACKNOWLEDGED_STATUS_ID || typeof changes.name !== 'string')
    throw Invalid(DISTRIBUTION_MESSAGES.statusRequired)
  return changes.name
}

/** The acknowledgement itself, for a firer already known to be the party (the API, and the demo data). */
export const acknowledgeParty = async (db: Database, party: DistributionRow, name: string, firer: Firer) => {
  if (distributionStatus.hasTag(party.status, 'unsent')) throw Conflict(DISTRIBUTION_MESSAGES.notSent)
  await db.transaction(async (tx) => {
    const engagement = (
      await tx.select().from(engagements).where(eq(engagements.id, party.engagementId)).for('update')
    )[0]!
    await runCommand(tx, {
      entity: distributionEntity,
      id: party.id,
      event: { type: 'distribution.acknowledge', name },
      firer,
      auditPayload: { engagementId: party.engagementId },
      within: async (inner) => {
        await inner.update(distributions).set({ acknowledgedName: name }).where(eq(distributions.id, party.id))
        const latest = (
          await inner
            .select({ id: distributionReceipts.id })
            .from(distributionReceipts)
            .where(eq(distributionReceipts.distributionId, party.id))
            .orderBy(desc(distributionReceipts.sentAt))
            .limit(1)
        )[0]
        if (latest)
          await inner
            .update(distributionReceipts)
            .set({
              acknowledgedAt: new Date(),
              // Acknowledging is done with the SDS open: it proves the opening too.
              openedAt: sql`coalesce(${distributionReceipts.openedAt}, now())`,
            })
            .where(and(eq(distributionReceipts.id, latest.id), isNull(distributionReceipts.acknowledgedAt)))
      },
    })
    // An engagement reopened since the SDS went out keeps its status; the party's acknowledgement stands on its copy.
    // Whether every party has now acknowledged is the engine's fact, read after this party's acknowledgement.
    const event = { type: 'distribution.acknowledged', allAcknowledged: false } as const
    if (enabledTransition(engagementMachine, engagementMachine.resolveState(engagement.state as never), event))
      await runCommand(tx, {
        entity: engagementEntity,
        id: party.engagementId,
        event: { type: 'distribution.acknowledged' },
        firer,
        auditPayload: { distributionId: party.id },
      })
  })
}

/**
 * PATCH /api/assessments/distributions/{engagementId}/{distributionId}: only the Contractor party's own contractor
 * acknowledges a Contractor distribution; an organisation user is refused (403).
 */
export const acknowledgeAsContractor = async (
  { db, session }: { db: Database; session: AccessTokenClaims },
  engagementId: string,
  distributionId: string,
  operations: AcknowledgeDistribution,
) => {
  if (!isContractorClaims(session)) throw Forbidden(DISTRIBUTION_MESSAGES.onlyTheParty)
  const { engagement, firer } = await contractorEngagementInReach(db, session, engagementId)
  const party = await distributionOn(db, engagementId, distributionId)
  if (!party) throw NotFound('The party')
  if (party.party !== 'Contractor' || party.contractorId !== engagement.contractorId)
    throw Forbidden(DISTRIBUTION_MESSAGES.onlyTheParty)
  await acknowledgeParty(db, party, typedNameOf(operations), firer)
  return partyDistribution(db, (await distributionOn(db, engagementId, distributionId))!, firer)
}

// ---- The supply-chain party's link ----

type LinkCaller = { db: Database; secret: string; token: string }

const grantedParty = async ({ db, secret, token }: LinkCaller) => {
  const grant = await checkDistributionLink(db, secret, token)
  const party = await distributionOn(db, grant.engagementId, grant.distributionId)
  if (!party) throw NotFound('The party')
  return party
}

/** GET /api/assessments/sds-links/{token}: the engagement, the SDS the party received, and its copy; marks it opened. */
export const sdsLinkView = async (caller: LinkCaller): Promise<SdsLinkView> => {
  const { db } = caller
  const party = await grantedParty(caller)
  await markOpened(db, party.id)
  const engagement = (
    await db
      .select({
        id: engagements.id,
        name: engagements.name,
        organisation: organisations.name,
        endClientId: engagements.endClientId,
        endClientText: engagements.endClientText,
        startDate: engagements.startDate,
        endDate: engagements.endDate,
      })
      .from(engagements)
      .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
      .where(eq(engagements.id, party.engagementId))
  )[0]!
  const endClient = engagement.endClientId
    ? ((
        await db
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, engagement.endClientId))
      )[0]?.name ?? null)
    : engagement.endClientText
  const distribution = await partyDistribution(db, party, SUPPLY_CHAIN_FIRER)
  const latest = distribution.receipts[0]
  const receipt = latest
    ? (await db.select().from(distributionReceipts).where(eq(distributionReceipts.id, latest.id)))[0]
    : undefined
  const sds = receipt ? await sdsDocumentById(db, receipt.sdsDocumentId) : null
  return {
    engagement: {
      id: engagement.id,
      name: engagement.name,
      organisation: engagement.organisation,
      end_client: endClient,
      start_date: engagement.startDate,
      end_date: engagement.endDate,
    },
    sds: sds
      ? {
          version: sds.version,
          sha256: sds.sha256,
          result: sds.conclusion,
          issued_on: sds.issuedOn,
          withdrawn: sds.withdrawnAt !== null,
        }
      : null,
    distribution,
  }
}

/** PATCH /api/assessments/sds-links/{token}/distribution: the party acknowledges its copy (same body as the PATCH). */
export const acknowledgeThroughLink = async (caller: LinkCaller, operations: AcknowledgeDistribution) => {
  const name = typedNameOf(operations)
  const party = await grantedParty(caller)
  await acknowledgeParty(caller.db, party, name, SUPPLY_CHAIN_FIRER)
  return sdsLinkView(caller)
}

/** GET /api/assessments/sds-links/{token}/sds: the PDF of the version the party received, once it may download. */
export const sdsThroughLink = async (caller: LinkCaller & { blobs: BlobStore }) => {
  const party = await grantedParty(caller)
  if (!partyAbilities(party, SUPPLY_CHAIN_FIRER).download) throw Conflict(DISTRIBUTION_MESSAGES.acknowledgeToDownload)
  const receipt = (
    await caller.db
      .select()
      .from(distributionReceipts)
      .where(eq(distributionReceipts.distributionId, party.id))
      .orderBy(desc(distributionReceipts.sentAt))
      .limit(1)
  )[0]
  if (!receipt) throw Conflict(DISTRIBUTION_MESSAGES.notSent)
  const sds = await sdsDocumentById(caller.db, receipt.sdsDocumentId)
  if (!sds || sds.withdrawnAt) throw Conflict(DISTRIBUTION_MESSAGES.notSent)
  await markOpened(caller.db, party.id)
  const engagement = (
    await caller.db.select({ name: engagements.name }).from(engagements).where(eq(engagements.id, party.engagementId))
  )[0]!
  return {
    bytes: await sdsBytesOf(caller.db, caller.blobs, sds.id),
    filename: `sds-v${sds.version}-${slugOf(engagement.name)}.pdf`,
  }
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'engagement'

/** The contractor's own copy, once sent: for their SDS page (opening it marks the latest receipt opened). */
export const contractorPartyView = async (
  db: Queryable,
  engagement: { id: string; contractorId: string | null },
  firer: Firer,
  options: { markOpened: boolean },
) => {
  const party = (
    await db
      .select()
      .from(distributions)
      .where(and(eq(distributions.engagementId, engagement.id), eq(distributions.party, 'Contractor')))
      .orderBy(desc(distributions.createdAt))
  ).find(
    (row) =>
      row.contractorId === engagement.contractorId &&
      !distributionStatus.hasTag(row.status, 'unsent') &&
      distributionStatus.hasTag(row.status, 'onList'),
  )
  if (!party) return null
  if (options.markOpened) await markOpened(db, party.id)
  return partyDistribution(db, party, firer)
}
