// The engagement form's rules (rules engagement.create-form, engagement.edit-screen, engagement.form-rules): the values
// as typed, the message each field shows (the same schemas CreateEngagement and EngagementPatch are built from, so
// the browser words it as the server does), the create body and, for a saved engagement, only what changed.
// Pure: unit-tested.
import {
  CreateEngagement,
  ENGAGEMENT_MESSAGES,
  EngagementName,
  EngagementPatch,
  type EngagementRecord,
  OptionalText50,
  type QuestionSetTypeCode,
} from '#domain/assessments'
import type { ExposureTermsRecord } from '#domain/exposure-terms'
import { JOB_ROLE_MESSAGES, type JobRoleRecord } from '#domain/job-roles'
import {
  agencyProblem,
  dayOf,
  problemOf,
  rateOf,
  rateText,
  replaceIfChanged,
  scheduleChanges,
  scheduleProblems,
  textOrNull,
  withoutEmpty,
} from '../engagement-details/details-rules'
import {
  DEFAULT_EXPOSURE_TERMS,
  deductibleExpensesProblem,
  type ExposureTermsValues,
  exposureTermsChanges,
  exposureTermsOf,
  exposureTermsValuesOf,
  paymentTermsProblem,
} from '../engagement-details/exposure-terms'
import {
  reviewersChanges,
  reviewersOfCreate,
  rowsOfReviewers,
  type SignOffRow,
} from '../engagement-details/sign-off-rows'
import type { ChosenOrganisation } from '../organisations/organisation-search-field'

export type EngagementFormValues = ExposureTermsValues & {
  /** FULL (a full assessment) or SHORT (insurance validation of an SDS issued elsewhere). */
  typeCode: QuestionSetTypeCode
  name: string
  /** The completed role the details were copied from. */
  role: { id: string; name: string } | null
  /** YYYY-MM-DD as a date input gives it, or '' */
  startDate: string
  endDate: string
  /** As typed, in pounds. */
  dailyRate: string
  sdsProvider: string
  /** Full assessment: an organisation chosen in the selector. */
  endClient: ChosenOrganisation | null
  /** What is typed in the end client selector while none is chosen. */
  endClientSearch: string
  /** Insurance validation: the end client as the original SDS names it (free text). */
  originalSdsEndClient: string
  agency: ChosenOrganisation | null
  agencySearch: string
  /** '' for none. */
  reassessmentFrequencyId: string
  /** The sign-off users, chosen among the organisation's reviewer options. */
  reviewers: SignOffRow[]
}

export type EngagementFormField =
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'dailyRate'
  | 'sdsProvider'
  | 'endClient'
  | 'originalSdsEndClient'
  | 'agency'
  | 'paymentTermsDays'
  | 'deductibleExpensesPerDay'
export type EngagementFormProblems = Partial<Record<EngagementFormField, string>>

export const EMPTY_ENGAGEMENT_FORM: EngagementFormValues = {
  typeCode: 'FULL',
  name: '',
  role: null,
  startDate: '',
  endDate: '',
  dailyRate: '',
  sdsProvider: '',
  endClient: null,
  endClientSearch: '',
  originalSdsEndClient: '',
  agency: null,
  agencySearch: '',
  reassessmentFrequencyId: '',
  reviewers: [],
  ...DEFAULT_EXPOSURE_TERMS,
}

const isFull = (values: EngagementFormValues) => values.typeCode === 'FULL'

export const engagementFormProblems = (values: EngagementFormValues, rateShown: boolean): EngagementFormProblems =>
  withoutEmpty({
    name: problemOf(EngagementName, values.name),
    ...scheduleProblems(values, rateShown, ENGAGEMENT_MESSAGES.dayRateRequired),
    sdsProvider: problemOf(OptionalText50, textOrNull(values.sdsProvider)),
    endClient: isFull(values) && !values.endClient ? JOB_ROLE_MESSAGES.endClientRequired : undefined,
    originalSdsEndClient: isFull(values)
      ? undefined
      : values.originalSdsEndClient.trim() === ''
        ? ENGAGEMENT_MESSAGES.endClientRequired
        : problemOf(OptionalText50, values.originalSdsEndClient),
    // An insurance validation names its end client in free text: no organisation for the agency to repeat.
    agency: agencyProblem(values.agency, values.agencySearch, isFull(values) ? values.endClient?.id : undefined),
    paymentTermsDays: isFull(values) ? paymentTermsProblem(values) : undefined,
    deductibleExpensesPerDay: isFull(values) ? deductibleExpensesProblem(values) : undefined,
  })

/** Who the new engagement is for and what it starts from, besides what the form holds. */
export type NewEngagementContext = {
  contractorId: string
  organisationId: string
  /** The default (latest) question set of the chosen assessment type. */
  questionSetId: string
  rateShown: boolean
}

