// A contractor's engagements, the Assessments table of the edit-contractor page (rules
// api.contractors, contractors.edit-screen, lists.defaults: page sizes 10/20/30, default 10, sorted by start
// date, newest first).
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { CONTRACTOR_ENGAGEMENT_SORT_FIELDS } from './contractor-engagements-list.ts'
import { ListQueryFields, PageOf } from './list.ts'

/** GET /api/assessments/contractors/{id}/engagements */
export const ContractorEngagementsQuery = Schema.Struct({
  ...ListQueryFields,
  /** Only the engagements held by this organisation (the contractor's own by default: all of them). */
  org_id: Schema.optionalKey(Uuid),
  sort_by: Schema.optionalKey(Schema.Literals(CONTRACTOR_ENGAGEMENT_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
})
export type ContractorEngagementsQuery = typeof ContractorEngagementsQuery.Type

/** The assessment type the table shows, from the question set type (FULL, or SHORT for insurance validation). */
export const ASSESSMENT_TYPE_LABELS: Record<string, string> = {
  FULL: 'Full assessment',
  SHORT: 'Insurance validation',
}
export const assessmentTypeLabel = (code: string) => ASSESSMENT_TYPE_LABELS[code] ?? code

export const ContractorEngagement = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  organisation_id: Uuid,
  organisation: Schema.String,
  /** FULL or SHORT. */
  type: Schema.String,
  status: Schema.String,
  /** YYYY-MM-DD, or null when not set yet. */
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  archived: Schema.Boolean,
}).annotate({ identifier: 'ContractorEngagement' })
export type ContractorEngagement = typeof ContractorEngagement.Type

export const ContractorEngagementList = PageOf(ContractorEngagement)
export type ContractorEngagementList = typeof ContractorEngagementList.Type
