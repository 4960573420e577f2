// A contractor's portal account, made when an engagement first needs its contractor (the engagement
// machine's requestContractorAnswers action, run from the outbox): the person found or created from the
// contractor record, the Contractor Type 1 role, the record linked to them, and the mail asking for answers.
// A retried outbox row finds what the first run made, so there is never a second person or role.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { isContractorUserType, ROLE } from '#domain/roles'
import { engagementStatus } from '#machines/state-map'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import {
  actorRoles,
  actors,
  contractors,
  engagements,
  mailOutbox,
  organisations,
  permissionRoles,
} from '../../db/schema.ts'
import type { IdentityApi } from '../../idp/identity.ts'
import { enqueueMail } from '../../mail/outbox.ts'
import type { OutboxHandler } from '../../workflow/outbox.ts'
import { passwordSetupFor } from '../actors/password-setup.ts'
import { contractorQuestionsMail } from './contractor-questions-mail.ts'
import { byAddress, deliveryListOf, sendCopies } from './notification-delivery.ts'

export type ContractorAccount = {
  actorId: string
  email: string
  /** false when the person works for an organisation here: linked, but not made a contractor. */
  contractor: boolean
}

/**
 * Links the engagement's contractor record to a person's account, creating the person if needed; null when
 * the engagement has no contractor record (any more). Idempotent, in one transaction.
 */
export const provisionContractorAccount = async (
  db: Database,
  engagementId: string,
  logger?: Logger,
): Promise<ContractorAccount | null> =>
  db.transaction(async (tx) => {
    const record = (
      await tx
        .select({ contractor: contractors })
        .from(engagements)
        .innerJoin(contractors, eq(contractors.id, engagements.contractorId))
        .where(and(eq(engagements.id, engagementId), isNull(contractors.deletedAt)))
        // Two engagements of one contractor provisioning at once wait for each other here. NO KEY UPDATE, as
        // these rows' keys never change: it leaves the KEY SHARE locks alone that a row naming the contractor or the
        // person takes (a new SDS party, an answer), so a command holding one and waiting for this row cannot deadlock.
        .for('no key update', { of: contractors })
    )[0]?.contractor
    if (!record) return null
    const existing = (
      await tx
        .select()
        .from(actors)
        .where(sql`lower(${actors.email}) = ${record.email.toLowerCase()}`)
        .for('no key update')
    )[0]
    const actor =
      existing ??
      (
        await tx
          .insert(actors)
          .values({
            email: record.email,
            firstName: record.firstName,
            lastName: record.lastName,
            contractorId: record.id,
          })
          .returning()
      )[0]!
    const held = await tx
      .select({ name: permissionRoles.name, organisationId: actorRoles.organisationId })
      .from(actorRoles)
      .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
      .where(eq(actorRoles.actorId, actor.id))
    // A session is either an organisation user's or a contractor's: a contractor role would turn an
    // organisation user's sign-in into a contractor's, so such a person is linked and left as they are.
    const organisationUser = held.some((role) => role.organisationId !== null)
    if (organisationUser)
      logger?.warn(
        { actorId: actor.id, contractorId: record.id, engagementId },
        'contractor record linked to an organisation user; no contractor role added',
      )
    else if (!held.some((role) => role.name === ROLE.contractorType1)) {
      const role = (
        await tx
          .select({ id: permissionRoles.id })
          .from(permissionRoles)
          .where(eq(permissionRoles.name, ROLE.contractorType1))
      )[0]!
      await tx.insert(actorRoles).values({ actorId: actor.id, organisationId: null, roleId: role.id })
    }
    if (record.actorId !== actor.id)
      await tx
        .update(contractors)
        .set({ actorId: actor.id, updatedAt: new Date() })
        .where(eq(contractors.id, record.id))
    if (!actor.contractorId) await tx.update(actors).set({ contractorId: record.id }).where(eq(actors.id, actor.id))
    return {
      actorId: actor.id,
      email: actor.email,
      contractor: !organisationUser || isContractorUserType(held.map((role) => role.name)),
    }
  })

/** The outbox handler of requestContractorAnswers: the account, then one mail asking for the answers. */
export const contractorAccountOutboxHandlers = (deps: {
  db: Database
  config: Config
  identity: IdentityApi
  logger: Logger
}): Record<'requestContractorAnswers', OutboxHandler> => ({
  requestContractorAnswers: async (row) => {
    const { db, config, identity, logger } = deps
    const account = await provisionContractorAccount(db, row.entityId, logger)
    if (!account) {
      logger.warn({ engagementId: row.entityId }, 'contractor answers requested of an engagement without a contractor')
      return
    }
    const engagement = (
      await db
        .select({
          id: engagements.id,
          name: engagements.name,
          type: engagements.type,
          contractorId: engagements.contractorId,
          status: engagements.status,
          organisation: organisations.name,
        })
        .from(engagements)
        .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
        .where(and(eq(engagements.id, row.entityId), isNull(engagements.deletedAt)))
    )[0]
    // Retracted (or moved on) before the mail went: nothing to ask any more. An organisation user cannot
    // answer as a contractor, so they are not asked either.
    if (!engagement || !engagementStatus.hasTag(engagement.status, 'contractorsTurn') || !account.contractor) return
    // The mail takes this row's id. A run again after a crash finds it queued and asks the identity provider for
    // no new set-password link, which would void the one in the queued mail; the copies still go.
    const queued = (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, row.id))).length > 0
    if (!queued) {
      const passwordSetup = await passwordSetupFor(identity, config, account.email)
      await enqueueMail(
        db,
        config,
        contractorQuestionsMail(config, {
          to: account.email,
          organisation: engagement.organisation,
          engagement: engagement.name,
          passwordSetup,
        }),
        row.id,
      )
    }
    // The contractor cannot opt out of being asked (the rule says so); those added get a copy.
    const list = await deliveryListOf(db, engagement.id, 'CONTRACTOR_QUESTIONS', [byAddress(account.email)])
    await sendCopies(db, config, {
      key: row.id,
      engagement,
      kind: 'CONTRACTOR_QUESTIONS',
      copies: list.copies,
      subject: `${engagement.organisation} asks the contractor to answer a few questions about ${engagement.name}`,
      paragraphs: [
        `The contractor (${account.email}) has been asked to answer their questions about "${engagement.name}".`,
      ],
    })
  },
})
