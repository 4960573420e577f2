// /api/externals/companieshouse: the company search behind the contractor form (rule api.contractors).
import { Hono } from 'hono'
import { COMPANY_SEARCH_MIN_LENGTH, type Company, type CompanySearchResponse } from '#domain/companies'
import type { AccessTokenClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid } from '../../http/errors.ts'
import { companiesHouse } from './companies-house.ts'
import type { CompaniesRegister } from './companies-register.ts'
import { DEMO_COMPANIES, demoRegister } from './demo-register.ts'
import { heldCompanies } from './held-companies.ts'

const MAX_QUERY_LENGTH = 160

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
    .get('/companieshouse/name/:name', async (c) => {
      const name = queryOf(c.req.param('name'), 'name')
      return c.json(await answer(c.get('session'), (register) => register.byName(name)))
    })
    .get('/companieshouse/:number', async (c) => {
      const number = queryOf(c.req.param('number'), 'number')
      if (!/^[A-Za-z0-9 ]+$/.test(number)) throw Invalid('A company number has only letters and digits.')
      return c.json(await answer(c.get('session'), (register) => register.byNumber(number)))
    })
}
