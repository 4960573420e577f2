// Contractors on the wire (rules records.contractor, contractors.form,
// api.contractors). The specification words the company-number message two ways; this table decides, for the browser's
// form and the server alike.
import * as Schema from 'effect/Schema'
import { FirstName, LastName, Uuid } from './actors.ts'
import { IR35_INSURANCE_FILTERS } from './contractors-list.ts'
import { isEmailAddress } from './email.ts'
import { ListQueryFields, PageOf } from './list.ts'
import { MESSAGES, maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

export const CONTRACTOR_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  companyNameRequired: 'Please enter a company name.',
  companyNumberRequired: 'Please enter a company number.',
  // Part 1's wording (its table is the form's); part 2 paraphrases it.
  companyNumberShape: 'Companies house must be alphanumeric and 8 characters long',
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  phoneRequired: 'Please enter a phone number.',
  phoneTooLong: 'Maximum digits limit exceeded. Please limit to 15 digits or lower.',
  phoneShape: 'Phone number must be numeric and can start with a + prefix',
  contractorExists: 'A contractor with this email address already exists in this organisation.',
  hasEngagements: 'This contractor has assessments, so it cannot be deleted. Archive their assessments instead.',
} as const

const required = (message: string) => Schema.isNonEmpty({ message })
const maxLength = (n: number) => Schema.isMaxLength(n, { message: maxLengthMessage(n) })
/** An empty value passes the shape check: the required check already speaks for it. */
const shape = (test: (value: string) => boolean, message: string) =>
  Schema.makeFilter((value: string) => value === '' || test(value), { message })

export const CompanyName = Schema.Trim.pipe(
  Schema.check(required(CONTRACTOR_MESSAGES.companyNameRequired), maxLength(160)),
)
export const CompanyNumber = Schema.Trim.pipe(
  Schema.check(
    required(CONTRACTOR_MESSAGES.companyNumberRequired),
    shape((value) => /^[A-Za-z0-9]{8}$/.test(value), CONTRACTOR_MESSAGES.companyNumberShape),
  ),
)
export const ContractorEmail = Schema.Trim.pipe(
  Schema.check(required(CONTRACTOR_MESSAGES.emailRequired), shape(isEmailAddress, CONTRACTOR_MESSAGES.emailInvalid)),
)
export const PhoneNumber = Schema.Trim.pipe(
  Schema.check(
    required(CONTRACTOR_MESSAGES.phoneRequired),
    Schema.isMaxLength(15, { message: CONTRACTOR_MESSAGES.phoneTooLong }),
    shape((value) => /^\+?\d+$/.test(value), CONTRACTOR_MESSAGES.phoneShape),
  ),
)
export const ExternalReference = Schema.Trim.pipe(Schema.check(maxLength(50)))

/** The contractor form's fields, as both the create body and the browser's form carry them. */
export const ContractorFields = {
  first_name: FirstName,
  last_name: LastName,
  company_name: CompanyName,
  company_number: CompanyNumber,
  email: ContractorEmail,
  phone_number: PhoneNumber,
  external_reference: Schema.optionalKey(Schema.NullOr(ExternalReference)),
  share_with_provider: Schema.optionalKey(Schema.Boolean),
}

/** POST /api/actors/contractors */
export const CreateContractor = Schema.Struct({ ...ContractorFields, organisation_id: Uuid })
export type CreateContractor = typeof CreateContractor.Type

/** PATCH /api/actors/master-contractors/{id} (and /api/actors/contractors/{id}): replace operations. */
export const ContractorPatch = PatchList([
  ReplaceOperation('/first_name', FirstName),
  ReplaceOperation('/last_name', LastName),
  ReplaceOperation('/company_name', CompanyName),
  ReplaceOperation('/company_number', CompanyNumber),
  ReplaceOperation('/email', ContractorEmail),
  ReplaceOperation('/phone_number', PhoneNumber),
  ReplaceOperation('/external_reference', Schema.NullOr(ExternalReference)),
  ReplaceOperation('/share_with_provider', Schema.Boolean),
])
export type ContractorPatch = typeof ContractorPatch.Type

export const CONTRACTOR_SORT_FIELDS = ['name', 'company_name', 'email', 'datecreated'] as const

/** GET /api/actors/contractors: one organisation's contractors, by name unless asked otherwise. */
export const ContractorListQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
  sort_by: Schema.optionalKey(Schema.Literals(CONTRACTOR_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  org_id: Uuid,
  ir35_insurance: Schema.optionalKey(Schema.Literals(IR35_INSURANCE_FILTERS)),
})
export type ContractorListQuery = typeof ContractorListQuery.Type

/** GET .../email/{email}?org_id=: where to look for the e-mail before creating a contractor. */
export const ContractorLookupQuery = Schema.Struct({ org_id: Uuid })

/** A row of the contractors list (rule records.contractor). */
export const ContractorListItem = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  email: Schema.String,
  company_name: Schema.String,
  phone_number: Schema.String,
  external_reference: Schema.NullOr(Schema.String),
  is_awaiting_review: Schema.Boolean,
  share_with_provider: Schema.Boolean,
  /** true insured, false not insured, null not known. */
  ir35_insured: Schema.NullOr(Schema.Boolean),
}).annotate({ identifier: 'ContractorListItem' })
export type ContractorListItem = typeof ContractorListItem.Type

const masterContractorFields = {
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
  company_number: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  external_reference: Schema.NullOr(Schema.String),
  share_with_provider: Schema.Boolean,
  /** true insured, false not insured, null not known (read only: the Insurance Status table shows it). */
  ir35_insured: Schema.NullOr(Schema.Boolean),
}

/** One contractor as the edit form reads it (rule records.contractor), with its version. */
export const MasterContractor = Schema.Struct({
  id: Uuid,
  ...masterContractorFields,
  organisation_id: Uuid,
  version: Schema.Int,
}).annotate({ identifier: 'Contractor' })
export type MasterContractor = typeof MasterContractor.Type

export const ContractorList = PageOf(ContractorListItem)
export type ContractorList = typeof ContractorList.Type

/**
 * GET /api/actors/contractors/email/{email}?org_id=: `existing` when the organisation already has this
 * contractor (open it instead), `prefill` when another organisation within reach knows them.
 */
export const ContractorLookup = Schema.Union([
  Schema.Struct({ match: Schema.Literal('existing'), contractor: MasterContractor }),
  Schema.Struct({ match: Schema.Literal('prefill'), contractor: Schema.Struct(masterContractorFields) }),
])
export type ContractorLookup = typeof ContractorLookup.Type

/** What is known of one kind of cover a contractor holds (the edit-contractor page's Insurance Status table). */
export const InsuranceStatusRow = Schema.Struct({
  /** IR35 or BUSINESS. */
  kind: Schema.Literals(['IR35', 'BUSINESS']),
  insurance: Schema.String,
  status: Schema.Literals(['Held', 'Not held', 'Not known', 'Renewal date passed']),
  /** YYYY-MM-DD: when the cover renews (as the contractor declared it); null when not known. */
  expiry_date: Schema.NullOr(Schema.String),
  /** Who told us: the organisation's own record, or the contractor in their profile. */
  source: Schema.String,
})
export type InsuranceStatusRow = typeof InsuranceStatusRow.Type

/** GET /api/actors/contractors/{id}/insurance: sorted by expiry date, newest first, unknown dates last. */
export const InsuranceStatusResponse = Schema.Struct({ items: Schema.Array(InsuranceStatusRow) })
export type InsuranceStatusResponse = typeof InsuranceStatusResponse.Type
