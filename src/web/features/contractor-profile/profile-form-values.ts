// Between the profile on the wire and the form's text values, and what Save sends: replace operations of the
// fields on show (all of them for onboarding, the changed ones of a section on the profile).
import type { ContractorProfileResponse, ProfileFormValues, ProfileValues } from '#domain/contractor-profile'

export type ProfileField = keyof ProfileValues
export type ProfileOperation = { op: 'replace'; path: `/${ProfileField}`; value: string | number | boolean | null }

const text = (value: string | number | null) => (value === null ? '' : String(value))

export const formValuesOf = (profile: ContractorProfileResponse): ProfileFormValues => ({
  title_id: text(profile.title_id),
  first_name: text(profile.first_name),
  last_name: text(profile.last_name),
  phone_number: text(profile.phone_number),
  company_name: text(profile.company_name),
  company_number: text(profile.company_number),
  turnover_id: text(profile.turnover_id),
  has_business_insurance: profile.has_business_insurance === null ? '' : profile.has_business_insurance ? 'yes' : 'no',
  renewal_date: text(profile.renewal_date),
  industry_id: text(profile.industry_id),
  occupation_id: text(profile.occupation_id),
})

const idOf = (value: string) => (value === '' ? null : Number(value))
const trimmed = (value: string) => (value.trim() === '' ? null : value.trim())

/** The form's values as the server stores them; a renewal date counts only with insurance. */
export const profileValuesOf = (values: ProfileFormValues): ProfileValues => ({
  title_id: idOf(values.title_id),
  first_name: trimmed(values.first_name),
  last_name: trimmed(values.last_name),
  phone_number: trimmed(values.phone_number),
  company_name: trimmed(values.company_name),
  company_number: trimmed(values.company_number),
  turnover_id: idOf(values.turnover_id),
  occupation_id: idOf(values.occupation_id),
  has_business_insurance: values.has_business_insurance === '' ? null : values.has_business_insurance === 'yes',
  renewal_date: values.has_business_insurance === 'yes' && values.renewal_date !== '' ? values.renewal_date : null,
})

/** The fields the onboarding form sends, every one of them in one PATCH (rule onboarding.role). */
export const ONBOARDING_FIELDS: readonly ProfileField[] = [
  'title_id',
  'phone_number',
  'company_name',
  'company_number',
  'turnover_id',
  'has_business_insurance',
  'renewal_date',
  'occupation_id',
]

/** Replace operations for `fields`; with `saved`, only those that differ from it. */
export const operationsFor = (
  values: ProfileFormValues,
  fields: readonly ProfileField[],
  saved?: ContractorProfileResponse,
): ProfileOperation[] => {
  const next = profileValuesOf(values)
  return fields
    .filter((field) => !saved || next[field] !== saved[field])
    .map((field) => ({ op: 'replace', path: `/${field}`, value: next[field] }))
}
