// /api/actors/organisations/{id}: an organisation, its children, parent, ancestors and descendants;
// its logo's details; creating a child and replacing fields (rule api.organisations).
// Mounted inside actorsRoutes after /organisations/selector and /organisations/search, and `:id` only
// matches hexadecimal ids, so those literal paths keep their own handlers.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Created, IdParam } from '#domain/api-contract'
import { pagingOf } from '#domain/list'
import { LogoResponse } from '#domain/logo'
import {
  ChildrenQuery,
  CreateOrganisation,
  OrganisationChildren,
  OrganisationDetailResponse,
  OrganisationPatch,
  OrganisationResponse,
} from '#domain/organisations'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { getLogoInfo } from './logos.service.ts'
import {
  createOrganisation,
  getOrganisation,
  getParent,
  listAncestors,
  listChildren,
  listDescendants,
  updateOrganisation,
} from './organisation-records.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'
const tag = 'Organisations'

export const organisationsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post(
      '/',
      described(
        {
          summary: 'Create an organisation under another',
          description:
            'A child of `parent_id`. The flags a caller may set depend on their admin type; a parent organisation ' +
            '(created directly under the provider) needs a customer reference.',
          tag,
          body: CreateOrganisation,
          responses: { 201: Created },
          errors: [403, 404],
        },
        async (c, { body }) => c.json(await createOrganisation(deps.db, c.get('session'), body), 201),
      ),
    )
    .get(
      `/${ID}`,
      described(
        {
          summary: 'Read an organisation, with what its form may show to the caller',
          tag,
          params: IdParam,
          responses: { 200: OrganisationDetailResponse },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getOrganisation(deps.db, c.get('session'), params.id)),
      ),
    )
    .patch(
      `/${ID}`,
      described(
        {
          summary: "Change an organisation's name, customer reference, pay bill or feature flags",
          description:
            'A JSON Patch list of replace operations; a flag the caller may not edit is refused with 403 and ' +
            'nothing changes.',
          tag,
          params: IdParam,
          body: OrganisationPatch,
          ifMatch: 'optional',
          responses: { 200: OrganisationResponse },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const version = expectedVersion(c.req.header('if-match'), 'organisation')
          return c.json(await updateOrganisation(deps.db, c.get('session'), params.id, body, version))
        },
      ),
    )
    .get(
      `/${ID}/children`,
      described(
        {
          summary: 'List the organisations directly below an organisation',
          tag,
          params: IdParam,
          query: ChildrenQuery,
          responses: { 200: OrganisationChildren },
          errors: [403, 404],
        },
        async (c, { params, query }) =>
          c.json(await listChildren(deps.db, c.get('session'), params.id, { ...query, ...pagingOf(query) })),
      ),
    )
    .get(
      `/${ID}/parent`,
      described(
        {
          summary: 'Read the organisation directly above an organisation',
          description: '404 when it has none, or the caller does not reach it.',
          tag,
          params: IdParam,
          responses: { 200: OrganisationResponse },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getParent(deps.db, c.get('session'), params.id)),
      ),
    )
    .get(
      `/${ID}/ancestors`,
      described(
        {
          summary: 'The organisations above an organisation that the caller reaches, nearest first',
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(OrganisationResponse) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listAncestors(deps.db, c.get('session'), params.id)),
      ),
    )
    .get(
      `/${ID}/descendants`,
      described(
        {
          summary: 'Every organisation below an organisation, by name, each with its parent_id',
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(OrganisationResponse) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listDescendants(deps.db, c.get('session'), params.id)),
      ),
    )
    .get(
      `/${ID}/logo`,
      described(
        {
          summary: "An organisation's logo: its file id, public address and type",
          description: '404 when the organisation has no logo.',
          tag,
          params: IdParam,
          responses: { 200: LogoResponse },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await getLogoInfo({ db: deps.db, session: c.get('session'), organisationId: params.id })),
      ),
    )
