// A register of companies to search by name or number. Companies House when a key is configured;
// otherwise a demonstration register (see demo-register.ts), never presented as real lookups.
import type { Company, CompanySource } from '#domain/companies'

export type CompaniesRegister = {
  readonly source: CompanySource
  byNumber(number: string): Promise<Company[]>
  byName(name: string): Promise<Company[]>
}

/** How many companies one search answers: enough to choose from, few enough to read. */
export const SEARCH_LIMIT = 20

/** Companies House numbers are 8 characters; people type them with any case and spacing. */
export const normaliseCompanyNumber = (number: string) => number.replace(/\s+/g, '').toUpperCase()
