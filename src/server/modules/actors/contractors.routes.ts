// /api/actors/contractors and /api/actors/master-contractors (rule api.contractors). A contractor and
// its master record are one record here: the list and create speak of contractors, the edit form of the
// master contractor; both paths answer and change the same thing.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { ContractorListQuery, ContractorLookupQuery, ContractorPatch, CreateContractor } from '#domain/contractors'
import { isEmailAddress } from '#domain/email'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid } from '../../http/errors.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { getContractorInsurance } from './contractor-insurance.service.ts'
import {
  createContractor,
  deleteContractor,
  getContractor,
  getContractors,
  lookUpContractor,
  updateContractor,
} from './contractors.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'

const emailParam = (raw: string) => {
  const email = raw.trim()
  if (!isEmailAddress(email)) throw Invalid('Give the e-mail address of the contractor to look up.')
  return email
}

/** GET, PATCH (If-Match) and the e-mail lookup: the same on both paths. */
const recordRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/email/:email', async (c) => {
      const query = decodeQuery(c, ContractorLookupQuery)
      const caller = { db: deps.db, session: c.get('session') }
      return c.json(await lookUpContractor(caller, emailParam(c.req.param('email')), query.org_id))
    })
    .get(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getContractor({ db: deps.db, session: c.get('session') }, id))
    })
    .get(`/${ID}/insurance`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getContractorInsurance(deps.db, c.get('session'), id))
    })
    .patch(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'contractor')
      const patch = await decodeBody(c, ContractorPatch)
      return c.json(await updateContractor({ db: deps.db, session: c.get('session') }, id, patch, version))
    })

export const contractorsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = decodeQuery(c, ContractorListQuery)
      return c.json(await getContractors({ db: deps.db, session: c.get('session') }, query))
    })
    .post('/', async (c) => {
      const body = await decodeBody(c, CreateContractor)
      return c.json(await createContractor({ db: deps.db, session: c.get('session') }, body), 201)
    })
    .delete(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'contractor')
      await deleteContractor({ db: deps.db, session: c.get('session') }, id, version)
      return c.body(null, 204)
    })
    .route('/', recordRoutes(deps))

export const masterContractorsRoutes = recordRoutes
