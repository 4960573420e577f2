// The contractor's side of an engagement (rules result.panel, sds-hub.screen, records.sds-hub-row,
// api.contractor-portal, lists.defaults): the SDS hub's rows and actions, the contractor's view of one engagement,
// their own archive flag, and the client's retraction of the contractor's questions. A contractor reaches only the
// engagements of the contractor records linked to their account.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DeterminationReason, HmrcOutcome, SUBMITTERS } from './assessments.ts'
import { ListQueryFields, PageOf, QueryFlag } from './list.ts'
import { ArchivedPatch } from './patch.ts'
import { DistributionWire } from './sds-distribution.ts'
import { SDS_HUB_SORT_FIELDS } from './sds-hub-list.ts'

/** GET /api/assessments/contractor-portal/sds-engagements */
export const SdsHubQuery = Schema.Struct({
  ...ListQueryFields,
  sort_by: Schema.optionalKey(Schema.Literals(SDS_HUB_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  /** Every engagement of the contractor, not only those whose SDS has been issued. */
  show_all: QueryFlag,
  /** Also the rows the contractor archived. */
  show_archived: QueryFlag,
})
export type SdsHubQuery = typeof SdsHubQuery.Type

/**
 * What the contractor is asked to do about an engagement: answer their questions while it awaits them, read
 * the SDS once one is issued (acknowledging or disputing it comes with the SDS page), or nothing.
 */
export const SDS_HUB_ACTIONS = ['COMPLETE_QUESTIONS', 'VIEW_SDS'] as const
export type SdsHubAction = (typeof SDS_HUB_ACTIONS)[number]

/** One engagement as the SDS hub lists it (rule records.sds-hub-row, with the names the screens need). */
export const SdsHubRow = Schema.Struct({
  engagement_id: Uuid,
  engagement_name: Schema.String,
  /** The end client's name (or the free-text end client of an original SDS). */
  end_client: Schema.NullOr(Schema.String),
  /** The organisation between end client and contractor, if any. */
  agency: Schema.NullOr(Schema.String),
  /** The organisation that assesses the engagement. */
  organisation: Schema.String,
  /** YYYY-MM-DD, or null. */
  start_date: Schema.NullOr(Schema.String),
  /** The engagement's status, e.g. "Awaiting Contractor". */
  status: Schema.String,
  /** The determination once the SDS is issued (e.g. "Outside IR35"); null before. */
  i_r35_determination: Schema.NullOr(Schema.String),
  /** OPEN or RESOLVED for the latest dispute, null without one. */
  dispute_status: Schema.NullOr(Schema.Literals(['OPEN', 'RESOLVED'])),
  /** Whether the SDS has been issued (the engagement machine's sdsIssued tag). */
  sds_issued: Schema.Boolean,
  /** The contractor's own archive flag. */
  archived: Schema.Boolean,
  action: Schema.NullOr(Schema.Literals(SDS_HUB_ACTIONS)),
}).annotate({ identifier: 'SdsHubRow' })
export type SdsHubRow = typeof SdsHubRow.Type

export const SdsHubPage = PageOf(SdsHubRow)
export type SdsHubPage = typeof SdsHubPage.Type

/** PATCH /api/assessments/contractor-portal/sds-engagements/{engagementId}: the contractor's archive flag. */
export const SdsHubRowPatch = ArchivedPatch
export type SdsHubRowPatch = ArchivedPatch

/**
 * GET /api/assessments/contractor-portal/engagements/{engagementId}: the engagement as its contractor sees it.
 * The client's answers, the score and the financial figures are not part of it. A contractor's
 * POST /api/assessments/assessments/{id}/answers (submitted_by CONTRACTOR) answers this view too, for the same
 * reason: the assessment record an organisation user gets carries the client's answers and the score.
 */
export const ContractorEngagementView = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  organisation: Schema.String,
  end_client: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  status: Schema.String,
  archived: Schema.Boolean,
  assessment: Schema.Struct({
    id: Uuid,
    question_set_id: Schema.String,
    question_set_version: Schema.String,
    /** The contractor's submitted answers (their own questions only). */
    answer_ids: Schema.Array(Schema.String),
    /** The contractor's saved, unsubmitted answers. */
    in_progress_answer_ids: Schema.Array(Schema.String),
    last_category_id: Schema.NullOr(Schema.String),
    submitted_by: Schema.NullOr(Schema.Literals(SUBMITTERS)),
    version: Schema.Int,
  }),
  /**
   * Present once the SDS is issued: its conclusion with the reasons the statement gives (each factor, why, and
   * the answers that decided it) and a reviewer's override, so the worker reads them before choosing to
   * acknowledge or dispute (the PDF itself downloads after the acknowledgement).
   */
  sds: Schema.NullOr(
    Schema.Struct({
      result: Schema.String,
      hmrc_outcome: Schema.NullOr(HmrcOutcome),
      /** What the HMRC-equivalent outcome rests on, in plain words (docs/cest.md). */
      hmrc_reason: Schema.NullOr(Schema.String),
      issued_on: Schema.NullOr(Schema.String),
      reasons: Schema.Array(DeterminationReason),
      override: Schema.NullOr(Schema.Struct({ by: Schema.NullOr(Schema.String), reason: Schema.String })),
    }),
  ),
  /** The contractor's own copy of the SDS once it has been sent to them (acknowledge, dispute), else null. */
  distribution: Schema.NullOr(DistributionWire),
  can: Schema.Struct({
    /** Save and submit answers to the contractor's questions (the machine accepts contractorAnswers.*). */
    answer: Schema.Boolean,
    download_sds: Schema.Boolean,
  }),
}).annotate({ identifier: 'ContractorEngagement' })
export type ContractorEngagementView = typeof ContractorEngagementView.Type

