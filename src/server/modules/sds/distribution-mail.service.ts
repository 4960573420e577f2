// The SDS by e-mail (the distribution machine's sendSds, run from the outbox after commit), and the facts its
// delivery proves: the contractor is sent the address of their SDS page (they sign in with their account, made if
// need be, as for the contractor's questions); a supply-chain party a link of its own. The mail's id is kept on
// the receipt; once the mail transport has accepted the mail, the receipt is delivered and so is the distribution.
// The SDS must reach the party, so no one opts out of it; those added on the Notifications tab get a copy.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import { distributionMachine } from '#machines/distribution.machine'
import { PARTY } from '#machines/meta'
import { distributionStatus } from '#machines/state-map'
import type { Config } from '../../config.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { distributionReceipts, distributions, engagements, mailOutbox, organisations } from '../../db/schema.ts'
import type { IdentityApi } from '../../idp/identity.ts'
import { enqueueMail, mailIdFor } from '../../mail/outbox.ts'
import { plainMail } from '../../mail/plain-mail.ts'
import { enabledTransition, runCommand } from '../../workflow/engine.ts'
import type { OutboxHandler } from '../../workflow/outbox.ts'
import { passwordLinkOf, passwordSetupFor } from '../actors/password-setup.ts'
import { provisionContractorAccount } from '../engagements/contractor-account.service.ts'
import { byAddress, deliveryListOf, sendCopies } from '../engagements/notification-delivery.ts'
import { distributionEntity } from './distribution.entity.ts'
import { distributionLinkUrl, issueDistributionLink } from './distribution-link.ts'
import { distributionSnapshotOf } from './distribution-records.ts'

type Deps = { db: Database; config: Config; identity: IdentityApi; distributionLinkSecret: string; logger: Logger }

/** The contractor's page of the SDS in the web app (they sign in to reach it). */
export const contractorSdsPath = (engagementId: string) => `/sds-hub/view-sds/${engagementId}`

const partyOf = async (db: Database, distributionId: string) =>
  (
    await db
      .select({
        party: distributions,
        engagement: {
          id: engagements.id,
          name: engagements.name,
          type: engagements.type,
          contractorId: engagements.contractorId,
        },
        organisation: organisations.name,
      })
      .from(distributions)
      .innerJoin(engagements, eq(engagements.id, distributions.engagementId))
      .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
      .where(eq(distributions.id, distributionId))
  )[0]

const unmailedReceipt = (db: Queryable, distributionId: string) =>
  db
    .select()
    .from(distributionReceipts)
    .where(and(eq(distributionReceipts.distributionId, distributionId), isNull(distributionReceipts.mailId)))
    .orderBy(asc(distributionReceipts.sentAt))
    .limit(1)

/**
 * sendSds: one mail per receipt (the oldest of the party's not yet mailed), whose id and its copies' come from the
 * receipt's. A row run again after a crash finds its receipt mailed and stops before asking the identity provider
 * for a new set-password link, which would void the one in the queued mail.
 */
const sendSds =
  ({ db, config, identity, distributionLinkSecret, logger }: Deps): OutboxHandler =>
  async (row) => {
    const found = await partyOf(db, row.entityId)
    if (!found || !distributionStatus.hasTag(found.party.status, 'onList')) return
    const { party, engagement, organisation } = found
    if ((await unmailedReceipt(db, party.id)).length === 0) return
    const contractor = party.party === 'Contractor'
    const account = contractor ? await provisionContractorAccount(db, party.engagementId, logger) : null
    const passwordUrl =
      account?.contractor && contractor
        ? passwordLinkOf(config, await passwordSetupFor(identity, config, account.email))
        : null
    await db.transaction(async (tx) => {
      const receipt = (await unmailedReceipt(tx, party.id).for('update'))[0]
      if (!receipt) return
      const url = contractor
        ? `${config.publicUrl}${contractorSdsPath(party.engagementId)}`
        : distributionLinkUrl(config.publicUrl, await issueDistributionLink(tx, distributionLinkSecret, party.id))
      const paragraphs = [
        `${organisation} has issued its status determination statement (SDS) for the engagement "${engagement.name}": its conclusion on whether the off-payroll working rules (IR35) apply, and the reasons for it.`,
        contractor
          ? 'Please read it, then acknowledge it, or tell them if you do not agree. Sign in to the portal with your contractor account to open it.'
          : 'Please read it, then acknowledge that you have received it, or tell them if you do not agree. The link below opens this SDS only; it works for 60 days.',
        ...(passwordUrl
          ? [`You do not have a password yet. Choose one first (the link works for 24 hours): ${passwordUrl}`]
          : []),
      ]
      const mailId = await enqueueMail(
        tx,
        config,
        plainMail({
          to: party.email,
          subject: `${organisation} has sent you the IR35 status determination statement for ${engagement.name}`,
          paragraphs,
          action: { label: 'Open the SDS', url },
        }),
        mailIdFor(receipt.id, party.email),
      )
      await tx.update(distributionReceipts).set({ mailId }).where(eq(distributionReceipts.id, receipt.id))
      const list = await deliveryListOf(tx, engagement.id, 'SDS_SENT', [byAddress(party.email)])
      await sendCopies(tx, config, {
        key: receipt.id,
        engagement,
        kind: 'SDS_SENT',
        copies: list.copies,
        subject: `${organisation} has sent the IR35 status determination statement for ${engagement.name} to ${party.email}`,
        paragraphs: [
          `The status determination statement (SDS) of "${engagement.name}" has been sent to ${party.email} (${contractor ? 'the contractor' : 'a supply-chain party'}).`,
        ],
      })
    })
  }

export const distributionOutboxHandlers = (deps: Deps): Record<'sendSds', OutboxHandler> => ({
  sendSds: sendSds(deps),
})

const SYSTEM_FIRER = { actorId: null, roles: [PARTY.system] }

/**
 * After mail delivery: every receipt whose mail the transport has accepted (sent, or delivered to the local
 * mailbox) is marked delivered, and its distribution moves to DELIVERED when the machine takes it (a party that
 * acknowledged first stays acknowledged). Idempotent and safe across processes: a receipt is claimed by the update
 * that sets its time, in the transaction of the machine's event.
 */
export const recordSdsDeliveries = async (db: Database) => {
  const accepted = await db
    .select({
      receiptId: distributionReceipts.id,
      distributionId: distributionReceipts.distributionId,
      at: mailOutbox.sentAt,
    })
    .from(distributionReceipts)
    .innerJoin(mailOutbox, eq(mailOutbox.id, distributionReceipts.mailId))
    .where(and(isNull(distributionReceipts.deliveredAt), inArray(mailOutbox.status, ['sent', 'delivered-locally'])))
  for (const receipt of accepted)
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(distributionReceipts)
        .set({ deliveredAt: receipt.at ?? new Date() })
        .where(and(eq(distributionReceipts.id, receipt.receiptId), isNull(distributionReceipts.deliveredAt)))
        .returning({ id: distributionReceipts.id })
      if (claimed.length === 0) return
      const party = (await tx.select().from(distributions).where(eq(distributions.id, receipt.distributionId)))[0]
      if (!party) return
      const event = { type: 'distribution.delivered' } as const
      if (!enabledTransition(distributionMachine, distributionSnapshotOf(party), event)) return
      await runCommand(tx, {
        entity: distributionEntity,
        id: party.id,
        event,
        firer: SYSTEM_FIRER,
        auditPayload: { engagementId: party.engagementId, receiptId: receipt.receiptId },
      })
    })
  return accepted.length
}
