// The Companies House public data API (https://developer.company-information.service.gov.uk): the API key is
// the basic-auth user name with an empty password. A search by number also tries the exact company, since
// the free-text search ranks by name.
import type { Company } from '#domain/companies'
import { Unavailable } from '../../http/errors.ts'
import { type CompaniesRegister, normaliseCompanyNumber, SEARCH_LIMIT } from './companies-register.ts'

const TIMEOUT_MS = 8_000
const UNAVAILABLE =
  'The companies register could not be reached. Please try again in a moment, or type the company name and number yourself.'

type SearchItem = { company_number?: unknown; title?: unknown }
type Profile = { company_number?: unknown; company_name?: unknown }

const toCompany = (number: unknown, name: unknown): Company[] =>
  typeof number === 'string' && typeof name === 'string' ? [{ company_number: number, company_name: name }] : []

export const companiesHouse = (options: { baseUrl: string; apiKey: string }): CompaniesRegister => {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`
  const base = options.baseUrl.replace(/\/$/, '')

  /** The parsed body, or null for 404 (Companies House answers 404 for an unknown company number). */
  const get = async <T>(path: string): Promise<T | null> => {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch {
      throw Unavailable(UNAVAILABLE)
    }
    if (response.status === 404) return null
    if (!response.ok) throw Unavailable(UNAVAILABLE)
    return (await response.json()) as T
  }

  const search = async (query: string): Promise<Company[]> => {
    const answer = await get<{ items?: SearchItem[] }>(
      `/search/companies?q=${encodeURIComponent(query)}&items_per_page=${SEARCH_LIMIT}`,
    )
    return (answer?.items ?? []).flatMap((item) => toCompany(item.company_number, item.title))
  }

  return {
    source: 'companies-house',
    byName: search,
    async byNumber(number) {
      const wanted = normaliseCompanyNumber(number)
      const [exact, found] = await Promise.all([
        wanted.length === 8 ? get<Profile>(`/company/${encodeURIComponent(wanted)}`) : Promise.resolve(null),
        search(wanted),
      ])
      const matching = found.filter((company) => company.company_number.toUpperCase().startsWith(wanted))
      const first = exact ? toCompany(exact.company_number, exact.company_name) : []
      const rest = matching.filter((company) => !first.some((e) => e.company_number === company.company_number))
      return [...first, ...rest].slice(0, SEARCH_LIMIT)
    },
  }
}
