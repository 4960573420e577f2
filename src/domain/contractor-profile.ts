// The contractor's own business information (rules profile.screens, records.onboarding-profile,
// profile.form, api.profile): the new contractor's onboarding form at /additional-info and the profile at
// /edit-info share these fields, rules and messages, and the server's PATCH refuses what the forms refuse.
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import { Uuid } from './actors.ts'
import { CONTRACTOR_MESSAGES } from './contractors.ts'
import { DAY_MESSAGES, withinDayBounds } from './days.ts'
import { maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

/** The business information's messages, word for word (rule profile.form). */
export const PROFILE_MESSAGES = {
  titleRequired: 'Please select your title',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  phoneRequired: 'Please enter your phone number',
  phoneTooLong: CONTRACTOR_MESSAGES.phoneTooLong,
  phoneShape: CONTRACTOR_MESSAGES.phoneShape,
  companyNameRequired: 'Please enter the name of your company.',
  companyNumberRequired: 'Please enter your Companies House number.',
  // The spec gives the onboarding form no wording of its own for the shape: the contractor form's.
  companyNumberShape: CONTRACTOR_MESSAGES.companyNumberShape,
  turnoverRequired: 'Please enter the total income your business earns in a year.',
  insuranceRequired: 'Please select either Yes or No for your current insurance cover.',
  renewalDateRequired:
    'Please enter the date your insurance will renew. It may be a contractual requirement to hold business insurance.',
  // The spec states the rule ("not before today") without a message; ours says what to do.
  renewalDateInPast: 'The renewal date cannot be before today. Please enter the date your insurance will next renew.',
  sectorRequired: 'Please enter the name of the industry in which you work.',
  occupationRequired: 'Please select the most relevant occupation.',
  // Server-side refusals a form cannot produce.
  unknownTitle: 'Please select a title from the list.',
  unknownTurnover: 'Please select a turnover band from the list.',
  unknownOccupation: 'Please select an occupation from the list.',
  notYourProfile: 'You can change only your own business information.',
  notAContractor: 'Only contractors have business information.',
  changedMeanwhile: 'Your business information was changed elsewhere at the same time. Reload the page and try again.',
  saved: 'Your details have been saved.',
} as const

const required = (message: string) => Schema.isNonEmpty({ message })
/** An empty value passes the shape check: the required check already speaks for it. */
const shape = (test: (value: string) => boolean, message: string) =>
  Schema.makeFilter((value: string) => value === '' || test(value), { message })

const personName = (message: string) =>
  Schema.Trim.pipe(Schema.check(required(message), Schema.isMaxLength(50, { message: maxLengthMessage(50) })))

export const ProfileFirstName = personName(PROFILE_MESSAGES.firstNameRequired)
export const ProfileLastName = personName(PROFILE_MESSAGES.lastNameRequired)
export const ProfilePhoneNumber = Schema.Trim.pipe(
  Schema.check(
    required(PROFILE_MESSAGES.phoneRequired),
    Schema.isMaxLength(15, { message: PROFILE_MESSAGES.phoneTooLong }),
    shape((value) => /^\+?\d+$/.test(value), PROFILE_MESSAGES.phoneShape),
  ),
)
export const ProfileCompanyName = Schema.Trim.pipe(
  Schema.check(
    required(PROFILE_MESSAGES.companyNameRequired),
    Schema.isMaxLength(160, { message: maxLengthMessage(160) }),
  ),
)
export const ProfileCompanyNumber = Schema.Trim.pipe(
  Schema.check(
    required(PROFILE_MESSAGES.companyNumberRequired),
    shape((value) => /^[A-Za-z0-9]{8}$/.test(value), PROFILE_MESSAGES.companyNumberShape),
  ),
)
/** yyyy-mm-dd, a real calendar day, within the bounds of every entered day. */
export const IsoDay = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { message: DAY_MESSAGES.notADay },
    ),
    withinDayBounds,
  ),
)

/** A renewal date may be today or later; `today` is the UK day (Europe/London), yyyy-mm-dd. */
export const renewalDateProblem = (renewalDate: string, today: string): string | null =>
  renewalDate < today ? PROFILE_MESSAGES.renewalDateInPast : null

/**
 * PATCH /api/actors/actors/{actorId}/profile (rule api.profile): replace operations,
 * one per field. The sector is not sent: it follows from the occupation. The choices accept null so that an
 * emptied one is refused by `applyProfileChanges` with the field's own message rather than a type error.
 */
