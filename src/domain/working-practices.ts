// A worker's own working practices review (rules wpr.screens, wpr.disclaimer, one-off.list,
// records.wpr-row, wpr.start-form, api.working-practices, lists.defaults) and the provider's one-off assessments of
// those workers. The review is an engagement of its own type, owned by the provider organisation, answered wholly by
// the worker; it never yields an SDS (only the client issues one), so its result is the worker's own, not a
// determination.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DayOf, utcDay } from './days.ts'
import { type ResultColour, resultColour } from './determination/results.ts'
import { DailyRate, JOB_ROLE_MESSAGES } from './job-roles.ts'
import { ListQueryFields, PageOf, QueryFlag } from './list.ts'
import { maxLengthMessage } from './messages.ts'
import { ArchivedPatch } from './patch.ts'
import { CONTRACTOR_SORT_FIELDS, REVIEW_SORT_FIELDS } from './working-practices-lists.ts'

/** The engagement type of a working practices review (beside 'Contractor' and 'Role'). */
export const WORKING_PRACTICES_REVIEW = 'WorkingPracticesReview'

/** The end client's size (GET /api/assessments/business-sizes); ids never change once released. */
export const BUSINESS_SIZES = [
  { id: 1, name: 'Small' },
  { id: 2, name: 'Medium' },
  { id: 3, name: 'Large' },
] as const
export const BusinessSize = Schema.Struct({ id: Schema.Int, name: Schema.String })
export type BusinessSize = typeof BusinessSize.Type

/** The start form's messages, word for word (rule wpr.start-form). */
export const WORKING_PRACTICES_MESSAGES = {
  endClientRequired: 'Please enter your end client name',
  nameRequired: 'Please enter your job title',
  businessSizeRequired: 'Please select your end client business size',
  startDateRequired: JOB_ROLE_MESSAGES.startDateRequired,
  startAfterEnd: JOB_ROLE_MESSAGES.startAfterEnd,
  endDateRequired: JOB_ROLE_MESSAGES.endDateRequired,
  dayRateRequired: 'Please enter a day rate.',
  dayRateNegative: JOB_ROLE_MESSAGES.dailyRateNegative,
  /** An unexpected answer to the create call (rule errors.user-alerts). */
  unexpected: 'Unexpected error, please try again.',
  unknownBusinessSize: 'This business size does not exist.',
  contractorsOnly: 'Only a contractor starts their own working practices review.',
  notYourContractor: 'master_contractor_id must be your own contractor record.',
  /** The one-off assessments' empty table (rule one-off.list). */
  noContractors: 'No contractors have been added yet. Please add new contractors.',
  noReviews: 'You have not started a working practices review yet.',
  noMatches: 'No assessments associated with your search could be found.',
} as const

/** Screen 15: what the worker confirms before the first answer. */
export const DISCLAIMER = {
  title: 'PLEASE NOTE',
  body: [
    'The status determination of this review depends on the information you enter: answer each question as the work is really done.',
    'By continuing you confirm that you are the appropriate person to complete this review, and that the end client has a permanent establishment in the UK and is a medium or large company.',
  ],
  continue: 'Continue',
  cancel: 'Cancel',
} as const

const Text50 = (required: string) =>
  Schema.Trim.pipe(
    Schema.check(Schema.isNonEmpty({ message: required }), Schema.isMaxLength(50, { message: maxLengthMessage(50) })),
  )
const OptionalText50 = Schema.NullOr(
  Schema.Trim.pipe(Schema.check(Schema.isMaxLength(50, { message: maxLengthMessage(50) }))),
)

/** POST /api/assessments/engagements/working-practise-reviews (rule api.working-practices); answers { id }. */
export const CreateWorkingPracticeReview = Schema.Struct({
  /** The FULL question set to answer; the latest when absent. */
  question_set_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  end_client: Text50(WORKING_PRACTICES_MESSAGES.endClientRequired),
  agency: Schema.optionalKey(OptionalText50),
  /** The worker's contractor record under the provider; made on the first review when absent. */
  master_contractor_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  /** The job title. */
  name: Text50(WORKING_PRACTICES_MESSAGES.nameRequired),
  business_size_id: Schema.NullOr(Schema.Int),
  start_date: DayOf(WORKING_PRACTICES_MESSAGES.startDateRequired),
  end_date: DayOf(WORKING_PRACTICES_MESSAGES.endDateRequired),
  daily_rate: DailyRate,
}).pipe(
  Schema.check(
    Schema.makeFilter((body) => utcDay(body.start_date) <= utcDay(body.end_date), {
      message: WORKING_PRACTICES_MESSAGES.startAfterEnd,
    }),
    Schema.makeFilter((body) => body.business_size_id !== null, {
      message: WORKING_PRACTICES_MESSAGES.businessSizeRequired,
    }),
    Schema.makeFilter((body) => body.daily_rate !== null, { message: WORKING_PRACTICES_MESSAGES.dayRateRequired }),
  ),
)
export type CreateWorkingPracticeReview = typeof CreateWorkingPracticeReview.Type

/** GET .../working-practise-reviews and .../master-contractors/{id}/engagements. */
export const ReviewListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_by: Schema.optionalKey(Schema.Literals(REVIEW_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  show_archived: QueryFlag,
})
export type ReviewListQuery = typeof ReviewListQuery.Type

/** One review as its tables list it (rule records.wpr-row, with name and status). */
export const WorkingPracticeReviewRow = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  end_client: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  /** The current assessment's result; null while it is being answered (Incomplete). */
  result: Schema.NullOr(Schema.String),
  status: Schema.String,
  archived: Schema.Boolean,
}).annotate({ identifier: 'WorkingPracticeReviewRow' })
export type WorkingPracticeReviewRow = typeof WorkingPracticeReviewRow.Type
export const WorkingPracticeReviewPage = PageOf(WorkingPracticeReviewRow)
export type WorkingPracticeReviewPage = typeof WorkingPracticeReviewPage.Type

/**
 * result_ord: the order "result ascending" means. A review still being answered comes first (the worker's
 * work to do), then red, amber and green results.
 */
const RESULT_ORD: Record<ResultColour | 'none', number> = { none: 0, red: 1, amber: 2, green: 3 }
export const resultOrd = (result: string | null) => RESULT_ORD[resultColour(result) ?? 'none']

/** GET /api/assessments/engagements/one-off-assessments */
export const OneOffQuery = Schema.Struct({
  ...ListQueryFields,
  sort_by: Schema.optionalKey(Schema.Literals(CONTRACTOR_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
})
export type OneOffQuery = typeof OneOffQuery.Type

/** A worker who has run a working practices review: their contractor record under the provider. */
export const OneOffContractorRow = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  email: Schema.String,
  company_name: Schema.String,
  phone_number: Schema.String,
  reviews: Schema.Int,
  /** When their newest review was started (ISO instant). */
  latest_review: Schema.NullOr(Schema.String),
})
export type OneOffContractorRow = typeof OneOffContractorRow.Type
export const OneOffContractorPage = PageOf(OneOffContractorRow)
export type OneOffContractorPage = typeof OneOffContractorPage.Type

/** GET /api/assessments/master-contractors/{contractorId}: a one-off worker's details, for the provider's team. */
export const OneOffContractor = Schema.Struct({
  id: Uuid,
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
  company_number: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  organisation_id: Uuid,
})
export type OneOffContractor = typeof OneOffContractor.Type

/** PATCH /api/assessments/engagements/working-practise-reviews/{id}: the worker archives their own review. */
export const OwnReviewPatch = ArchivedPatch
export type OwnReviewPatch = ArchivedPatch
