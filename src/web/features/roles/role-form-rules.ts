// The role form's rules (rules roles.form, engagement.form-rules), checked with the
// same schemas the server decodes with, so the browser says exactly what the server would. The dates, day rate,
// agency and the exposure's terms follow the rules the engagement form shares. Pure: unit-tested.
import {
  type CreateJobRole,
  JOB_ROLE_MESSAGES,
  type JobRolePatch,
  type JobRoleRecord,
  RoleName,
  RoleReference,
} from '#domain/job-roles'
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

/** The exposure's terms are the engagement's: an engagement made from the role copies them. */
export type RoleFormValues = ExposureTermsValues & {
  name: string
  reference: string
  /** YYYY-MM-DD as a date input gives it, or '' */
  startDate: string
  endDate: string
  /** As typed, in pounds. */
  dailyRate: string
  endClient: ChosenOrganisation | null
  agency: ChosenOrganisation | null
  /** What is typed in the agency search while no agency is chosen. */
  agencySearch: string
  /** The sign-off users, chosen among the end client's reviewer options. */
  reviewers: SignOffRow[]
}

export type RoleFormField =
  | 'name'
  | 'reference'
  | 'startDate'
  | 'endDate'
  | 'dailyRate'
  | 'endClient'
  | 'agency'
  | 'paymentTermsDays'
  | 'deductibleExpensesPerDay'
export type RoleFormProblems = Partial<Record<RoleFormField, string>>

export const EMPTY_ROLE_FORM: RoleFormValues = {
  name: '',
  reference: '',
  startDate: '',
  endDate: '',
  dailyRate: '',
  endClient: null,
  agency: null,
  agencySearch: '',
  reviewers: [],
  ...DEFAULT_EXPOSURE_TERMS,
}

export const roleFormProblems = (values: RoleFormValues, rateShown: boolean): RoleFormProblems =>
  withoutEmpty({
    name: problemOf(RoleName, values.name),
    reference: problemOf(RoleReference, textOrNull(values.reference)),
    ...scheduleProblems(values, rateShown, JOB_ROLE_MESSAGES.dailyRateRequired),
    endClient: values.endClient ? undefined : JOB_ROLE_MESSAGES.endClientRequired,
    agency: agencyProblem(values.agency, values.agencySearch, values.endClient?.id),
    paymentTermsDays: paymentTermsProblem(values),
    deductibleExpensesPerDay: deductibleExpensesProblem(values),
  })

/** POST body of a valid form. */
export const createBodyOf = (values: RoleFormValues, rateShown: boolean): CreateJobRole => ({
  name: values.name.trim(),
  reference: textOrNull(values.reference),
  start_date: values.startDate,
  end_date: values.endDate,
  ...(rateShown ? { daily_rate: rateOf(values.dailyRate) } : {}),
  organisation_id: values.endClient?.id ?? '',
  agency_id: values.agency?.id ?? null,
  archived: false,
  ...exposureTermsOf(values),
  ...reviewersOfCreate(values.reviewers),
})

/** The form as a stored role fills it. */
export const valuesOfRecord = (role: JobRoleRecord, agencyName: string | null): RoleFormValues => ({
  name: role.name,
  reference: role.reference ?? '',
  startDate: dayOf(role.start_date),
  endDate: dayOf(role.end_date),
  dailyRate: rateText(role.daily_rate),
  endClient: { id: role.organisation_id, name: role.organisation_name },
  agency: role.agency_id ? { id: role.agency_id, name: agencyName ?? '' } : null,
  agencySearch: '',
  reviewers: rowsOfReviewers(role.reviewers),
  ...exposureTermsValuesOf(role),
})

/** Only what changed, as replace operations (end client and agency are fixed once the role exists). */
export const changesOf = (initial: RoleFormValues, values: RoleFormValues, rateShown: boolean): JobRolePatch => [
  ...replaceIfChanged('/name', initial.name.trim(), values.name.trim()),
  ...replaceIfChanged('/reference', textOrNull(initial.reference), textOrNull(values.reference)),
  ...scheduleChanges(initial, values, rateShown),
  ...exposureTermsChanges(initial, values),
  ...reviewersChanges(initial.reviewers, values.reviewers),
]
