// /api/externals/companieshouse: the company search behind the contractor form (spec part 1 §7 "Contractors").
import { Hono } from 'hono'
import { COMPANY_SEARCH_MIN_LENGTH, type CompanySearchResponse } from '#domain/companies'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid } from '../../http/errors.ts'
import { companiesHouse } from './companies-house.ts'
import type { CompaniesRegister } from './companies-register.ts'
import { demoRegister } from './demo-register.ts'

const MAX_QUERY_LENGTH = 160

export const companiesRegisterFor = (config: AppDeps['config']): CompaniesRegister =>
  config.companiesHouse.apiKey
    ? companiesHouse({ baseUrl: config.companiesHouse.url, apiKey: config.companiesHouse.apiKey })
    : demoRegister()

/** The trimmed search text, refused when too short to search or too long to be a company. */
const queryOf = (raw: string, what: 'number' | 'name') => {
  const query = raw.trim()
  if (query.length < COMPANY_SEARCH_MIN_LENGTH)
    throw Invalid(`Type at least ${COMPANY_SEARCH_MIN_LENGTH} characters of the company ${what} to search.`)
  if (query.length > MAX_QUERY_LENGTH) throw Invalid(`A company ${what} is at most ${MAX_QUERY_LENGTH} characters.`)
  return query
}

export const externalsRoutes = (deps: AppDeps) => {
  const register = companiesRegisterFor(deps.config)
  const answer = async (search: Promise<CompanySearchResponse['items']>): Promise<CompanySearchResponse> => ({
    items: await search,
    source: register.source,
  })
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/companieshouse/name/:name', async (c) =>
      c.json(await answer(register.byName(queryOf(c.req.param('name'), 'name')))),
    )
    .get('/companieshouse/:number', async (c) => {
      const number = queryOf(c.req.param('number'), 'number')
      if (!/^[A-Za-z0-9 ]+$/.test(number)) throw Invalid('A company number has only letters and digits.')
      return c.json(await answer(register.byNumber(number)))
    })
}
