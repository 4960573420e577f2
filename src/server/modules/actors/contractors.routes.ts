// /api/actors/contractors and /api/actors/master-contractors (rule api.contractors). A contractor and
// its master record are one record here: the list and create speak of contractors, the edit form of the
// master contractor; both paths answer and change the same thing.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Created, IdParam } from '#domain/api-contract'
import {
  ContractorList,
  ContractorListQuery,
  ContractorLookup,
  ContractorLookupQuery,
  ContractorPatch,
  CreateContractor,
  InsuranceStatusResponse,
  MasterContractor,
} from '#domain/contractors'
import { isEmailAddress } from '#domain/email'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
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
const tag = 'Contractors'

const emailParam = (raw: string) => {
  const email = raw.trim()
  if (!isEmailAddress(email)) throw Invalid('Give the e-mail address of the contractor to look up.')
  return email
}

/** GET, PATCH (If-Match) and the e-mail lookup: the same on both paths. */
const recordRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get(
      '/email/:email',
      described(
        {
          summary: 'Look a contractor up by e-mail address before creating one',
          description:
            '`existing` when the organisation already has the contractor (open it instead); `prefill` when another ' +
            'organisation within reach knows them.',
          tag,
          params: Schema.Struct({ email: Schema.String }),
          query: ContractorLookupQuery,
          responses: { 200: ContractorLookup },
          errors: [403, 404],
        },
        async (c, { params, query }) => {
          const caller = { db: deps.db, session: c.get('session') }
          return c.json(await lookUpContractor(caller, emailParam(params.email), query.org_id))
        },
      ),
    )
    .get(
      `/${ID}`,
      described(
        {
          summary: 'Read a contractor',
          tag,
          params: IdParam,
          responses: { 200: MasterContractor },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getContractor({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .get(
      `/${ID}/insurance`,
      described(
        {
          summary: "The contractor's insurance cover, as known",
          tag,
          params: IdParam,
          responses: { 200: InsuranceStatusResponse },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getContractorInsurance(deps.db, c.get('session'), params.id)),
      ),
    )
    .patch(
      `/${ID}`,
      described(
        {
          summary: 'Change a contractor',
          tag,
          params: IdParam,
          body: ContractorPatch,
          ifMatch: 'optional',
          responses: { 200: MasterContractor },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const version = expectedVersion(c.req.header('if-match'), 'contractor')
          return c.json(await updateContractor({ db: deps.db, session: c.get('session') }, params.id, body, version))
        },
      ),
    )

export const contractorsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get(
      '/',
      described(
        {
          summary: 'List the contractors of an organisation',
          tag,
          query: ContractorListQuery,
          responses: { 200: ContractorList },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await getContractors({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .post(
      '/',
      described(
        {
          summary: 'Create a contractor',
          tag,
          body: CreateContractor,
          responses: { 201: Created },
          errors: [403, 404, 409],
        },
        async (c, { body }) => c.json(await createContractor({ db: deps.db, session: c.get('session') }, body), 201),
      ),
    )
    .delete(
      `/${ID}`,
      described(
        {
          summary: 'Delete a contractor',
          tag,
          params: IdParam,
          ifMatch: 'optional',
          responses: { 204: null },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const version = expectedVersion(c.req.header('if-match'), 'contractor')
          await deleteContractor({ db: deps.db, session: c.get('session') }, params.id, version)
          return c.body(null, 204)
        },
      ),
    )
    .route('/', recordRoutes(deps))

export const masterContractorsRoutes = recordRoutes
