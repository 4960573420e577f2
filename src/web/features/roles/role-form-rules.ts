// The role form's rules (spec part 1 §5 "Role form", part 2 §5 "Role and engagement form"), checked with the
// same schemas the server decodes with, so the browser says exactly what the server would. Pure: unit-tested.
import * as Schema from 'effect/Schema'
import {
  type CreateJobRole,
  DailyRate,
  DayOf,
  JOB_ROLE_MESSAGES,
  type JobRolePatch,
  type JobRoleRecord,
  RoleName,
  RoleReference,
  utcDay,
} from '#domain/job-roles'

export type ChosenOrganisation = { id: string; name: string }

export type RoleFormValues = {
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
}

export type RoleFormField = 'name' | 'reference' | 'startDate' | 'endDate' | 'dailyRate' | 'endClient' | 'agency'
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
}

const StartDate = DayOf(JOB_ROLE_MESSAGES.startDateRequired)
const EndDate = DayOf(JOB_ROLE_MESSAGES.endDateRequired)

/** The first message of a schema for a value, worded as the server words it. */
const problemOf = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown): string | undefined => {
  const result = Schema.toStandardSchemaV1(schema)['~standard'].validate(value)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

const referenceOf = (text: string) => (text.trim() === '' ? null : text.trim())

/** The day rate as the wire takes it; NaN when what is typed is not a number. */
export const rateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

export const roleFormProblems = (values: RoleFormValues, rateShown: boolean): RoleFormProblems => {
  const problems: RoleFormProblems = {
    name: problemOf(RoleName, values.name),
    reference: problemOf(RoleReference, referenceOf(values.reference)),
    startDate:
      problemOf(StartDate, values.startDate) ??
      (values.endDate !== '' && values.startDate > values.endDate ? JOB_ROLE_MESSAGES.startAfterEnd : undefined),
    endDate: problemOf(EndDate, values.endDate),
    dailyRate: !rateShown
      ? undefined
      : values.dailyRate.trim() === ''
        ? JOB_ROLE_MESSAGES.dailyRateRequired
        : problemOf(DailyRate, rateOf(values.dailyRate)),
    endClient: values.endClient ? undefined : JOB_ROLE_MESSAGES.endClientRequired,
    agency:
      values.agency && values.agency.id === values.endClient?.id
        ? JOB_ROLE_MESSAGES.sameEndClientAndAgency
        : // Something typed in the agency selector but nothing chosen from it.
          !values.agency && values.agencySearch.trim() !== ''
          ? JOB_ROLE_MESSAGES.agencyRequired
          : undefined,
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined))
}

export const hasProblems = (problems: RoleFormProblems) => Object.keys(problems).length > 0

/** POST body of a valid form. */
export const createBodyOf = (values: RoleFormValues, rateShown: boolean): CreateJobRole => ({
  name: values.name.trim(),
  reference: referenceOf(values.reference),
  start_date: values.startDate,
  end_date: values.endDate,
  ...(rateShown ? { daily_rate: rateOf(values.dailyRate) } : {}),
  organisation_id: values.endClient?.id ?? '',
  agency_id: values.agency?.id ?? null,
  archived: false,
})

/** The form as a stored role fills it. */
export const valuesOfRecord = (role: JobRoleRecord, agencyName: string | null): RoleFormValues => ({
  name: role.name,
  reference: role.reference ?? '',
  startDate: role.start_date ? utcDay(role.start_date) : '',
  endDate: role.end_date ? utcDay(role.end_date) : '',
  dailyRate: role.daily_rate === null ? '' : role.daily_rate.toFixed(2),
  endClient: { id: role.organisation_id, name: role.organisation_name },
  agency: role.agency_id ? { id: role.agency_id, name: agencyName ?? '' } : null,
  agencySearch: '',
})

/** Only what changed, as replace operations (end client and agency are fixed once the role exists). */
export const changesOf = (initial: RoleFormValues, values: RoleFormValues, rateShown: boolean): JobRolePatch => {
  const operations: JobRolePatch[number][] = []
  if (values.name.trim() !== initial.name.trim())
    operations.push({ op: 'replace', path: '/name', value: values.name.trim() })
  if (referenceOf(values.reference) !== referenceOf(initial.reference))
    operations.push({ op: 'replace', path: '/reference', value: referenceOf(values.reference) })
  if (values.startDate !== initial.startDate)
    operations.push({ op: 'replace', path: '/start_date', value: values.startDate })
  if (values.endDate !== initial.endDate) operations.push({ op: 'replace', path: '/end_date', value: values.endDate })
  if (rateShown && rateOf(values.dailyRate) !== rateOf(initial.dailyRate))
    operations.push({ op: 'replace', path: '/daily_rate', value: rateOf(values.dailyRate) })
  return operations
}
