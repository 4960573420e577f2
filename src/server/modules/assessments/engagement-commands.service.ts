// Commands on an engagement: each becomes an engagement-machine event through the workflow engine.

import { eq, sql } from 'drizzle-orm'
import { penceOf } from '#domain/job-roles'
import type { ReviewerChoice } from '#domain/reviewers'
import type { AccessTokenClaims } from '#domain/session'
import type { EngagementEvent } from '#machines/engagement.machine'
import type { Database, Transaction } from '../../db/client.ts'
import { engagements } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../http/errors.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import { executeCommand, type Firer, persist, startEntity } from '../../workflow/engine.ts'
import { engagementEntity, statusOfSnapshot } from '../engagements/engagement.entity.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'
import { replaceReviewers } from '../reviews/reviewer-records.ts'

export type NewEngagement = {
  organisationId: string
  name: string
  type: 'Contractor' | 'Role' | 'WorkingPracticesReview'
  questionSetTypeCode: 'FULL' | 'SHORT'
  contractorId?: string | null
  roleId?: string | null
  reference?: string | null
  agencyId?: string | null
  endClientId?: string | null
  endClientText?: string | null
  agencyText?: string | null
  businessSizeId?: number | null
  sdsProvider?: string | null
  reassessmentFrequencyId?: string | null
  reassessedFromId?: string | null
  startDate?: string | null
  endDate?: string | null
  dailyRatePence?: number | null
  /** The exposure's payment terms and client; the table's defaults (monthly, 30 days) when not given. */
  invoicingFrequency?: string
  paymentTermsDays?: number
  scottishTaxpayer?: boolean
  clientSize?: string | null
  deductibleExpensesPence?: number
}

/** The exposure's terms of a create body (an engagement's or a role's): a missing one keeps the table's default. */
export const termsOfBody = (body: {
  invoicing_frequency?: string
  payment_terms_days?: number
  scottish_taxpayer?: boolean
  client_size?: string | null
  deductible_expenses_per_day?: number
}): Pick<
  NewEngagement,
  'invoicingFrequency' | 'paymentTermsDays' | 'scottishTaxpayer' | 'clientSize' | 'deductibleExpensesPence'
> => ({
  ...(body.invoicing_frequency === undefined ? {} : { invoicingFrequency: body.invoicing_frequency }),
  ...(body.payment_terms_days === undefined ? {} : { paymentTermsDays: body.payment_terms_days }),
  scottishTaxpayer: body.scottish_taxpayer ?? false,
  clientSize: body.client_size ?? null,
  deductibleExpensesPence: penceOf(body.deductible_expenses_per_day ?? 0),
})

/** Writes a new engagement in Started, with the first event of its trail. */
export const createEngagement = async (options: { tx: Transaction; engagement: NewEngagement; firer: Firer }) => {
  const id = crypto.randomUUID()
  const { engagement } = options
  await startEntity({
    tx: options.tx,
    entity: engagementEntity,
    id,
    firer: options.firer,
    eventType: 'engagement.create',
    input: {
      // A worker's own review has its contractor (the worker) and is their own: no SDS follows it.
      hasContractor: engagement.type !== 'Role',
      questionSetTypeCode: engagement.questionSetTypeCode,
      ownReview: engagement.type === 'WorkingPracticesReview',
    },
    auditPayload: { organisationId: engagement.organisationId, type: engagement.type },
    insert: async (initial) => {
      await options.tx.insert(engagements).values({
        id,
        organisationId: engagement.organisationId,
        name: engagement.name,
        type: engagement.type,
        contractorId: engagement.contractorId ?? null,
        roleId: engagement.roleId ?? null,
        reference: engagement.reference ?? null,
        agencyId: engagement.agencyId ?? null,
        endClientId: engagement.endClientId ?? null,
        endClientText: engagement.endClientText ?? null,
        agencyText: engagement.agencyText ?? null,
        businessSizeId: engagement.businessSizeId ?? null,
        sdsProvider: engagement.sdsProvider ?? null,
        reassessmentFrequencyId: engagement.reassessmentFrequencyId ?? null,
        reassessedFromId: engagement.reassessedFromId ?? null,
        questionSetTypeCode: engagement.questionSetTypeCode,
        startDate: engagement.startDate ?? null,
        endDate: engagement.endDate ?? null,
        dailyRatePence: engagement.dailyRatePence ?? null,
        ...(engagement.invoicingFrequency === undefined ? {} : { invoicingFrequency: engagement.invoicingFrequency }),
        ...(engagement.paymentTermsDays === undefined ? {} : { paymentTermsDays: engagement.paymentTermsDays }),
        scottishTaxpayer: engagement.scottishTaxpayer ?? false,
        clientSize: engagement.clientSize ?? null,
        deductibleExpensesPence: engagement.deductibleExpensesPence ?? 0,
        state: persist(initial),
        status: statusOfSnapshot(initial),
      })
    },
  })
  return id
}

/** Sends one event to an engagement on behalf of a signed-in person. */
export const commandEngagement = async (options: {
  db: Database
  session: AccessTokenClaims
  engagementId: string
  event: EngagementEvent
}) => {
  const { firer } = await engagementInReach(options.db, options.session, options.engagementId, 'Engagements:Read')
  const result = await executeCommand({
    db: options.db,
    entity: engagementEntity,
    id: options.engagementId,
    event: options.event,
    firer,
  })
  return { id: options.engagementId, status: statusOfSnapshot(result.snapshot), version: result.version }
}

/**
 * Record fields changed without a status change (name, dates, day rate ...): written with a version check
 * and an audit event naming the fields, in the state the engagement is in.
 */
export const updateEngagementDetails = async (options: {
  db: Database
  id: string
  firer: Firer
  expectedVersion: number | null
  stale: string
  values: Partial<typeof engagements.$inferInsert>
  fields: string[]
  /** The audit event when the change has a name of its own (a review's link); engagement.details otherwise. */
  audit?: { eventType: string; payload: Record<string, unknown> }
  /** More work in the same transaction, on the updated row. */
  within?: (tx: Transaction, row: typeof engagements.$inferSelect) => Promise<void>
  /** The sign-off users, when the form sent them: changed by the engagement machine's reviewers.update. */
  reviewers?: readonly ReviewerChoice[] | undefined
}) =>
  options.db.transaction(async (tx) => {
    const current = (await tx.select().from(engagements).where(eq(engagements.id, options.id)).for('update'))[0]
    if (!current || current.deletedAt) throw NotFound('The engagement')
    if (options.expectedVersion !== null && current.version !== options.expectedVersion) throw Conflict(options.stale)
    const [updated] = await tx
      .update(engagements)
      .set({ ...options.values, version: current.version + 1, updatedAt: sql`now()` })
      .where(eq(engagements.id, options.id))
      .returning()
    const state = (current.state as { value: unknown }).value
    await appendAuditEvent(tx, {
      entityType: engagementEntity.type,
      entityId: options.id,
      eventType: options.audit?.eventType ?? 'engagement.details',
      fromState: state,
      toState: state,
      actorId: options.firer.actorId,
      actorRoles: options.firer.roles,
      payload: { fields: options.fields, ...options.audit?.payload },
      occurredAt: new Date().toISOString(),
    })
    await options.within?.(tx, updated!)
    if (options.reviewers)
      await replaceReviewers(tx, { engagementId: options.id, choices: options.reviewers, firer: options.firer })
  })
