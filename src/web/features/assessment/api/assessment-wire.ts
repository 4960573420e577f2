// The engagement and assessment records as the server sends them, decoded into the domain's record types;
// a field the server drops or renames fails here, not deep inside a view.
import * as Schema from 'effect/Schema'
import { type AssessmentRecord, type EngagementRecord, QUESTION_SET_TYPE_CODES, SUBMITTERS } from '#domain/assessments'
import { CODINGS } from '#domain/exposure/paye'
import { INVOICING_FREQUENCIES } from '#domain/exposure/payments'
import { BEHAVIOURS } from '#domain/exposure/penalties'
import { TIME_LIMITS } from '#domain/exposure/time-limits'
import { ExposureTermsWire } from '#domain/exposure-terms'
import { ReviewersWire } from '../../../api/reviewer-wire'

const Strings = Schema.mutable(Schema.Array(Schema.String))

const CategoryResultWire = Schema.Struct({
  category_id: Schema.String,
  category_title: Schema.String,
  result: Schema.String,
  answer_ids: Strings,
})

/** One factor of a determination's reasons (the assessment's, and the SDS's as its contractor reads it). */
export const ReasonWire = Schema.Struct({
  factor: Schema.String,
  result: Schema.String,
  why: Schema.String,
  answers: Schema.mutable(Schema.Array(Schema.Struct({ question: Schema.String, answer: Schema.String }))),
})

const AssessmentWire = Schema.Struct({
  id: Schema.String,
  contractor_engagement_id: Schema.String,
  status: Schema.String,
  result: Schema.NullOr(Schema.String),
  result_code: Schema.NullOr(Schema.String),
  result_summary: Schema.NullOr(Schema.String),
  reasons: Schema.mutable(Schema.Array(ReasonWire)),
  score: Schema.NullOr(Schema.Number),
  hmrc_outcome: Schema.NullOr(Schema.Literals(['Inside IR35', 'Outside IR35', 'Undetermined'])),
  hmrc_reason: Schema.NullOr(Schema.String),
  needs_manual_review: Schema.Boolean,
  question_set_id: Schema.String,
  question_set_version: Schema.String,
  question_set_type: Schema.Literals(['SDS', 'IVT']),
  question_set_type_code: Schema.Literals(QUESTION_SET_TYPE_CODES),
  in_progress_answer_ids: Strings,
  answer_ids: Strings,
  assessment_category_results: Schema.mutable(Schema.Array(CategoryResultWire)),
  last_category_id: Schema.NullOr(Schema.String),
  requires_update: Schema.Boolean,
  submitted_by: Schema.NullOr(Schema.Literals(SUBMITTERS)),
  manual_override_reason: Schema.NullOr(Schema.String),
  manual_override_by: Schema.NullOr(Schema.String),
  completed_on: Schema.NullOr(Schema.String),
  assessor: Schema.NullOr(Schema.String),
  assessor_organisation: Schema.NullOr(Schema.String),
  created: Schema.String,
  version: Schema.Number,
})

const Pence = Schema.Number

