// PATCH /api/assessments/engagements/{id}: /archived alone is the archive or unarchive event; the other
// paths edit the record (rule api.engagements). A result's exposure follows new dates, rate or payment terms.
import { eq } from 'drizzle-orm'
import { ENGAGEMENT_MESSAGES, type EngagementPatch } from '#domain/assessments'
import { utcDay } from '#domain/days'
import { JOB_ROLE_MESSAGES, penceOf } from '#domain/job-roles'
import { changesOf } from '#domain/patch'
import type { ReviewerChoice } from '#domain/reviewers'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Transaction } from '../../db/client.ts'
import { assessments, type engagements, organisations } from '../../db/schema.ts'
import { Conflict, Invalid } from '../../http/errors.ts'
import { type Firer, type LoadedEntity, runCommand } from '../../workflow/engine.ts'
import { currentAssessmentOf } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach, lockedEngagementInReach } from '../engagements/engagement-access.ts'
import { levyPayBillFor, refreshedExposure } from './assessment-outcome.ts'
import { updateEngagementDetails } from './engagement-commands.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const STALE = 'Someone else changed this engagement since you opened it. Reload the page to see their changes.'

/** The sign-off users a patch replaces, if it does. */
export const reviewersOf = (patch: readonly { path: string; value: unknown }[]) =>
  changesOf(patch).reviewers as readonly ReviewerChoice[] | undefined

const fieldError = (path: string, message: string) => Invalid(message, [{ path, message }])

const detailChanges = (engagement: EngagementRow, hideRateField: boolean, patch: EngagementPatch) => {
  const changes = changesOf(patch)
  const start = typeof changes.start_date === 'string' ? utcDay(changes.start_date) : engagement.startDate
  const end = typeof changes.end_date === 'string' ? utcDay(changes.end_date) : engagement.endDate
  if (start && end && start > end) throw fieldError('start_date', JOB_ROLE_MESSAGES.startAfterEnd)
  if ('daily_rate' in changes && changes.daily_rate === null && !hideRateField)
    throw fieldError('daily_rate', ENGAGEMENT_MESSAGES.dayRateRequired)
  if (
    'reassessment_frequency_id' in changes &&
    changes.reassessment_frequency_id &&
    engagement.questionSetTypeCode !== 'FULL'
  )
    throw fieldError('reassessment_frequency_id', 'Reassessment can be scheduled for a full assessment only.')
  const values: Partial<typeof engagements.$inferInsert> = {}
  if ('name' in changes) values.name = changes.name as string
  if ('start_date' in changes) values.startDate = start
  if ('end_date' in changes) values.endDate = end
  if ('daily_rate' in changes)
    values.dailyRatePence = hideRateField || changes.daily_rate === null ? null : penceOf(changes.daily_rate as number)
  if ('sds_provider' in changes) values.sdsProvider = (changes.sds_provider as string | null) || null
  if ('reassessment_frequency_id' in changes)
    values.reassessmentFrequencyId = (changes.reassessment_frequency_id as string | null) ?? null
  Object.assign(values, termsValues(changes))
  return { fields: Object.keys(changes).sort(), values }
}

/** The columns of the exposure's terms a patch replaces (an engagement's or a role's). */
export const termsValues = (changes: Record<string, unknown>): Partial<typeof engagements.$inferInsert> => {
  const values: Partial<typeof engagements.$inferInsert> = {}
  if ('invoicing_frequency' in changes) values.invoicingFrequency = changes.invoicing_frequency as string
  if ('payment_terms_days' in changes) values.paymentTermsDays = changes.payment_terms_days as number
  if ('scottish_taxpayer' in changes) values.scottishTaxpayer = changes.scottish_taxpayer as boolean
  if ('client_size' in changes) values.clientSize = (changes.client_size as string | null) ?? null
  if ('deductible_expenses_per_day' in changes)
    values.deductibleExpensesPence = penceOf(changes.deductible_expenses_per_day as number)
  return values
}

/** A result's exposure follows the record it was worked from: worked again on the updated row. */
export const refreshResultExposure = async (tx: Transaction, updated: EngagementRow) => {
  const current = await currentAssessmentOf(tx, updated.id)
  if (current?.result)
    await tx
      .update(assessments)
      .set(refreshedExposure(updated, await levyPayBillFor(tx, updated)))
      .where(eq(assessments.id, current.id))
}

/** What the patch's access check found, for the record read after it (see recordAfterCommand). */
export const patchEngagement = async (
  { db, session }: Caller,
  id: string,
  patch: EngagementPatch,
  expectedVersion: number | null,
): Promise<{ engagement: EngagementRow; firer: Firer; permission: Permission }> => {
  const archiving = patch.filter((operation) => operation.path === '/archived')
  if (archiving.length > 0) {
    // Archiving is open to whoever the machine lets archive (a manual reviewer too). The access check reads the row
    // under the lock the command takes, so the command does not read it again.
    const permission = 'Engagements:Read'
    return db.transaction(async (tx) => {
      const { engagement, firer } = await lockedEngagementInReach(tx, session, id, permission)
      if (patch.length > 1) throw Invalid('Send /archived on its own: archiving is a step of its own.')
      if (expectedVersion !== null && expectedVersion !== engagement.version) throw Conflict(STALE)
      const event = archiving[0]!.value
        ? { type: 'engagement.archive' as const }
        : { type: 'engagement.unarchive' as const }
      const loaded = { state: engagement.state as LoadedEntity['state'], version: engagement.version }
      await runCommand(tx, { entity: engagementEntity, id, event, firer, loaded })
      return { engagement, firer, permission }
    })
  }
  // Editing needs Update.
  const permission = 'Engagements:Update'
  const { engagement, firer } = await engagementInReach(db, session, id, permission)
  const organisation = (
    await db.select().from(organisations).where(eq(organisations.id, engagement.organisationId))
  )[0]!
  const { fields, values } = detailChanges(engagement, organisation.hideRateField, patch)
  await updateEngagementDetails({
    db,
    id,
    firer,
    expectedVersion,
    stale: STALE,
    values,
    fields,
    reviewers: reviewersOf(patch),
    within: refreshResultExposure,
  })
  return { engagement, firer, permission }
}
