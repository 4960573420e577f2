// The contractor's own business information (spec part 2 §2 screen 20, §3 "Onboarding profile", §5
// "Onboarding and profile", §7): the new contractor's onboarding form at /additional-info and the profile at
// /edit-info share these fields, rules and messages, and the server's PATCH refuses what the forms refuse.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { CONTRACTOR_MESSAGES } from './contractors.ts'
import { maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

/** Spec part 2 §5 "Onboarding and profile", word for word (typos included: they are the product's texts). */
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
  turnoverRequired: 'Please enter the total income your busines earns in a year.',
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
/** yyyy-mm-dd, a real calendar day. */
export const IsoDay = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { message: 'Expected a date as YYYY-MM-DD' },
    ),
  ),
)

/** A renewal date may be today or later; `today` is the UK day (Europe/London), yyyy-mm-dd. */
export const renewalDateProblem = (renewalDate: string, today: string): string | null =>
  renewalDate < today ? PROFILE_MESSAGES.renewalDateInPast : null

/**
 * PATCH /api/actors/actors/{actorId}/profile (spec part 2 §7 "Onboarding/profile PATCH"): replace operations,
 * one per field. The sector is not sent: it follows from the occupation.
 */
export const ContractorProfilePatch = PatchList([
  ReplaceOperation('/title_id', Schema.Int),
  ReplaceOperation('/first_name', ProfileFirstName),
  ReplaceOperation('/last_name', ProfileLastName),
  ReplaceOperation('/turnover_id', Schema.Int),
  ReplaceOperation('/occupation_id', Schema.Int),
  ReplaceOperation('/renewal_date', Schema.NullOr(IsoDay)),
  ReplaceOperation('/company_name', ProfileCompanyName),
  ReplaceOperation('/company_number', ProfileCompanyNumber),
  ReplaceOperation('/has_business_insurance', Schema.Boolean),
  ReplaceOperation('/phone_number', ProfilePhoneNumber),
])
export type ContractorProfilePatch = typeof ContractorProfilePatch.Type

/**
 * The fields onboarding must leave filled (spec part 2 §5): a new contractor's first PATCH has to bring them
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
export type ContractorProfileResponse = {
  actor_id: string
  email: string
  title_id: number | null
  first_name: string | null
  last_name: string | null
  phone_number: string | null
  company_name: string | null
  company_number: string | null
  turnover_id: number | null
  /** The sector of the chosen occupation. */
  industry_id: number | null
  occupation_id: number | null
  has_business_insurance: boolean | null
  /** yyyy-mm-dd, only with business insurance. */
  renewal_date: string | null
  /** Onboarding finished (a turnover is recorded): the session role is contractor, not newContractor. */
  onboarded: boolean
  version: number
}

/** GET /api/actors/turnovers */
export type TurnoverResponse = { id: number; name: string }
/** GET /api/actors/industries: the sectors, each with its occupations (the form's Business activity). */
export type IndustryResponse = { id: number; name: string; occupations: { id: number; name: string }[] }

/** The actor a profile belongs to, in the path. */
export const ProfileActorId = Uuid
