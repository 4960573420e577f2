// GET /api/assessments/engagements/{id}: the engagement as its screens read it, with its assessments (the
// current one first) and which lifecycle steps the caller may take now, asked of the engagement machine.

import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { EngagementRecord, QuestionSetTypeCode } from '#domain/assessments'
import { assessmentTypeLabel } from '#domain/contractor-engagements'
import { disputeClockAt } from '#domain/dispute-clock'
import { visibleSummary } from '#domain/exposure/summary'
import { visibleExposureFigures } from '#domain/exposure/visibility'
import { poundsOf } from '#domain/job-roles'
import type { Permission } from '#domain/roles'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { EngagementEvent } from '#machines/engagement.machine'
import { builtOnce, type Queryable, readAll } from '../../db/client.ts'
import { contractors, disputes, engagements, organisations } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import { type Firer, mayFire } from '../../workflow/engine.ts'
import { toAssessmentRecord } from './assessment-record.ts'
import { assessmentForRecord, assessmentsOfEngagement, findAssessment } from './assessments.queries.ts'
import { engagementEntity } from './engagement.entity.ts'
import { type EngagementRow, successorIdOf } from './engagement-access.ts'
import { engagementReviewerList } from './engagement-reviewers.queries.ts'
import { assessorEngagementInReach, isOwnReview } from './own-review-access.ts'
import { newestVersion, questionSetById, releasedVersionsOf } from './question-sets.queries.ts'

const endClients = alias(organisations, 'end_clients')
const agencies = alias(organisations, 'agencies')
const roles = alias(engagements, 'roles')

/**
 * Everything about the engagement its record shows besides its assessments and reviewers, in one statement: the
 * row, the names it points to, its successor, the released versions of its question set and its open disputes'
 * clocks. Each was a round trip of its own, after every command as on every read.
 */
const recordHead = builtOnce((db) =>
  db
    .select({
      engagement: engagements,
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
      successor: successorIdOf(engagements.id),
      versions: releasedVersionsOf(engagements.questionSetTypeCode),
      openDisputesReceivedAt: sql<string[] | null>`(select json_agg(d.received_at) from ${disputes} d
        where d.engagement_id = ${engagements.id} and d.status = 'OPEN')`,
    })
    .from(engagements)
    .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
    .leftJoin(endClients, eq(endClients.id, engagements.endClientId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
    .leftJoin(contractors, eq(contractors.id, engagements.contractorId))
    .leftJoin(roles, eq(roles.id, engagements.roleId))
    .where(eq(engagements.id, sql.placeholder('id')))
    .prepare('engagement_record_head'),
)

type RecordHead = Awaited<ReturnType<ReturnType<typeof recordHead>['execute']>>[number]

const recordHeadOf = async (db: Queryable, id: string): Promise<RecordHead | null> =>
  (await recordHead(db).execute({ id }))[0] ?? null

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

export const engagementRecordOf = (db: Queryable, engagement: EngagementRow, firer: Firer) =>
  recordOf(db, engagement.id, firer, engagement)

/**
 * The record as a command left it, for the caller whose reach the command has just checked (`firer`): the row is
 * read again with the rest, and the access check is not made twice.
 */
const engagementRecordAfterCommand = (db: Queryable, id: string, firer: Firer) => recordOf(db, id, firer, null)

/** The record, of `given` when the caller has read the row already, else of the row read with the rest. */
const recordOf = async (
  db: Queryable,
  id: string,
  firer: Firer,
  given: EngagementRow | null,
): Promise<EngagementRecord> => {
  const [names, rows, reviewers] = await readAll(db, [
    () => recordHeadOf(db, id),
    () => assessmentsOfEngagement(db, id),
    () => engagementReviewerList(db, id, firer.actorId),
  ])
  if (!names || (!given && names.engagement.deletedAt)) throw NotFound('The engagement')
  const engagement = given ?? names.engagement
  const successor = names.successor
  const latest = newestVersion(names.versions)
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
    reviewers,
    version: engagement.version,
    ...openDisputesOf(names.openDisputesReceivedAt ?? []),
  }
}

/** The open disputes' count and whether one is due (31 days since it was received), from their clocks. */
const openDisputesOf = (receivedAt: readonly string[]) => {
  const now = new Date()
  return {
    open_disputes: receivedAt.length,
    dispute_due: receivedAt.some((received) => disputeClockAt(new Date(received), now).dueSoon),
  }
}

export const getEngagementRecord = async (db: Queryable, session: AccessTokenClaims, id: string) => {
  const { engagement, firer } = await assessorEngagementInReach(db, session, id, 'Engagements:Read')
  return engagementRecordOf(db, engagement, firer)
}

/**
 * The record after a command on the engagement, whose access check (`reached`, asking `permission`) is the one a
 * read makes when it asked Engagements:Read of an organisation user's engagement other than a worker's own review:
 * then its answer stands, as no such command moves the engagement out of reach. Otherwise the read checks again.
 */
export const recordAfterCommand = (
  db: Queryable,
  session: AccessTokenClaims,
  reached: { engagement: EngagementRow; firer: Firer; permission: Permission },
) =>
  reached.permission === 'Engagements:Read' && !isContractorClaims(session) && !isOwnReview(reached.engagement)
    ? engagementRecordAfterCommand(db, reached.engagement.id, reached.firer)
    : getEngagementRecord(db, session, reached.engagement.id)

/** One assessment as the wire shows it, read after a change. */
export const assessmentRecordById = async (db: Queryable, id: string) => {
  const found = await assessmentForRecord(db, id)
  if (!found) throw NotFound('The assessment')
  return toAssessmentRecord(found.assessment, {
    engagementStatus: found.engagementStatus,
    questionSet: await questionSetById(db, found.assessment.questionSetId),
    latestVersion: newestVersion(found.versions),
  })
}

/** GET /api/assessments/assessments/{id}: the assessment, for anyone who may read its engagement. */
export const getAssessmentRecord = async (db: Queryable, session: AccessTokenClaims, id: string) => {
  const row = await findAssessment(db, id)
  if (!row) throw NotFound('The assessment')
  await assessorEngagementInReach(db, session, row.engagementId, 'Assessments:Read')
  return assessmentRecordById(db, id)
}
