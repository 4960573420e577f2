// /api/actors/organisations/{id}: an organisation, its children, parent, ancestors and descendants;
// its logo's details; creating a child and replacing fields (rule api.organisations).
// Mounted inside actorsRoutes after /organisations/selector and /organisations/search, and `:id` only
// matches hexadecimal ids, so those literal paths keep their own handlers.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { pagingOf } from '#domain/list'
import { ChildrenQuery, CreateOrganisation, OrganisationPatch } from '#domain/organisations'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
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

export const organisationsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post('/', async (c) => {
      const body = await decodeBody(c, CreateOrganisation)
      return c.json(await createOrganisation(deps.db, c.get('session'), body), 201)
    })
    .get(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getOrganisation(deps.db, c.get('session'), id))
    })
    .patch(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'organisation')
      const patch = await decodeBody(c, OrganisationPatch)
      return c.json(await updateOrganisation(deps.db, c.get('session'), id, patch, version))
    })
    .get(`/${ID}/children`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const query = decodeQuery(c, ChildrenQuery)
      return c.json(await listChildren(deps.db, c.get('session'), id, { ...query, ...pagingOf(query) }))
    })
    .get(`/${ID}/parent`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getParent(deps.db, c.get('session'), id))
    })
    .get(`/${ID}/ancestors`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await listAncestors(deps.db, c.get('session'), id))
    })
    .get(`/${ID}/descendants`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await listDescendants(deps.db, c.get('session'), id))
    })
    .get(`/${ID}/logo`, async (c) => {
      const organisationId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getLogoInfo({ db: deps.db, session: c.get('session'), organisationId }))
    })
