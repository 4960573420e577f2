// Engagements and their assessments on the wire (rules records.engagement, records.assessment,
// records.answer-submission, engagement.form-rules, api.engagements, api.answers). The engagement machine
// decides the status; the determination (src/domain/determination) decides the result; this file only says
// what travels.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DayOf, utcDay } from './days.ts'
import { ExposureSummary } from './exposure/summary.ts'
import { EXPOSURE_TERMS_OPERATIONS, ExposureTermsBody, ExposureTermsWire } from './exposure-terms.ts'
import { DailyRate, JOB_ROLE_MESSAGES } from './job-roles.ts'
import { maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'
import { ReviewerChoices, ReviewerWire } from './reviewers.ts'

export const ENGAGEMENT_MESSAGES = {
  nameRequired: 'Please enter an engagement name.',
  dayRateRequired: 'Please enter a day rate.',
  /** Also for the free-text end client of an original SDS: the spec words the rule once for both forms. */
  endClientRequired: 'Please select an end client.',
  createFailed: 'Failed to create engagement. Please try again.',
  cancelFailed: 'Failed to cancel assessment. Please try again.',
  leavePage: 'Answers not submitted, do you want to discard changes?',
  reopenedSubmitConfirm: 'Submitting will replace the previous answers of this assessment. Do you want to continue?',
  reassessConfirm: 'A new engagement will be created from this one for a fresh assessment. Do you want to continue?',
  /** An engagement is reassessed once; the next assessment starts from its successor. */
  alreadyReassessed: (successorId: string) =>
    `This engagement has already been reassessed: its reassessment is engagement ${successorId}. Open that one to assess again.`,
  questionSetMismatch: 'These answers belong to another question set. Reload the page to see the current questions.',
  notCurrentAssessment: 'This is not the current assessment of the engagement. Reload the page to see the current one.',
  staleAssessment: 'Someone else changed this assessment since you opened it. Reload the page to see their changes.',
} as const

const atMost50 = Schema.isMaxLength(50, { message: maxLengthMessage(50) })

export const EngagementName = Schema.Trim.pipe(
  Schema.check(Schema.isNonEmpty({ message: ENGAGEMENT_MESSAGES.nameRequired }), atMost50),
)
/** Free-text end client of an original SDS (insurance validation), and the SDS provider: max 50. */
export const OptionalText50 = Schema.NullOr(Schema.Trim.pipe(Schema.check(atMost50)))

export const QUESTION_SET_TYPE_CODES = ['FULL', 'SHORT'] as const
export type QuestionSetTypeCode = (typeof QUESTION_SET_TYPE_CODES)[number]
export const DEFAULT_QUESTION_SET_VERSION = '1.0.1'

/**
 * POST /api/assessments/engagements: a contractor engagement. The question set decides the kind (FULL for
 * a full assessment, SHORT for insurance validation); the first assessment is created with it.
 * role_id copies the answers of a completed role into the new assessment as answers in progress.
 */
export const CreateEngagement = Schema.Struct({
  contractor_id: Uuid,
  /** The organisation that runs the assessment (the selected organisation or one below it). */
  organisation_id: Uuid,
  question_set_id: Uuid,
  name: EngagementName,
  end_client_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  end_client: Schema.optionalKey(OptionalText50),
  agency_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  role_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  start_date: DayOf(JOB_ROLE_MESSAGES.startDateRequired),
  end_date: DayOf(JOB_ROLE_MESSAGES.endDateRequired),
  daily_rate: Schema.optionalKey(DailyRate),
  sds_provider: Schema.optionalKey(OptionalText50),
  reassessment_frequency_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  ...ExposureTermsBody,
  /** The sign-off users: people (with the organisation they were chosen from) or groups. */
  reviewers: Schema.optionalKey(ReviewerChoices),
}).pipe(
  Schema.check(
    Schema.makeFilter((body) => utcDay(body.start_date) <= utcDay(body.end_date), {
      message: JOB_ROLE_MESSAGES.startAfterEnd,
    }),
    Schema.makeFilter((body) => !body.agency_id || body.agency_id !== body.end_client_id, {
      message: JOB_ROLE_MESSAGES.sameEndClientAndAgency,
    }),
  ),
)
export type CreateEngagement = typeof CreateEngagement.Type

/** PATCH /api/assessments/engagements/{id}: /archived alone is the archive event; the rest edit the record. */
export const EngagementPatch = PatchList([
  ReplaceOperation('/archived', Schema.Boolean),
  ReplaceOperation('/name', EngagementName),
  ReplaceOperation('/start_date', DayOf(JOB_ROLE_MESSAGES.startDateRequired)),
  ReplaceOperation('/end_date', DayOf(JOB_ROLE_MESSAGES.endDateRequired)),
  ReplaceOperation('/daily_rate', DailyRate),
  ReplaceOperation('/sds_provider', OptionalText50),
  ReplaceOperation('/reassessment_frequency_id', Schema.NullOr(Uuid)),
  ReplaceOperation('/reviewers', ReviewerChoices),
  ...EXPOSURE_TERMS_OPERATIONS,
])
export type EngagementPatch = typeof EngagementPatch.Type

/** POST /api/assessments/assessments: the first assessment of an engagement that has none (a new role). */
export const CreateAssessment = Schema.Struct({
  contractor_engagement_id: Uuid,
  question_set_id: Schema.optionalKey(Uuid),
})

export const SUBMITTERS = ['CLIENT', 'CONTRACTOR'] as const
export type Submitter = (typeof SUBMITTERS)[number]

const AnswerId = Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(80)))

