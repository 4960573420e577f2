// The contractor portal (rules sds-hub.screen, records.sds-hub-row, api.contractor-portal): the SDS hub's tables and
// cards, the contractor's own archive flag, and one engagement as its contractor sees it. Only contractor sessions.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DeterminationReason, HmrcOutcome, Submitter } from '#domain/assessments'
import type {
  ContractorEngagementView,
  SdsHubActions,
  SdsHubInProgress,
  SdsHubPage,
  SdsHubQuery,
  SdsHubRow,
  SdsHubRowPatch,
} from '#domain/contractor-portal'
import { isTrue, pagingOf } from '#domain/list'
import { findAnswer } from '#domain/questionnaire'
import { SDS_HUB_DEFAULT_SORT, SDS_HUB_PAGE_SIZE } from '#domain/sds-hub-list'
import type { AccessTokenClaims } from '#domain/session'
import { engagementMachine } from '#machines/engagement.machine'
import type { Queryable } from '../../db/client.ts'
import { assessments, engagements, sdsDocuments } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import { type AssessmentRow, currentAssessmentOf } from '../engagements/assessments.queries.ts'
import {
  contractorEngagementInReach,
  requireContractor,
  sdsIssuedToContractor,
} from '../engagements/contractor-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { sdsSentOn } from '../engagements/sds-sent-on.ts'
import { contractorPartyView } from '../sds/party-acknowledgement.service.ts'
import { hubRows } from './contractor-portal.queries.ts'

type Caller = { db: Queryable; session: AccessTokenClaims }

/** GET /sds-engagements: the SDS Manager table. Without show_all, only the engagements whose SDS is issued. */
export const listSdsEngagements = async ({ db, session }: Caller, query: SdsHubQuery): Promise<SdsHubPage> => {
  requireContractor(session)
  const { page, pageSize } = pagingOf(query, SDS_HUB_PAGE_SIZE)
  const { items, count } = await hubRows(
    db,
    {
      actorId: session.actorId,
      ...(query.search ? { search: query.search } : {}),
      ...(isTrue(query.show_all) ? {} : { sdsIssued: true }),
      includeArchived: isTrue(query.show_archived),
    },
    {
      sortBy: query.sort_by ?? SDS_HUB_DEFAULT_SORT.sort_by,
      direction: query.sort_direction ?? SDS_HUB_DEFAULT_SORT.sort_direction,
    },
    { page, pageSize },
  )
  return { items, count, pages: Math.ceil(count / pageSize) }
}

/** GET /actions: every engagement that asks something of the contractor, newest first. */
export const listHubActions = async (
  { db, session }: Caller,
  query: { show_archived?: 'true' | 'false' },
): Promise<SdsHubActions> => {
  requireContractor(session)
  const { items } = await hubRows(
    db,
    { actorId: session.actorId, withAction: true, includeArchived: isTrue(query.show_archived) },
    { sql: sql`created_at desc` },
  )
  return { items }
}

/** GET /in-progress: the engagements whose SDS is not issued yet, newest start first. */
export const listInProgress = async ({ db, session }: Caller): Promise<SdsHubInProgress> => {
  requireContractor(session)
  const { items } = await hubRows(
    db,
    { actorId: session.actorId, sdsIssued: false, includeArchived: false },
    { sql: sql`start_date desc` },
  )
  return { items }
}

const hubRowOf = async (db: Queryable, actorId: string, engagementId: string): Promise<SdsHubRow> => {
  const row = (await hubRows(db, { actorId, engagementId, includeArchived: true }, { sql: sql`created_at` })).items[0]
  if (!row) throw NotFound('The engagement')
  return row
}

/**
 * PATCH /sds-engagements/{id}: the contractor's own archive flag. It is their view of the hub, not the
 * engagement's status, so no machine event: the organisation's archive flag and version stay as they are.
 */
