// /api/externals/companieshouse: the company search behind the contractor form (rule api.contractors).
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { COMPANY_SEARCH_MIN_LENGTH, type Company, CompanySearchResponse } from '#domain/companies'
import type { AccessTokenClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid } from '../../http/errors.ts'
import { companiesHouse } from './companies-house.ts'
import type { CompaniesRegister } from './companies-register.ts'
import { DEMO_COMPANIES, demoRegister } from './demo-register.ts'
import { heldCompanies } from './held-companies.ts'

const MAX_QUERY_LENGTH = 160
const tag = 'Companies register'
const SOURCE_NOTE =
  "`source` is `demonstration` when no Companies House key is configured: the organisation's own companies and a " +
  'small made-up register, which a screen must say plainly.'

/**
 * Companies House when configured; otherwise, per request, the companies the caller's selected
 * organisation already holds followed by the demonstration register.
 */
const companiesRegisterFor = (deps: AppDeps) => {
  const { apiKey, url } = deps.config.companiesHouse
  if (apiKey) {
    const register = companiesHouse({ baseUrl: url, apiKey })
    return async () => register
  }
  return async (session: AccessTokenClaims): Promise<CompaniesRegister> =>
    demoRegister(uniqueByNumber([...(await heldCompanies(deps.db, session.organisationId)), ...DEMO_COMPANIES]))
}

const uniqueByNumber = (companies: readonly Company[]) => [
  ...new Map(companies.map((company) => [company.company_number, company])).values(),
]

/** The trimmed search text, refused when too short to search or too long to be a company. */
const queryOf = (raw: string, what: 'number' | 'name') => {
  const query = raw.trim()
  if (query.length < COMPANY_SEARCH_MIN_LENGTH)
    throw Invalid(`Type at least ${COMPANY_SEARCH_MIN_LENGTH} characters of the company ${what} to search.`)
  if (query.length > MAX_QUERY_LENGTH) throw Invalid(`A company ${what} is at most ${MAX_QUERY_LENGTH} characters.`)
  return query
}

export const externalsRoutes = (deps: AppDeps) => {
  const registerFor = companiesRegisterFor(deps)
  const answer = async (
    session: AccessTokenClaims,
    search: (register: CompaniesRegister) => Promise<Company[]>,
  ): Promise<CompanySearchResponse> => {
    const register = await registerFor(session)
    return { items: await search(register), source: register.source }
  }
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/companieshouse/name/:name',
      described(
        {
          summary: 'Search the companies register by words of a company name',
          description: `At least ${COMPANY_SEARCH_MIN_LENGTH} and at most ${MAX_QUERY_LENGTH} characters. ${SOURCE_NOTE}`,
          tag,
          params: Schema.Struct({ name: Schema.String }),
          responses: { 200: CompanySearchResponse },
          errors: [503],
        },
        async (c, { params }) => {
          const name = queryOf(params.name, 'name')
          return c.json(await answer(c.get('session'), (register) => register.byName(name)))
        },
      ),
    )
    .get(
      '/companieshouse/:number',
      described(
        {
          summary: 'Search the companies register by the start of a company number',
          description: `Letters, digits and spaces, at least ${COMPANY_SEARCH_MIN_LENGTH} characters. ${SOURCE_NOTE}`,
          tag,
          params: Schema.Struct({ number: Schema.String }),
          responses: { 200: CompanySearchResponse },
          errors: [503],
        },
        async (c, { params }) => {
          const number = queryOf(params.number, 'number')
          if (!/^[A-Za-z0-9 ]+$/.test(number)) throw Invalid('A company number has only letters and digits.')
          return c.json(await answer(c.get('session'), (register) => register.byNumber(number)))
        },
      ),
    )
}