/** POST /api/assessments/assessments/{id}/answers: Save progress (submitted false) or Submit. */
export const AnswerSubmission = Schema.Struct({
  contractor_engagement_id: Uuid,
  question_set_id: Uuid,
  submitted: Schema.Boolean,
  submitted_by: Schema.Literals(SUBMITTERS),
  notes: Schema.optionalKey(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(2000))))),
  answer_ids: Schema.Array(AnswerId).pipe(Schema.check(Schema.isMaxLength(500))),
  last_category_id: Schema.optionalKey(Schema.NullOr(AnswerId)),
  dissemination: Schema.optionalKey(Schema.Boolean),
  /** The version the answers were given against; a stale one is refused (409). */
  version: Schema.optionalKey(Schema.Int),
})
export type AnswerSubmission = typeof AnswerSubmission.Type

export const CategoryResult = Schema.Struct({
  category_id: Schema.String,
  category_title: Schema.String,
  result: Schema.String,
  answer_ids: Schema.Array(Schema.String),
})
export type CategoryResult = typeof CategoryResult.Type

/** One factor of the determination's reasons: what it concluded, from which answers, and why. */
export const DeterminationReason = Schema.Struct({
  factor: Schema.String,
  result: Schema.String,
  why: Schema.String,
  answers: Schema.Array(Schema.Struct({ question: Schema.String, answer: Schema.String })),
})
export type DeterminationReason = typeof DeterminationReason.Type

export const HmrcOutcome = Schema.Literals(['Inside IR35', 'Outside IR35', 'Undetermined'])
export type HmrcOutcome = typeof HmrcOutcome.Type

/** One run of the questionnaire (rule records.assessment); the first of an engagement's list is current. */
export const AssessmentRecord = Schema.Struct({
  id: Uuid,
  contractor_engagement_id: Uuid,
  /** The engagement's status for the current assessment; "Superseded" or "Cancelled" for older runs. */
  status: Schema.String,
  result: Schema.NullOr(Schema.String),
  result_code: Schema.NullOr(Schema.String),
  /** The reasons as safe HTML, built by the determination from escaped texts. */
  result_summary: Schema.NullOr(Schema.String),
  /** The same reasons as data, for the report and the SDS. */
  reasons: Schema.Array(DeterminationReason),
  score: Schema.NullOr(Schema.Number),
  hmrc_outcome: Schema.NullOr(HmrcOutcome),
  hmrc_reason: Schema.NullOr(Schema.String),
  needs_manual_review: Schema.Boolean,
  question_set_id: Uuid,
  question_set_version: Schema.String,
  question_set_type: Schema.Literals(['SDS', 'IVT']),
  question_set_type_code: Schema.Literals(QUESTION_SET_TYPE_CODES),
  /** Answers saved but not yet submitted. */
  in_progress_answer_ids: Schema.Array(Schema.String),
  /** The submitted answers, both respondents'. */
  answer_ids: Schema.Array(Schema.String),
  assessment_category_results: Schema.Array(CategoryResult),
  last_category_id: Schema.NullOr(Schema.String),
  /** A newer version of the question set exists. */
  requires_update: Schema.Boolean,
  submitted_by: Schema.NullOr(Schema.Literals(SUBMITTERS)),
  manual_override_reason: Schema.NullOr(Schema.String),
  manual_override_by: Schema.NullOr(Schema.String),
  completed_on: Schema.NullOr(Schema.String),
  assessor: Schema.NullOr(Schema.String),
  assessor_organisation: Schema.NullOr(Schema.String),
  created: Schema.String,
  version: Schema.Int,
}).annotate({ identifier: 'Assessment' })
export type AssessmentRecord = typeof AssessmentRecord.Type