/** POST body of a valid form: a full assessment names its end client by id, an insurance validation by text. */
export const createBodyOf = (values: EngagementFormValues, context: NewEngagementContext): CreateEngagement => ({
  contractor_id: context.contractorId,
  organisation_id: context.organisationId,
  question_set_id: context.questionSetId,
  name: values.name.trim(),
  start_date: values.startDate,
  end_date: values.endDate,
  ...(context.rateShown ? { daily_rate: rateOf(values.dailyRate) } : {}),
  sds_provider: textOrNull(values.sdsProvider),
  role_id: values.role?.id ?? null,
  agency_id: values.agency?.id ?? null,
  ...(isFull(values)
    ? {
        end_client_id: values.endClient?.id ?? null,
        reassessment_frequency_id: textOrNull(values.reassessmentFrequencyId),
        ...exposureTermsOf(values),
      }
    : { end_client: textOrNull(values.originalSdsEndClient), reassessment_frequency_id: null }),
  ...reviewersOfCreate(values.reviewers),
})

/** The body's first problem as the server's schema reports it (the last check before sending), or null. */
export const createBodyProblem = (body: CreateEngagement): string | null => problemOf(CreateEngagement, body) ?? null

/**
 * What a completed role puts in the form: its dates, day rate, end client, agency and the exposure's terms, and
 * the role itself.
 */
export const valuesCopiedFromRole = (
  values: EngagementFormValues,
  role: Pick<
    JobRoleRecord,
    | 'id'
    | 'name'
    | 'start_date'
    | 'end_date'
    | 'daily_rate'
    | 'organisation_id'
    | 'organisation_name'
    | keyof ExposureTermsRecord
  >,
  agency: ChosenOrganisation | null,
): EngagementFormValues => ({
  ...values,
  role: { id: role.id, name: role.name },
  startDate: dayOf(role.start_date) || values.startDate,
  endDate: dayOf(role.end_date) || values.endDate,
  dailyRate: role.daily_rate === null ? values.dailyRate : rateText(role.daily_rate),
  endClient: { id: role.organisation_id, name: role.organisation_name },
  endClientSearch: '',
  agency,
  agencySearch: '',
  ...exposureTermsValuesOf(role),
})

/** The form as a stored engagement fills it. */
export const valuesOfEngagement = (engagement: EngagementRecord): EngagementFormValues => ({
  typeCode: engagement.question_set_type_code,
  name: engagement.name,
  role: engagement.role_id ? { id: engagement.role_id, name: engagement.role_name ?? '' } : null,
  startDate: dayOf(engagement.start_date),
  endDate: dayOf(engagement.end_date),
  dailyRate: rateText(engagement.daily_rate),
  sdsProvider: engagement.sds_provider ?? '',
  endClient: engagement.end_client_id ? { id: engagement.end_client_id, name: engagement.end_client ?? '' } : null,
  endClientSearch: '',
  originalSdsEndClient: engagement.end_client_id ? '' : (engagement.end_client ?? ''),
  agency: engagement.agency_id ? { id: engagement.agency_id, name: engagement.agency ?? '' } : null,
  agencySearch: '',
  reassessmentFrequencyId: engagement.reassessment_frequency_id ?? '',
  reviewers: rowsOfReviewers(engagement.reviewers),
  ...exposureTermsValuesOf(engagement),
})

/**
 * PATCH of a saved engagement: only what changed, as replace operations. The assessment type, role, end client
 * and agency are fixed once the engagement exists (rule engagement.edit-screen); the reassessment frequency is a
 * full assessment's only.
 */
export const changesOf = (
  initial: EngagementFormValues,
  values: EngagementFormValues,
  rateShown: boolean,
): EngagementPatch => [
  ...replaceIfChanged('/name', initial.name.trim(), values.name.trim()),
  ...scheduleChanges(initial, values, rateShown),
  ...replaceIfChanged('/sds_provider', textOrNull(initial.sdsProvider), textOrNull(values.sdsProvider)),
  ...(isFull(values)
    ? replaceIfChanged(
        '/reassessment_frequency_id',
        textOrNull(initial.reassessmentFrequencyId),
        textOrNull(values.reassessmentFrequencyId),
      )
    : []),
  ...(isFull(values) ? exposureTermsChanges(initial, values) : []),
  ...reviewersChanges(initial.reviewers, values.reviewers),
]

/** The patch's first problem as the server's schema reports it, or null (an empty patch is not sent at all). */
export const patchProblem = (operations: EngagementPatch): string | null =>
  operations.length === 0 ? null : (problemOf(EngagementPatch, operations) ?? null)
