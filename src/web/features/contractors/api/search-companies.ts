// GET /api/externals/companieshouse/{number} and /name/{name}: the companies register search (rule api.contractors).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { COMPANY_SEARCH_MIN_LENGTH, type CompanySearchResponse, isCompanyNumberSearch } from '#domain/companies'
import { api } from '../../../api/client'

const CompanySearchWire = Schema.Struct({
  items: Schema.Array(Schema.Struct({ company_number: Schema.String, company_name: Schema.String })),
  source: Schema.Literals(['companies-house', 'demonstration']),
})

/** The register takes names up to this long. */
const MAX_TERM_LENGTH = 160

/**
 * Whether the register can be asked at all: from 3 characters, and a number search (a digit was typed) only of
 * letters, digits and spaces. Anything else can match no company, so the field says none was found unasked.
 */
export const isSearchableTerm = (term: string) =>
  term.length >= COMPANY_SEARCH_MIN_LENGTH &&
  term.length <= MAX_TERM_LENGTH &&
  (!isCompanyNumberSearch(term) || /^[A-Za-z0-9 ]+$/.test(term))

/** The register's path for what was typed: a digit makes it a company-number search. */
export const companySearchPath = (term: string) =>
  isCompanyNumberSearch(term)
    ? `/externals/companieshouse/${encodeURIComponent(term)}`
    : `/externals/companieshouse/name/${encodeURIComponent(term)}`

export const companySearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['companies', term],
    queryFn: async (): Promise<CompanySearchResponse> => {
      const decoded = Schema.decodeUnknownSync(CompanySearchWire)(await api(companySearchPath(term)))
      return { ...decoded, items: [...decoded.items] }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useCompanySearch = (term: string) =>
  useQuery({ ...companySearchQueryOptions(term), enabled: isSearchableTerm(term) })
