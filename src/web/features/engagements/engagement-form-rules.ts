// The engagement form's rules (spec part 2 §2 screens 3 and 4, §5 "Role and engagement form"): the values as
// typed, the message each field shows (the same schemas CreateEngagement and EngagementPatch are built from, so
// the browser words it as the server does), the create body and, for a saved engagement, only what changed.
// Pure: unit-tested.
import * as Schema from 'effect/Schema'
import {
  CreateEngagement,
  ENGAGEMENT_MESSAGES,
  EngagementName,
  EngagementPatch,
  type EngagementRecord,
  OptionalText50,
  type QuestionSetTypeCode,
} from '#domain/assessments'
import { DailyRate, DayOf, JOB_ROLE_MESSAGES, type JobRoleRecord, utcDay } from '#domain/job-roles'

export type ChosenOrganisation = { id: string; name: string }

export type EngagementFormValues = {
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
}

const StartDate = DayOf(JOB_ROLE_MESSAGES.startDateRequired)
const EndDate = DayOf(JOB_ROLE_MESSAGES.endDateRequired)

/** The first message of a schema for a value, worded as the server words it. */
const problemOf = (schema: Schema.Decoder<unknown>, value: unknown): string | undefined => {
  const result = Schema.toStandardSchemaV1(schema)['~standard'].validate(value)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The day rate as the wire takes it; NaN when what is typed is not a number. */
export const rateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

/** Shown with two decimals (spec part 2 §9). */
const rateText = (rate: number | null) => (rate === null ? '' : rate.toFixed(2))

const dayOf = (value: string | null) => (value ? utcDay(value) : '')

const isFull = (values: EngagementFormValues) => values.typeCode === 'FULL'

export const engagementFormProblems = (values: EngagementFormValues, rateShown: boolean): EngagementFormProblems => {
  const problems: EngagementFormProblems = {
    name: problemOf(EngagementName, values.name),
    startDate:
      problemOf(StartDate, values.startDate) ??
      (values.endDate !== '' && values.startDate > values.endDate ? JOB_ROLE_MESSAGES.startAfterEnd : undefined),
    endDate: problemOf(EndDate, values.endDate),
    dailyRate: !rateShown
      ? undefined
      : values.dailyRate.trim() === ''
        ? ENGAGEMENT_MESSAGES.dayRateRequired
        : problemOf(DailyRate, rateOf(values.dailyRate)),
    sdsProvider: problemOf(OptionalText50, textOrNull(values.sdsProvider)),
    endClient: isFull(values) && !values.endClient ? JOB_ROLE_MESSAGES.endClientRequired : undefined,
    originalSdsEndClient: isFull(values)
      ? undefined
      : values.originalSdsEndClient.trim() === ''
        ? ENGAGEMENT_MESSAGES.originalSdsEndClientRequired
        : problemOf(OptionalText50, values.originalSdsEndClient),
    agency:
      values.agency && isFull(values) && values.agency.id === values.endClient?.id
        ? JOB_ROLE_MESSAGES.sameEndClientAndAgency
        : // Something typed in the agency selector but nothing chosen from it.
          !values.agency && values.agencySearch.trim() !== ''
          ? JOB_ROLE_MESSAGES.agencyRequired
          : undefined,
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined))
}

export const hasProblems = (problems: EngagementFormProblems) => Object.keys(problems).length > 0

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
      }
    : { end_client: textOrNull(values.originalSdsEndClient), reassessment_frequency_id: null }),
})

/** The body's first problem as the server's schema reports it (the last check before sending), or null. */
export const createBodyProblem = (body: CreateEngagement): string | null => problemOf(CreateEngagement, body) ?? null

/** What a completed role puts in the form: its dates, day rate, end client and agency, and the role itself. */
export const valuesCopiedFromRole = (
  values: EngagementFormValues,
  role: Pick<
    JobRoleRecord,
    'id' | 'name' | 'start_date' | 'end_date' | 'daily_rate' | 'organisation_id' | 'organisation_name'
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
})

/**
 * PATCH of a saved engagement: only what changed, as replace operations. The assessment type, role, end client
 * and agency are fixed once the engagement exists (spec part 2 §2 screen 4); the reassessment frequency is a
 * full assessment's only.
 */
export const changesOf = (
  initial: EngagementFormValues,
  values: EngagementFormValues,
  rateShown: boolean,
): EngagementPatch => {
  const operations: EngagementPatch[number][] = []
  if (values.name.trim() !== initial.name.trim())
    operations.push({ op: 'replace', path: '/name', value: values.name.trim() })
  if (values.startDate !== initial.startDate)
    operations.push({ op: 'replace', path: '/start_date', value: values.startDate })
  if (values.endDate !== initial.endDate) operations.push({ op: 'replace', path: '/end_date', value: values.endDate })
  if (rateShown && rateOf(values.dailyRate) !== rateOf(initial.dailyRate))
    operations.push({ op: 'replace', path: '/daily_rate', value: rateOf(values.dailyRate) })
  if (textOrNull(values.sdsProvider) !== textOrNull(initial.sdsProvider))
    operations.push({ op: 'replace', path: '/sds_provider', value: textOrNull(values.sdsProvider) })
  if (isFull(values) && values.reassessmentFrequencyId !== initial.reassessmentFrequencyId)
    operations.push({
      op: 'replace',
      path: '/reassessment_frequency_id',
      value: textOrNull(values.reassessmentFrequencyId),
    })
  return operations
}

/** The patch's first problem as the server's schema reports it, or null (an empty patch is not sent at all). */
export const patchProblem = (operations: EngagementPatch): string | null =>
  operations.length === 0 ? null : (problemOf(EngagementPatch, operations) ?? null)