export const ContractorProfilePatch = PatchList([
  ReplaceOperation('/title_id', Schema.NullOr(Schema.Int)),
  ReplaceOperation('/first_name', ProfileFirstName),
  ReplaceOperation('/last_name', ProfileLastName),
  ReplaceOperation('/turnover_id', Schema.NullOr(Schema.Int)),
  ReplaceOperation('/occupation_id', Schema.NullOr(Schema.Int)),
  ReplaceOperation('/renewal_date', Schema.NullOr(IsoDay)),
  ReplaceOperation('/company_name', ProfileCompanyName),
  ReplaceOperation('/company_number', ProfileCompanyNumber),
  ReplaceOperation('/has_business_insurance', Schema.NullOr(Schema.Boolean)),
  ReplaceOperation('/phone_number', ProfilePhoneNumber),
])
export type ContractorProfilePatch = typeof ContractorProfilePatch.Type

/**
 * The fields onboarding must leave filled (rule profile.form): a new contractor's first PATCH has to bring them
 * all, and a later PATCH may not empty them. Names are asked on the profile, not on the onboarding form.
 */
export const ONBOARDING_REQUIRED = [
  { field: 'title_id', message: PROFILE_MESSAGES.titleRequired },
  { field: 'phone_number', message: PROFILE_MESSAGES.phoneRequired },
  { field: 'company_name', message: PROFILE_MESSAGES.companyNameRequired },
  { field: 'company_number', message: PROFILE_MESSAGES.companyNumberRequired },
  { field: 'turnover_id', message: PROFILE_MESSAGES.turnoverRequired },
  { field: 'has_business_insurance', message: PROFILE_MESSAGES.insuranceRequired },
  { field: 'occupation_id', message: PROFILE_MESSAGES.occupationRequired },
] as const

/** GET (and the answer to PATCH) /api/actors/actors/{actorId}/profile */
export const ContractorProfileResponse = Schema.Struct({
  actor_id: Uuid,
  email: Schema.String,
  title_id: Schema.NullOr(Schema.Int),
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  phone_number: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  company_number: Schema.NullOr(Schema.String),
  turnover_id: Schema.NullOr(Schema.Int),
  /** The sector of the chosen occupation. */
  industry_id: Schema.NullOr(Schema.Int),
  occupation_id: Schema.NullOr(Schema.Int),
  has_business_insurance: Schema.NullOr(Schema.Boolean),
  /** yyyy-mm-dd, only with business insurance. */
  renewal_date: Schema.NullOr(Schema.String),
  /** Onboarding finished (a turnover is recorded): the session role is contractor, not newContractor. */
  onboarded: Schema.Boolean,
  version: Schema.Int,
}).annotate({ identifier: 'ContractorProfile' })
export type ContractorProfileResponse = typeof ContractorProfileResponse.Type

/** GET /api/actors/turnovers */
export const TurnoverResponse = Schema.Struct({ id: Schema.Int, name: Schema.String }).annotate({
  identifier: 'Turnover',
})
export type TurnoverResponse = typeof TurnoverResponse.Type
/** GET /api/actors/industries: the sectors, each with its occupations (the form's Business activity). */
export const IndustryResponse = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  occupations: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
}).annotate({ identifier: 'Industry' })
export type IndustryResponse = typeof IndustryResponse.Type

/** The actor a profile belongs to, in the path. */
export const ProfileActorId = Uuid

/** A field of the profile and the message that stops it being saved. */
export type ProfileProblem = { field: string; message: string }

/** The profile's stored fields, as the wire names them. */
export type ProfileValues = {
  title_id: number | null
  first_name: string | null
  last_name: string | null
  phone_number: string | null
  company_name: string | null
  company_number: string | null
  turnover_id: number | null
  occupation_id: number | null
  has_business_insurance: boolean | null
  renewal_date: string | null
}

/**
 * The rules a PATCH must pass beyond each field's own shape (rules onboarding.role, profile.form): a person not yet
 * onboarded sends every required field at once; an onboarded one may not empty them; business insurance needs
 * a renewal date that is not before today, and without insurance there is no renewal date to keep.
 * `today` is the UK day, yyyy-mm-dd. Gives the values to store, or the problems (then nothing is stored).
 */