/** GET /api/assessments/engagements/{id} (rule records.engagement). */
export const EngagementRecord = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  /** A contractor engagement, a role, or a worker's own working practices review. */
  type: Schema.Literals(['Contractor', 'Role', 'WorkingPracticesReview']),
  status: Schema.String,
  organisation_id: Uuid,
  organisation: Schema.String,
  end_client_id: Schema.NullOr(Uuid),
  end_client: Schema.NullOr(Schema.String),
  agency_id: Schema.NullOr(Uuid),
  agency: Schema.NullOr(Schema.String),
  contractor_id: Schema.NullOr(Uuid),
  contractor_name: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  role_id: Schema.NullOr(Uuid),
  role_name: Schema.NullOr(Schema.String),
  question_set_id: Schema.NullOr(Uuid),
  question_set_type_code: Schema.Literals(QUESTION_SET_TYPE_CODES),
  question_set_type_name: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  /** Pounds; null when the organisation hides the rate field. */
  daily_rate: Schema.NullOr(Schema.Number),
  /** Pounds, rounded down; null while there is no result or when the rate field is hidden. */
  financial_exposure: Schema.NullOr(Schema.Number),
  /** Pounds, rounded down; null as above, or when the organisation hides the offset. */
  financial_offset: Schema.NullOr(Schema.Number),
  /** Caveats of the exposure estimate (a date past the tax table, bank holidays not bundled ...). */
  exposure_notes: Schema.Array(Schema.String),
  /** The exposure's breakdown (three coding figures, set-off, time limits, interest, penalties, liability), in
   * pence; null as financial_exposure is, or for a result stored before the breakdown was kept. */
  exposure_detail: Schema.NullOr(ExposureSummary),
  ...ExposureTermsWire,
  sds_provider: Schema.NullOr(Schema.String),
  reassessment_frequency_id: Schema.NullOr(Uuid),
  reassessed_from_id: Schema.NullOr(Uuid),
  /** The engagement this one was reassessed as (it is reassessed once), or null. */
  reassessed_to_id: Schema.NullOr(Uuid),
  archived: Schema.Boolean,
  hide_rate_field: Schema.Boolean,
  hide_offset: Schema.Boolean,
  /** The engagement machine's events the caller may send now (drives which buttons show). */
  can: Schema.Struct({
    save_answers: Schema.Boolean,
    submit_answers: Schema.Boolean,
    reopen: Schema.Boolean,
    cancel_reopen: Schema.Boolean,
    /** The client withdraws the contractor's questions (while Awaiting Contractor). */
    retract_contractor_questions: Schema.Boolean,
    reassess: Schema.Boolean,
    delete: Schema.Boolean,
    download_sds: Schema.Boolean,
  }),
  assessments: Schema.Array(AssessmentRecord),
  version: Schema.Int,
  /** The sign-off reviewers, the removed ones last (rule records.reviewer). */
  reviewers: Schema.Array(ReviewerWire),
  /** Disputes the client has still to answer, and whether one has passed 31 days (the board's "Dispute Due"). */
  open_disputes: Schema.optionalKey(Schema.Int),
  dispute_due: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: 'Engagement' })
export type EngagementRecord = typeof EngagementRecord.Type

/** A row of GET /api/assessments/engagements: the engagements the caller may read, the latest changed first. */
export const EngagementListItem = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  type: Schema.String,
  status: Schema.String,
  archived: Schema.Boolean,
  organisation_id: Uuid,
  organisation: Schema.String,
  updated_at: Schema.String,
}).annotate({ identifier: 'EngagementListItem' })

/** What a lifecycle command (reopen) answers: the engagement's status and version after it. */
export const EngagementStatusChange = Schema.Struct({ id: Uuid, status: Schema.String, version: Schema.Int })

/** GET /api/assessments/reassessment-frequencies */
export const ReassessmentFrequency = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  months: Schema.Int,
}).annotate({ identifier: 'ReassessmentFrequency' })
export type ReassessmentFrequency = typeof ReassessmentFrequency.Type