export const patchHubRow = async (
  { db, session }: Caller,
  engagementId: string,
  operations: SdsHubRowPatch,
): Promise<SdsHubRow> => {
  requireContractor(session)
  await contractorEngagementInReach(db, session, engagementId)
  const archived = operations.at(-1)!.value
  await db
    .update(engagements)
    .set({ contractorArchived: archived })
    .where(and(eq(engagements.id, engagementId), isNull(engagements.deletedAt)))
  return hubRowOf(db, session.actorId, engagementId)
}

const latestSds = async (db: Queryable, engagementId: string) =>
  (
    await db
      .select()
      .from(sdsDocuments)
      .where(and(eq(sdsDocuments.engagementId, engagementId), isNull(sdsDocuments.withdrawnAt)))
      .orderBy(desc(sdsDocuments.version))
      .limit(1)
  )[0]

/** The assessment an SDS was issued from (the current one for an SDS sent without a stored document). */
const determinationOf = async (db: Queryable, sds: { assessmentId: string } | undefined, current: AssessmentRow) =>
  sds && sds.assessmentId !== current.id
    ? ((await db.select().from(assessments).where(eq(assessments.id, sds.assessmentId)))[0] ?? current)
    : current

/** GET /engagements/{id} (and a contractor's answers call): never the client's answers, score or money. */
export const contractorEngagementView = async (
  { db, session }: Caller,
  engagementId: string,
  options: { opening?: boolean } = {},
): Promise<ContractorEngagementView> => {
  requireContractor(session)
  const { engagement, firer } = await contractorEngagementInReach(db, session, engagementId)
  const row = await hubRowOf(db, session.actorId, engagementId)
  const assessment = await currentAssessmentOf(db, engagementId)
  if (!assessment) throw NotFound('The assessment')
  const set = await questionSetById(db, assessment.questionSetId)
  const theirs = (ids: readonly string[]) =>
    ids.filter((id) => findAnswer(set, id)?.question.respondent === 'CONTRACTOR')
  const issued = sdsIssuedToContractor(engagement)
  const sds = issued ? await latestSds(db, engagementId) : undefined
  const determination = issued ? await determinationOf(db, sds, assessment) : assessment
  const snapshot = engagementMachine.resolveState(engagement.state as never)
  // Their copy of the SDS once it has been sent to them; opening their SDS page marks it opened.
  const distribution = await contractorPartyView(db, engagement, firer, { markOpened: options.opening === true })
  return {
    id: engagement.id,
    name: engagement.name,
    organisation: row.organisation,
    end_client: row.end_client,
    agency: row.agency,
    start_date: engagement.startDate,
    end_date: engagement.endDate,
    status: engagement.status,
    archived: engagement.contractorArchived,
    assessment: {
      id: assessment.id,
      question_set_id: assessment.questionSetId,
      question_set_version: set.version,
      answer_ids: theirs(assessment.answerIds),
      in_progress_answer_ids: theirs(assessment.inProgressAnswerIds),
      last_category_id: assessment.lastCategoryId,
      submitted_by: assessment.submittedBy as Submitter | null,
      version: assessment.version,
    },
    sds: issued
      ? {
          result: sds?.conclusion ?? row.i_r35_determination ?? '',
          // The CEST outcome of the same answers as the statement's own reasons.
          hmrc_outcome: determination.hmrcOutcome as HmrcOutcome | null,
          hmrc_reason: determination.hmrcReason,
          issued_on: sds?.issuedOn ?? (await sdsSentOn(db, engagementId)),
          // The statement's own reasons, as its PDF gives them: the worker may read them before acknowledging.
          reasons: determination.reasons as DeterminationReason[],
          override: determination.manualOverrideReason
            ? { by: determination.manualOverrideBy, reason: determination.manualOverrideReason }
            : null,
        }
      : null,
    distribution,
    // The SDS download is allowed once the contractor has acknowledged it (rule sds.download).
    can: {
      answer: snapshot.can({ type: 'contractorAnswers.save' }),
      download_sds: issued && !!distribution?.can.download,
    },
  }
}