export const applyProfileChanges = (options: {
  current: ProfileValues
  changes: Partial<Record<keyof ProfileValues, unknown>>
  onboarded: boolean
  today: string
}): { next: ProfileValues; problems: ProfileProblem[] } => {
  const { current, changes, onboarded, today } = options
  const problems: ProfileProblem[] = []
  for (const { field, message } of ONBOARDING_REQUIRED) {
    const sent = field in changes
    const emptied = sent && (changes[field] === null || changes[field] === '')
    if (emptied || (!onboarded && !sent)) problems.push({ field, message })
  }
  const next = { ...current, ...changes } as ProfileValues
  if (next.has_business_insurance !== true) next.renewal_date = null
  else if (next.renewal_date === null)
    problems.push({ field: 'renewal_date', message: PROFILE_MESSAGES.renewalDateRequired })
  else if ('renewal_date' in changes || 'has_business_insurance' in changes) {
    // A date stored earlier may pass while the person edits something else; it is judged when it is given.
    const problem = renewalDateProblem(next.renewal_date, today)
    if (problem) problems.push({ field: 'renewal_date', message: problem })
  }
  return { next, problems }
}

// ---- The forms (/additional-info and /edit-info) ----

/** The form's values: what the inputs hold, all text ('' for nothing chosen). */
export type ProfileFormValues = {
  title_id: string
  first_name: string
  last_name: string
  phone_number: string
  company_name: string
  company_number: string
  turnover_id: string
  has_business_insurance: '' | 'yes' | 'no'
  renewal_date: string
  industry_id: string
  occupation_id: string
}

/** The onboarding form does not ask for names: they came with the account. */
export type ProfileFormMode = 'onboarding' | 'profile'

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()
const firstMessageOf = (schema: Schema.Decoder<unknown>, value: unknown): string | null => {
  const result = Schema.decodeUnknownResult(schema)(value)
  return Result.isSuccess(result) ? null : (formatIssues(result.failure.issue).issues[0]?.message ?? null)
}
const chosen = (value: string, message: string) => (value === '' ? message : null)

/** Every problem of the form at once, in the order of the fields (rule profile.form). */
export const profileFormProblems = (values: ProfileFormValues, mode: ProfileFormMode, today: string) => {
  const problems: ProfileProblem[] = []
  const check = (field: keyof ProfileFormValues, message: string | null) => {
    if (message) problems.push({ field, message })
  }
  check('title_id', chosen(values.title_id, PROFILE_MESSAGES.titleRequired))
  if (mode === 'profile') {
    check('first_name', firstMessageOf(ProfileFirstName, values.first_name))
    check('last_name', firstMessageOf(ProfileLastName, values.last_name))
  }
  check('phone_number', firstMessageOf(ProfilePhoneNumber, values.phone_number))
  check('company_name', firstMessageOf(ProfileCompanyName, values.company_name))
  check('company_number', firstMessageOf(ProfileCompanyNumber, values.company_number))
  check('turnover_id', chosen(values.turnover_id, PROFILE_MESSAGES.turnoverRequired))
  check('has_business_insurance', chosen(values.has_business_insurance, PROFILE_MESSAGES.insuranceRequired))
  if (values.has_business_insurance === 'yes')
    check(
      'renewal_date',
      values.renewal_date === ''
        ? PROFILE_MESSAGES.renewalDateRequired
        : renewalDateProblem(values.renewal_date, today),
    )
  check('industry_id', chosen(values.industry_id, PROFILE_MESSAGES.sectorRequired))
  check('occupation_id', chosen(values.occupation_id, PROFILE_MESSAGES.occupationRequired))
  return problems
}

const FormText = Schema.String
/**
 * The form as a schema (for TanStack Form's Standard Schema validator): each problem at its field's path. `only`
 * narrows it to the fields on show (the profile edits one section at a time).
 */
export const ContractorProfileForm = (
  mode: ProfileFormMode,
  today: string,
  only?: readonly (keyof ProfileFormValues)[],
) =>
  Schema.Struct({
    title_id: FormText,
    first_name: FormText,
    last_name: FormText,
    phone_number: FormText,
    company_name: FormText,
    company_number: FormText,
    turnover_id: FormText,
    has_business_insurance: Schema.Literals(['', 'yes', 'no']),
    renewal_date: FormText,
    industry_id: FormText,
    occupation_id: FormText,
  }).pipe(
    Schema.check(
      Schema.makeFilter((values: ProfileFormValues) =>
        profileFormProblems(values, mode, today)
          .filter((problem) => !only || only.includes(problem.field as keyof ProfileFormValues))
          .map((problem) => ({ path: [problem.field], issue: problem.message })),
      ),
    ),
  )
