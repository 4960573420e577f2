// /api/actors/contractors and /api/actors/master-contractors (rule api.contractors). A contractor and
// its master record are one record here: the list and create speak of contractors, the edit form of the
// master contractor; both paths answer and change the same thing.
import * as Schema from 'effect/Schema'
import { type Context, Hono } from 'hono'
import { Created, IdParam } from '#domain/api-contract'
import {
  ContractorImportQuery,
  ContractorImportReport,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
} from '#domain/contractor-import'
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
import { readUploadedFile } from '../../http/upload.ts'
import { authoriseContractorImport, checkContractorImport, importContractors } from './contractor-import.service.ts'
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

const importForm = {
  File: {
    description: `The CSV file (UTF-8, a header row of the template's columns, at most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
    file: true,
  },
} as const

/** Check (nothing written) and import: the same file, the same checks; the caller's permission before the body. */
const importRoutes = (deps: AppDeps) => {
  const run =
    (use: typeof checkContractorImport) =>
    async (c: Context<AppEnv>, { query }: { query: typeof ContractorImportQuery.Type }) => {
      const caller = { db: deps.db, session: c.get('session') }
      await authoriseContractorImport(caller, query.org_id)
      const file = await readUploadedFile(c, 'File', IMPORT_MAX_BYTES)
      return c.json(await use(caller, query.org_id, file))
    }
  return new Hono<AppEnv>()
    .post(
      '/import/check',
      described(
        {
          summary: 'Check a CSV file of contractors before importing it',
          description:
            'Answers which rows would be imported, which are skipped (the organisation already has the e-mail) and ' +
            "which are refused, with the contractor form's own messages. Nothing is written.",
          tag,
          query: ContractorImportQuery,
          form: importForm,
          responses: { 200: ContractorImportReport },
          errors: [403, 404],
        },
        run(checkContractorImport),
      ),
    )
    .post(
      '/import',
      described(
        {
          summary: 'Import the contractors of a CSV file',
          description:
            'Checks the file again and creates every valid new row in one transaction, with one audit entry ' +
            '(contractor.import on the organisation) naming the file and the counts. Rows whose e-mail the ' +
            'organisation already has are skipped; refused rows come back with their messages. 409 when the ' +
            'contractors changed meanwhile (nothing imported).',
          tag,
          query: ContractorImportQuery,
          form: importForm,
          responses: { 200: ContractorImportReport },
          errors: [403, 404, 409],
        },
        run(importContractors),
      ),
    )
}

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
    .route('/', importRoutes(deps))
    .route('/', recordRoutes(deps))

export const masterContractorsRoutes = recordRoutes
