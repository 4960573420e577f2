// GET /api/assessments/engagements/{id}: the engagement as its screens read it, with its assessments (the
// current one first) and which lifecycle steps the caller may take now, asked of the engagement machine.

import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { EngagementRecord, QuestionSetTypeCode } from '#domain/assessments'
import { assessmentTypeLabel } from '#domain/contractor-engagements'
import { disputeClockAt } from '#domain/dispute-clock'
import { visibleSummary } from '#domain/exposure/summary'
import { visibleExposureFigures } from '#domain/exposure/visibility'
import { poundsOf } from '#domain/job-roles'
import type { AccessTokenClaims } from '#domain/session'
import type { EngagementEvent } from '#machines/engagement.machine'
import { type Queryable, readAll } from '../../db/client.ts'
import { contractors, disputes, engagements, organisations } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import { type Firer, mayFire } from '../../workflow/engine.ts'
import { toAssessmentRecord } from './assessment-record.ts'
import { assessmentsOfEngagement, findAssessment } from './assessments.queries.ts'
import { engagementEntity } from './engagement.entity.ts'
import { type EngagementRow, successorOf } from './engagement-access.ts'
import { engagementReviewerList } from './engagement-reviewers.queries.ts'
import { assessorEngagementInReach } from './own-review-access.ts'
import { questionSetById, versionsOf } from './question-sets.queries.ts'

const endClients = alias(organisations, 'end_clients')
const agencies = alias(organisations, 'agencies')
const roles = alias(engagements, 'roles')