/** The exposure's breakdown as the server sends it (docs/financial-exposure.md). */
const ExposureSummaryWire = Schema.Struct({
  worked_on: Schema.String,
  invoicing_frequency: Schema.Literals(INVOICING_FREQUENCIES),
  payment_terms_days: Schema.Number,
  scottish_taxpayer: Schema.Boolean,
  payments: Schema.Number,
  deemed_payment: Schema.optionalKey(
    Schema.Struct({
      fees_pence: Pence,
      deductible_expenses_pence: Pence,
      deemed_payments_pence: Pence,
      expenses_per_day_pence: Pence,
    }),
  ),
  levy: Schema.optionalKey(
    Schema.Struct({
      payer: Schema.Literals(['client', 'agency', 'worker_company']),
      pay_bill_known: Schema.Boolean,
      pence: Pence,
      up_to_pence: Pence,
    }),
  ),
  codings: Schema.Array(
    Schema.Struct({
      coding: Schema.Literals(CODINGS),
      label: Schema.String,
      code: Schema.String,
      income_tax_pence: Pence,
      total_pence: Pence,
    }),
  ),
  employee_nic_pence: Pence,
  employer_nic_pence: Pence,
  apprenticeship_levy_pence: Pence,
  set_off: Schema.NullOr(
    Schema.Struct({
      gross_pence: Pence,
      illustrated_pence: Pence,
      with_illustrated_pence: Pence,
      with_none_pence: Pence,
      conditions: Schema.Array(Schema.String),
    }),
  ),
  years: Schema.Array(
    Schema.Struct({
      tax_year: Schema.String,
      time_limit: Schema.Literals(TIME_LIMITS),
      payments: Schema.Number,
      fees_pence: Pence,
      expected_pence: Pence,
    }),
  ),
  by_behaviour: Schema.Struct({ ordinary_pence: Pence, careless_pence: Pence, deliberate_pence: Pence }),
  interest_pence: Pence,
  penalties: Schema.Array(
    Schema.Struct({
      behaviour: Schema.Literals(BEHAVIOURS),
      label: Schema.String,
      minimum_unprompted_percent: Schema.Number,
      minimum_prompted_percent: Schema.Number,
      maximum_percent: Schema.Number,
      least_pence: Pence,
      most_pence: Pence,
    }),
  ),
  liability: Schema.Struct({
    chapter: Schema.Literals(['chapter_10', 'chapter_8', 'unknown']),
    who_pays: Schema.String,
    points: Schema.Array(Schema.String),
  }),
})

const EngagementWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  type: Schema.Literals(['Contractor', 'Role', 'WorkingPracticesReview']),
  status: Schema.String,
  organisation_id: Schema.String,
  organisation: Schema.String,
  end_client_id: Schema.NullOr(Schema.String),
  end_client: Schema.NullOr(Schema.String),
  agency_id: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  contractor_id: Schema.NullOr(Schema.String),
  contractor_name: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  role_id: Schema.NullOr(Schema.String),
  role_name: Schema.NullOr(Schema.String),
  question_set_id: Schema.NullOr(Schema.String),
  question_set_type_code: Schema.Literals(QUESTION_SET_TYPE_CODES),
  question_set_type_name: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  financial_exposure: Schema.NullOr(Schema.Number),
  financial_offset: Schema.NullOr(Schema.Number),
  exposure_notes: Strings,
  exposure_detail: Schema.NullOr(ExposureSummaryWire),
  ...ExposureTermsWire,
  sds_provider: Schema.NullOr(Schema.String),
  reassessment_frequency_id: Schema.NullOr(Schema.String),
  reassessed_from_id: Schema.NullOr(Schema.String),
  reassessed_to_id: Schema.NullOr(Schema.String),
  archived: Schema.Boolean,
  hide_rate_field: Schema.Boolean,
  hide_offset: Schema.Boolean,
  can: Schema.Struct({
    save_answers: Schema.Boolean,
    submit_answers: Schema.Boolean,
    reopen: Schema.Boolean,
    cancel_reopen: Schema.Boolean,
    retract_contractor_questions: Schema.Boolean,
    reassess: Schema.Boolean,
    delete: Schema.Boolean,
    download_sds: Schema.Boolean,
  }),
  assessments: Schema.mutable(Schema.Array(AssessmentWire)),
  reviewers: ReviewersWire,
  version: Schema.Number,
  open_disputes: Schema.optional(Schema.Number),
  dispute_due: Schema.optional(Schema.Boolean),
})

export const decodeAssessment = (wire: unknown): AssessmentRecord => Schema.decodeUnknownSync(AssessmentWire)(wire)

export const decodeEngagement = (wire: unknown): EngagementRecord => Schema.decodeUnknownSync(EngagementWire)(wire)

/** The answer of the commands that make a record: its id. */
export const decodeCreatedId = (wire: unknown): string =>
  Schema.decodeUnknownSync(Schema.Struct({ id: Schema.String }))(wire).id
