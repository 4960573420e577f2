// POST /api/assessments/engagements (a contractor engagement) and POST /api/assessments/assessments (the
// first assessment of an engagement that has none, e.g. a role). Every rule of the role and
// engagement form (rule engagement.form-rules) is checked here as well as in the browser.
import { eq } from 'drizzle-orm'
import { type CreateEngagement, ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { utcDay } from '#domain/days'
import { penceOf, poundsOf } from '#domain/job-roles'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import { findAnswer } from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import { engagementMachine } from '#machines/engagement.machine'
import { engagementStatus } from '#machines/state-map'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { assessments, engagements, reassessmentFrequencies } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { contractorInReach } from '../actors/contractors.service.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'
import { currentAssessmentOf } from '../engagements/assessments.queries.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import { latestQuestionSet, questionSetById } from '../engagements/question-sets.queries.ts'
import { replaceReviewers } from '../reviews/reviewer-records.ts'
import { createEngagement, termsOfBody } from './engagement-commands.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const fieldError = (path: string, message: string) => Invalid(message, [{ path, message }])

/** The client's answers of a completed role that still exist in the set: a head start, saved as in progress. */
const copiedAnswers = async (db: Queryable, roleId: string, set: QuestionSetDefinition) => {
  const role = await currentAssessmentOf(db, roleId)
  return (role?.answerIds ?? []).filter((id) => findAnswer(set, id)?.question.respondent === 'CLIENT')
}

export const insertAssessment = (
  tx: Transaction,
  values: {
    engagementId: string
    questionSetId: string
    inProgressAnswerIds?: string[]
    previousAssessmentId?: string
  },
) =>
  tx
    .insert(assessments)
    .values({ ...values, inProgressAnswerIds: values.inProgressAnswerIds ?? [] })
    .returning({ id: assessments.id })

const checkRole = async (db: Database, session: AccessTokenClaims, roleId: string) => {
  const { engagement: role } = await engagementInReach(db, session, roleId, 'JobRoles:Read')
  if (role.type !== 'Role') throw fieldError('role_id', 'role_id must name a job role.')
  if (!engagementStatus.hasTag(role.status, 'completed'))
    throw fieldError('role_id', 'Only a completed role can be copied.')
  return role
}

/** A role's exposure terms as a create body names them. */
const roleTerms = (role: EngagementRow) => ({
  invoicing_frequency: role.invoicingFrequency,
  payment_terms_days: role.paymentTermsDays,
  scottish_taxpayer: role.scottishTaxpayer,
  client_size: role.clientSize,
  deductible_expenses_per_day: poundsOf(role.deductibleExpensesPence),
})

const checkFrequency = async (db: Queryable, id: string | null | undefined, typeCode: string) => {
  if (!id) return null
  if (typeCode !== 'FULL')
    throw fieldError('reassessment_frequency_id', 'Reassessment can be scheduled for a full assessment only.')
  const found = await db.select().from(reassessmentFrequencies).where(eq(reassessmentFrequencies.id, id))
  if (found.length === 0) throw fieldError('reassessment_frequency_id', 'This reassessment frequency does not exist.')
  return id
}

export const createContractorEngagement = async ({ db, session }: Caller, body: CreateEngagement) => {
  const access = await organisationInReach(db, session, body.organisation_id, 'Engagements:Create')
  await contractorInReach(db, session, body.contractor_id, 'Contractors:Read')
  const set = await questionSetById(db, body.question_set_id)
  const insurance = set.type_code === 'SHORT'
  if (insurance && !access.row.insuranceValidationTool)
    throw Forbidden('This organisation does not have the insurance validation tool.')
  if (!insurance && !body.end_client_id) throw fieldError('end_client_id', ENGAGEMENT_MESSAGES.endClientRequired)
  if (insurance && !body.end_client) throw fieldError('end_client', ENGAGEMENT_MESSAGES.endClientRequired)
  for (const id of [body.end_client_id, body.agency_id])
    if (id) await organisationInReach(db, session, id, 'Organisations:Read')
  const rate = access.row.hideRateField ? null : (body.daily_rate ?? null)
  if (!access.row.hideRateField && rate === null) throw fieldError('daily_rate', ENGAGEMENT_MESSAGES.dayRateRequired)
  const role = body.role_id ? await checkRole(db, session, body.role_id) : null
  const frequency = await checkFrequency(db, body.reassessment_frequency_id, set.type_code)
  const headStart = body.role_id ? await copiedAnswers(db, body.role_id, set) : []
  const firer: Firer = { actorId: session.actorId, roles: access.roles }

  return db.transaction(async (tx) => {
    const id = await createEngagement({
      tx,
      firer,
      engagement: {
        organisationId: body.organisation_id,
        name: body.name,
        type: 'Contractor',
        questionSetTypeCode: set.type_code,
        contractorId: body.contractor_id,
        roleId: body.role_id ?? null,
        agencyId: body.agency_id ?? null,
        endClientId: insurance ? null : (body.end_client_id ?? null),
        endClientText: insurance ? (body.end_client ?? null) : null,
        sdsProvider: body.sds_provider || null,
        reassessmentFrequencyId: frequency,
        startDate: utcDay(body.start_date),
        endDate: utcDay(body.end_date),
        dailyRatePence: rate === null ? null : penceOf(rate),
        // A term the body leaves out is the role's, when the engagement is made from one.
        ...termsOfBody({ ...(role ? roleTerms(role) : {}), ...body }),
      },
    })
    await insertAssessment(tx, { engagementId: id, questionSetId: set.id, inProgressAnswerIds: headStart })
    await replaceReviewers(tx, { engagementId: id, choices: body.reviewers ?? [], firer, creating: true })
    return { id }
  })
}

/** The first assessment of an engagement that has none yet (a role's, on its first opening). */
export const createFirstAssessment = async (
  { db, session }: Caller,
  body: { contractor_engagement_id: string; question_set_id?: string },
) => {
  const { engagement } = await engagementInReach(db, session, body.contractor_engagement_id, 'Assessments:Create')
  const set = body.question_set_id
    ? await questionSetById(db, body.question_set_id)
    : await latestQuestionSet(db, engagement.questionSetTypeCode)
  if (set.type_code !== engagement.questionSetTypeCode)
    throw fieldError(
      'question_set_id',
      `This engagement is answered with the ${engagement.questionSetTypeCode} question set.`,
    )
  return db.transaction(async (tx) => {
    const locked = (await tx.select().from(engagements).where(eq(engagements.id, engagement.id)).for('update'))[0]
    if (!locked || locked.deletedAt) throw NotFound('The engagement')
    if (await currentAssessmentOf(tx, engagement.id)) throw Conflict('This engagement already has an assessment.')
    // The first answers are written only in Started: the one state that takes saved progress.
    if (!engagementMachine.resolveState(locked.state as never).can({ type: 'answers.save' }))
      throw Conflict(`This engagement is ${locked.status}: only a new one starts an assessment.`)
    const [row] = await insertAssessment(tx, { engagementId: engagement.id, questionSetId: set.id })
    return row!.id
  })
}