/**
 * The texts of the contractor's side (rules result.panel, errors.logged-only), one table for the browser and the
 * server.
 */
export const CONTRACTOR_PORTAL_MESSAGES = {
  submittedTitle: 'Assessment successfully submitted',
  submittedBody: 'You have submitted this assessment.',
  roleQuestionsTitle: 'Role based questions',
  roleQuestionsBody: 'You have answered all the role based questions.',
  retract: 'Retract questions',
  notYourEngagement: 'This engagement is not one of yours.',
  noContractorQuestions: 'This engagement has no questions for you to answer now.',
  clientQuestionsRefused: "These answers belong to the client's questions; you can answer only your own.",
  /** An organisation user calling the contractor portal (a person is either an organisation user or a contractor). */
  contractorsOnly: 'The SDS hub is for contractors: sign in with your contractor account.',
  organisationUsersOnly: 'This is for organisation users; contractors find their engagements in the SDS hub.',
  /** An organisation user sending submitted_by CONTRACTOR. */
  contractorAnswersOnly: "Only the contractor submits the contractor's answers.",
  /** A contractor sending submitted_by CLIENT. */
  clientAnswersOnly: "The client's answers come from the organisation; send your answers as CONTRACTOR.",
  sdsNotIssued: 'The SDS can be downloaded once it has been issued to you.',
} as const

/**
 * Question dissemination (the organisation setting question_dissemination): only an organisation that sends
 * questions to contractors may submit with dissemination true.
 */
export const DISSEMINATION_MESSAGES = {
  notOffered:
    'Your organisation does not send questions to contractors, so this assessment cannot be sent to the contractor. Submit it without dissemination.',
} as const

/**
 * GET /api/assessments/contractor-portal/actions?show_archived=true|false: the hub's "Actions required" cards,
 * every engagement of the contractor with an action (a contractor has few, so no paging), newest first.
 */
export const SdsHubActionsQuery = Schema.Struct({ show_archived: QueryFlag })
export const SdsHubActions = Schema.Struct({ items: Schema.Array(SdsHubRow) })
export type SdsHubActions = typeof SdsHubActions.Type

/**
 * GET /api/assessments/contractor-portal/in-progress: the hub's "Assessments in progress", the contractor's
 * engagements whose SDS is not issued yet (not archived by the contractor), newest start first.
 */
export const SdsHubInProgress = Schema.Struct({ items: Schema.Array(SdsHubRow) })
export type SdsHubInProgress = typeof SdsHubInProgress.Type

/**
 * POST /api/assessments/assessments/{assessmentId}/retract (no body; If-Match optional): the client withdraws
 * the contractor's questions while the engagement awaits the contractor. They stay unanswered, the result is
 * worked out from the client's answers, and the engagement moves on through the lifecycle machine
 * (contractorQuestions.retract). Answers the updated assessment, like a submission.
 */
export const RETRACT_MESSAGES = {
  confirmTitle: 'Retract the contractor’s questions?',
  confirmBody:
    'The contractor will no longer be asked. The result will be worked out from your answers alone, and the contractor’s questions stay unanswered.',
  notAwaiting: 'The contractor’s questions can be retracted only while the engagement is Awaiting Contractor.',
} as const
