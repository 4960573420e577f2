// The companies register search (rules contractors.form, api.contractors): shared by the company
// search field and the server's register adapters.
import * as Schema from 'effect/Schema'

/** The search starts at this many characters. */
export const COMPANY_SEARCH_MIN_LENGTH = 3
/** The field waits this long after the last key before it searches. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 200
export const NO_COMPANIES_FOUND = 'No companies found'

/** Input containing a digit is a company-number search; otherwise a name search. */
export const isCompanyNumberSearch = (query: string) => /\d/.test(query)

export const Company = Schema.Struct({ company_number: Schema.String, company_name: Schema.String }).annotate({
  identifier: 'Company',
})
export type Company = typeof Company.Type

/**
 * Where the answer came from. `demonstration`: no register is configured, so the answer is the
 * organisation's own companies and a small made-up register, which the screen must say plainly.
 */
export const CompanySource = Schema.Literals(['companies-house', 'demonstration'])
export type CompanySource = typeof CompanySource.Type

/** GET /api/externals/companieshouse/{number} and /name/{name}. */
export const CompanySearchResponse = Schema.Struct({ items: Schema.Array(Company), source: CompanySource }).annotate({
  identifier: 'CompanySearch',
})
export type CompanySearchResponse = typeof CompanySearchResponse.Type
