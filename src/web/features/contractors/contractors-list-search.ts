// What the contractors list keeps in the URL besides page, sort and search: the IR35 Insurance column filter.
import { IR35_INSURANCE_FILTERS, type Ir35InsuranceFilter } from '#domain/contractors-list'
import { type ListDefaults, type ListSearch, parseListSearch } from '../../ui/list-state'

/** Contractors by name ascending, 30 to a page (rule lists.defaults); the server sorts by these columns. */
export const CONTRACTORS_LIST_DEFAULTS: ListDefaults = {
  pageSize: 30,
  sortBy: 'name',
  sortDirection: 'asc',
  sortFields: ['name', 'company_name'],
}

export type ContractorsSearch = ListSearch & { ir35_insurance?: Ir35InsuranceFilter }

export const parseContractorsSearch = (raw: Record<string, unknown>): ContractorsSearch => {
  const filter = IR35_INSURANCE_FILTERS.find((value) => value === raw.ir35_insurance)
  return { ...parseListSearch(raw, CONTRACTORS_LIST_DEFAULTS), ...(filter ? { ir35_insurance: filter } : {}) }
}

/** The column's wording for each filter value, and for a contractor's recorded answer. */
export const INSURANCE_LABELS: Record<Ir35InsuranceFilter, string> = {
  insured: 'Insured',
  uninsured: 'Not insured',
  unknown: 'Unknown',
}

export const insuranceOf = (insured: boolean | null): Ir35InsuranceFilter =>
  insured === null ? 'unknown' : insured ? 'insured' : 'uninsured'
