// A worker's own working practices review (rules wpr.screens, wpr.disclaimer, one-off.list,
// records.wpr-row, wpr.start-form, api.working-practices, lists.defaults) and the provider's one-off assessments of
// those workers. The review is an engagement of its own type, owned by the provider organisation, answered wholly by
// the worker; it never yields an SDS (only the client issues one), so its result is the worker's own, not a
// determination.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DayOf, utcDay } from './days.ts'
import { type ResultColour, resultColour } from './determination/results.ts'
import { DailyRate } from './job-roles.ts'
import { ListQueryFields, PageOf, QueryFlag } from './list.ts'
import { maxLengthMessage } from './messages.ts'
import { ArchivedPatch } from './patch.ts'
import { WORKING_PRACTICES_MESSAGES } from './working-practice-values.ts'
import { CONTRACTOR_SORT_FIELDS, REVIEW_SORT_FIELDS } from './working-practices-lists.ts'

// What the working practice pages show (the messages, the disclaimer, the business sizes) lives in
// working-practice-values.ts, so they do not load these schemas with their code; the server and the tests may import
// it here too.
export {
  BUSINESS_SIZES,
  DISCLAIMER,
  WORKING_PRACTICES_MESSAGES,
  WORKING_PRACTICES_REVIEW,
} from './working-practice-values.ts'

export const BusinessSize = Schema.Struct({ id: Schema.Int, name: Schema.String })
export type BusinessSize = typeof BusinessSize.Type
/** GET /api/assessments/business-sizes */
export const BusinessSizes = Schema.Array(BusinessSize)

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
