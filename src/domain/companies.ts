// The companies register search (rules contractors.form, api.contractors): shared by the company
// search field and the server's register adapters.

/** The search starts at this many characters. */
export const COMPANY_SEARCH_MIN_LENGTH = 3
/** The field waits this long after the last key before it searches. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 200
export const NO_COMPANIES_FOUND = 'No companies found'

/** Input containing a digit is a company-number search; otherwise a name search. */
export const isCompanyNumberSearch = (query: string) => /\d/.test(query)

export type Company = { company_number: string; company_name: string }

/**
 * Where the answer came from. `demonstration`: no register is configured, so the answer is the
 * organisation's own companies and a small made-up register, which the screen must say plainly.
 */
export type CompanySource = 'companies-house' | 'demonstration'

/** GET /api/externals/companieshouse/{number} and /name/{name}. */
export type CompanySearchResponse = { items: Company[]; source: CompanySource }