const namesOf = async (db: Queryable, id: string) =>
  (
    await db
      .select({
        organisation: organisations.name,
        hideRateField: organisations.hideRateField,
        hideOffset: organisations.hideOffset,
        endClient: endClients.name,
        agency: agencies.name,
        contractorName: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${contractors.firstName}, ${contractors.lastName})), '')`,
        companyName: contractors.companyName,
        roleName: roles.name,
      })
      .from(engagements)
      .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
      .leftJoin(endClients, eq(endClients.id, engagements.endClientId))
      .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
      .leftJoin(contractors, eq(contractors.id, engagements.contractorId))
      .leftJoin(roles, eq(roles.id, engagements.roleId))
      .where(eq(engagements.id, id))
  )[0]!

/** The events behind each button, with the facts that let the machine answer "could this happen now?". */
const PROBES: Record<keyof EngagementRecord['can'], EngagementEvent | null> = {
  save_answers: { type: 'answers.save' },
  submit_answers: { type: 'answers.submit', contractorQuestionsRemain: false, hasReviewers: false },
  reopen: { type: 'engagement.reopen' },
  cancel_reopen: { type: 'assessment.cancelReopen' },
  retract_contractor_questions: { type: 'contractorQuestions.retract', hasReviewers: false },
  reassess: { type: 'engagement.reassess' },
  delete: { type: 'engagement.delete' },
  download_sds: null,
}

/**
 * The SDS is downloaded once it has been issued (rule sds.download), as the machine's tag says, and
 * while the current assessment holds the result it states (a reopened one has none yet).
 */
const capabilities = (engagement: EngagementRow, firer: Firer, hasResult: boolean): EngagementRecord['can'] => {
  const snapshot = engagementEntity.machine.resolveState(engagement.state as never)
  const may = (event: EngagementEvent | null) => {
    if (!event) return false
    return mayFire(engagementEntity.machine, snapshot, event, firer)
  }
  const can = Object.fromEntries(Object.entries(PROBES).map(([name, event]) => [name, may(event)])) as Record<
    keyof EngagementRecord['can'],
    boolean
  >
  can.download_sds =
    engagement.type === 'Contractor' &&
    engagement.questionSetTypeCode === 'FULL' &&
    hasResult &&
    snapshot.hasTag('sdsIssued')
  return can
}

export const engagementRecordOf = async (
  db: Queryable,
  engagement: EngagementRow,
  firer: Firer,
): Promise<EngagementRecord> => {
  const [names, rows, successor] = await readAll(db, [
    () => namesOf(db, engagement.id),
    () => assessmentsOfEngagement(db, engagement.id),
    () => successorOf(db, engagement.id),
  ])
  const latest = (await versionsOf(db, engagement.questionSetTypeCode))[0]?.version ?? ''
  const assessments = await readAll(
    db,
    rows.map(
      (row) => async () =>
        toAssessmentRecord(row, {
          engagementStatus: engagement.status,
          questionSet: await questionSetById(db, row.questionSetId),
          latestVersion: latest,
        }),
    ),
  )
  const current = rows.find((row) => row.standing === 'current')
  // Reassessed once: the next assessment starts from the successor, so the button goes.
  const can = capabilities(engagement, firer, Boolean(current?.result))
  const visible = visibleExposureFigures({ hideRateField: names.hideRateField, hideOffset: names.hideOffset })
  const figure = (pence: number | null | undefined, shown: boolean) =>
    shown && pence !== null && pence !== undefined ? Math.floor(pence / 100) : null
  return {
    id: engagement.id,
    name: engagement.name,
    reference: engagement.reference,
    type: engagement.type as EngagementRecord['type'],
    status: engagement.status,
    organisation_id: engagement.organisationId,
    organisation: names.organisation,
    end_client_id: engagement.endClientId,
    end_client: names.endClient ?? engagement.endClientText,
    agency_id: engagement.agencyId,
    // A worker's own review names its agency in words.
    agency: names.agency ?? engagement.agencyText,
    contractor_id: engagement.contractorId,
    contractor_name: names.contractorName,
    company_name: names.companyName,
    role_id: engagement.roleId,
    role_name: names.roleName,
    question_set_id: current?.questionSetId ?? null,
    question_set_type_code: engagement.questionSetTypeCode as QuestionSetTypeCode,
    question_set_type_name: assessmentTypeLabel(engagement.questionSetTypeCode),
    start_date: engagement.startDate,
    end_date: engagement.endDate,
    daily_rate: !visible.dayRate || engagement.dailyRatePence === null ? null : poundsOf(engagement.dailyRatePence),
    financial_exposure: figure(current?.exposurePence, visible.exposure),
    financial_offset: figure(current?.offsetPence, visible.offset),
    exposure_notes: visible.exposure || visible.offset ? (current?.exposureNotes ?? []) : [],
    exposure_detail: visible.exposure ? visibleSummary(current?.exposureDetail ?? null, visible.offset) : null,
    invoicing_frequency: engagement.invoicingFrequency as EngagementRecord['invoicing_frequency'],
    payment_terms_days: engagement.paymentTermsDays,
    scottish_taxpayer: engagement.scottishTaxpayer,
    client_size: engagement.clientSize as EngagementRecord['client_size'],
    deductible_expenses_per_day: poundsOf(engagement.deductibleExpensesPence),
    sds_provider: engagement.sdsProvider,
    reassessment_frequency_id: engagement.reassessmentFrequencyId,
    reassessed_from_id: engagement.reassessedFromId,
    reassessed_to_id: successor,
    archived: engagement.archived,
    hide_rate_field: names.hideRateField,
    hide_offset: names.hideOffset,
    can: { ...can, reassess: can.reassess && successor === null },
    assessments,
    reviewers: await engagementReviewerList(db, engagement.id, firer.actorId),
    version: engagement.version,
    ...(await openDisputesOf(db, engagement.id)),
  }
}

/** The open disputes' count and whether one is due (31 days since it was received), from their clocks. */
const openDisputesOf = async (db: Queryable, engagementId: string) => {
  const open = await db
    .select({ receivedAt: disputes.receivedAt })
    .from(disputes)
    .where(and(eq(disputes.engagementId, engagementId), eq(disputes.status, 'OPEN')))
  const now = new Date()
  return {
    open_disputes: open.length,
    dispute_due: open.some((dispute) => disputeClockAt(dispute.receivedAt, now).dueSoon),
  }
}

export const getEngagementRecord = async (db: Queryable, session: AccessTokenClaims, id: string) => {
  const { engagement, firer } = await assessorEngagementInReach(db, session, id, 'Engagements:Read')
  return engagementRecordOf(db, engagement, firer)
}

/** One assessment as the wire shows it, read after a change. */
export const assessmentRecordById = async (db: Queryable, id: string) => {
  const row = await findAssessment(db, id)
  if (!row) throw NotFound('The assessment')
  const engagement = (await db.select().from(engagements).where(eq(engagements.id, row.engagementId)))[0]!
  const latest = (await versionsOf(db, engagement.questionSetTypeCode))[0]?.version ?? ''
  return toAssessmentRecord(row, {
    engagementStatus: engagement.status,
    questionSet: await questionSetById(db, row.questionSetId),
    latestVersion: latest,
  })
}

/** GET /api/assessments/assessments/{id}: the assessment, for anyone who may read its engagement. */
export const getAssessmentRecord = async (db: Queryable, session: AccessTokenClaims, id: string) => {
  const row = await findAssessment(db, id)
  if (!row) throw NotFound('The assessment')
  await assessorEngagementInReach(db, session, row.engagementId, 'Assessments:Read')
  return assessmentRecordById(db, id)
}
