// The contractor form's values and what they become on the wire: the create body, and for an edit one
// replace operation per changed field (rules contractors.form, api.contractors). Pure, so it is unit-tested.
import * as Schema from 'effect/Schema'
import { FirstName, LastName } from '#domain/actors'
import {
  CompanyName,
  CompanyNumber,
  ContractorEmail,
  type CreateContractor,
  ExternalReference,
  type MasterContractor,
  PhoneNumber,
} from '#domain/contractors'

/** The form's fields as typed (the same schemas as the server's, so the messages are the same). */
export const ContractorFormSchema = Schema.Struct({
  first_name: FirstName,
  last_name: LastName,
  company_name: CompanyName,
  company_number: CompanyNumber,
  email: ContractorEmail,
  phone_number: PhoneNumber,
  external_reference: ExternalReference,
  share_with_provider: Schema.Boolean,
})

export type ContractorFormValues = typeof ContractorFormSchema.Encoded

/** What a contractor record (or a pre-fill from another organisation) puts in the form. */
export type ContractorDetails = Omit<MasterContractor, 'id' | 'organisation_id' | 'version' | 'ir35_insured'>

/** The message for an e-mail as typed (the look-up step), the same the server would give; undefined when fine. */
export const emailProblem = (email: string): string | undefined => {
  const result = Schema.toStandardSchemaV1(ContractorEmail)['~standard'].validate(email)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

export const emptyContractorValues = (email = ''): ContractorFormValues => ({
  first_name: '',
  last_name: '',
  company_name: '',
  company_number: '',
  email,
  phone_number: '',
  external_reference: '',
  share_with_provider: false,
})

export const contractorValuesOf = (details: ContractorDetails): ContractorFormValues => ({
  first_name: details.first_name,
  last_name: details.last_name,
  company_name: details.company_name,
  company_number: details.company_number,
  email: details.email,
  phone_number: details.phone_number,
  external_reference: details.external_reference ?? '',
  share_with_provider: details.share_with_provider,
})

/** Values as the server stores them: trimmed, the company number in capitals, no reference as null. */
const normalised = (values: ContractorFormValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  company_name: values.company_name.trim(),
  company_number: values.company_number.trim().toUpperCase(),
  email: values.email.trim(),
  phone_number: values.phone_number.trim(),
  external_reference: values.external_reference.trim() === '' ? null : values.external_reference.trim(),
  share_with_provider: values.share_with_provider,
})

/**
 * POST /api/actors/contractors. The "IR35 insurance requested" box is only on show (and only sent) when
 * the organisation shares leads.
 */
export const createBodyOf = (
  values: ContractorFormValues,
  organisationId: string,
  shareLeads: boolean,
): CreateContractor => {
  const { share_with_provider, ...fields } = normalised(values)
  return { ...fields, organisation_id: organisationId, ...(shareLeads ? { share_with_provider } : {}) }
}

type Normalised = ReturnType<typeof normalised>
export type ContractorOperation = {
  [K in keyof Normalised]: { op: 'replace'; path: `/${K}`; value: Normalised[K] }
}[keyof Normalised]

const FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'company_number',
  'email',
  'phone_number',
  'external_reference',
  'share_with_provider',
] as const satisfies readonly (keyof Normalised)[]

/** PATCH /api/actors/master-contractors/{id}: only what changed; the box only when it is on show. */
export const changedOperations = (
  saved: ContractorDetails,
  values: ContractorFormValues,
  shareLeads: boolean,
): ContractorOperation[] => {
  const before = normalised(contractorValuesOf(saved))
  const after = normalised(values)
  return FIELDS.filter(
    (field) => (field !== 'share_with_provider' || shareLeads) && before[field] !== after[field],
  ).map((field) => ({ op: 'replace', path: `/${field}`, value: after[field] }) as ContractorOperation)
}
