// Job roles on the wire (rules records.job-role, roles.result-column, roles.delete, roles.form,
// api.job-roles, engagement.form-rules). A job role is an engagement of type Role: the
// engagement machine governs its status, archive flag and deletion.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DayOf, utcDay } from './days.ts'
import { EXPOSURE_TERMS_OPERATIONS, ExposureTermsBody, ExposureTermsWire } from './exposure-terms.ts'
import { JOB_ROLE_MESSAGES, JOB_ROLE_RESULTS } from './job-role-values.ts'
import { JOB_ROLE_SORT_FIELDS } from './job-roles-list.ts'
import { ListQueryFields, QueryFlag } from './list.ts'
import { maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'
import { ReviewerChoices, ReviewerWire } from './reviewers.ts'

// What the roles pages show (messages, the Result column) lives in job-role-values.ts, so they do not load these
// schemas with their code; the server and the tests may import it here too.
export {
  JOB_ROLE_MESSAGES,
  JOB_ROLE_RESULTS,
  type JobRoleResult,
  penceOf,
  poundsOf,
  type ResultDisplay,
  resultDisplayOf,
  roleListResultOf,
} from './job-role-values.ts'

export const RoleName = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: JOB_ROLE_MESSAGES.nameRequired }),
    Schema.isMaxLength(50, { message: maxLengthMessage(50) }),
  ),
)
export const RoleReference = Schema.NullOr(
  Schema.Trim.pipe(Schema.check(Schema.isMaxLength(50, { message: maxLengthMessage(50) }))),
)

/** The day rate in pounds, at most two decimals; null when the organisation hides the rate field. */
export const DailyRate = Schema.NullOr(
  Schema.Number.pipe(
    Schema.check(
      Schema.makeFilter((value: number) => Number.isFinite(value), { message: JOB_ROLE_MESSAGES.dailyRateInvalid }),
      Schema.makeFilter((value: number) => value >= 0, { message: JOB_ROLE_MESSAGES.dailyRateNegative }),
      Schema.makeFilter((value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        message: 'A daily rate has at most two decimals (pence).',
      }),
      Schema.makeFilter((value: number) => value <= 1_000_000, { message: JOB_ROLE_MESSAGES.dailyRateInvalid }),
    ),
  ),
)

/** POST /api/assessments/jobroles: the role record, its end client (organisation_id) and agency. */
export const CreateJobRole = Schema.Struct({
  name: RoleName,
  reference: Schema.optionalKey(RoleReference),
  start_date: DayOf(JOB_ROLE_MESSAGES.startDateRequired),
  end_date: DayOf(JOB_ROLE_MESSAGES.endDateRequired),
  daily_rate: Schema.optionalKey(DailyRate),
  organisation_id: Uuid,
  agency_id: Schema.optionalKey(Schema.NullOr(Uuid)),
  archived: Schema.optionalKey(Schema.Literal(false)),
  /** The sign-off users of the role (rule roles.form). */
  reviewers: Schema.optionalKey(ReviewerChoices),
  /** The payment terms and client the role's exposure is worked with, as an engagement's. */
  ...ExposureTermsBody,
}).pipe(
  Schema.check(
    Schema.makeFilter((role) => utcDay(role.start_date) <= utcDay(role.end_date), {
      message: JOB_ROLE_MESSAGES.startAfterEnd,
    }),
    Schema.makeFilter((role) => !role.agency_id || role.agency_id !== role.organisation_id, {
      message: JOB_ROLE_MESSAGES.sameEndClientAndAgency,
    }),
  ),
)
export type CreateJobRole = typeof CreateJobRole.Type

/** PATCH /api/assessments/jobroles/{id}: update the record; /archived is the archive or unarchive event. */
export const JobRolePatch = PatchList([
  ReplaceOperation('/name', RoleName),
  ReplaceOperation('/reference', RoleReference),
  ReplaceOperation('/start_date', DayOf(JOB_ROLE_MESSAGES.startDateRequired)),
  ReplaceOperation('/end_date', DayOf(JOB_ROLE_MESSAGES.endDateRequired)),
  ReplaceOperation('/daily_rate', DailyRate),
  ReplaceOperation('/archived', Schema.Boolean),
  ReplaceOperation('/reviewers', ReviewerChoices),
  ...EXPOSURE_TERMS_OPERATIONS,
])
export type JobRolePatch = typeof JobRolePatch.Type

/** GET /api/assessments/jobroles: newest first unless asked otherwise; archived only with include_archived. */
export const JobRoleListQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: Schema.optionalKey(Schema.Literals(['10', '20', '30', '10000'])),
  sort_by: Schema.optionalKey(Schema.Literals(JOB_ROLE_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  include_archived: QueryFlag,
  completed_only: QueryFlag,
  org_id: Uuid,
})
export type JobRoleListQuery = typeof JobRoleListQuery.Type

/** A row of the roles list (rule records.job-role). */
export const JobRoleListItem = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  organisation_name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  last_result: Schema.NullOr(Schema.Literals(JOB_ROLE_RESULTS)),
  assessment_status: Schema.String,
  requires_update: Schema.Boolean,
  date_last_used: Schema.NullOr(Schema.String),
  date_created: Schema.String,
  archived: Schema.Boolean,
}).annotate({ identifier: 'JobRoleListItem' })
export type JobRoleListItem = typeof JobRoleListItem.Type

/** One role (spec "Role record"), with its agency, status, version and the terms its exposure is worked with. */
export const JobRoleRecord = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  organisation_id: Uuid,
  organisation_name: Schema.String,
  agency_id: Schema.NullOr(Uuid),
  archived: Schema.Boolean,
  status: Schema.String,
  date_last_used: Schema.NullOr(Schema.String),
  version: Schema.Number,
  /** The role's sign-off reviewers, the removed ones last. */
  reviewers: Schema.Array(ReviewerWire),
  ...ExposureTermsWire,
}).annotate({ identifier: 'JobRole' })
export type JobRoleRecord = typeof JobRoleRecord.Type

/** An engagement made from a role. */
export const RoleEngagement = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  type: Schema.String,
  status: Schema.String,
  organisation_name: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  date_created: Schema.String,
}).annotate({ identifier: 'RoleEngagement' })
