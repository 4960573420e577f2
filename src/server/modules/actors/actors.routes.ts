// /api/actors: the person's own details, the titles to choose from, the contractor's business profile, terms, the organisation selector and search, the role catalogue, invites.

import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { ActorPatch, ActorsQuery, Uuid } from '#domain/actors'
import { isEmailAddress } from '#domain/email'
import { INVITE_STATUSES, RolesQuery } from '#domain/invites'
import { ListQueryFields, pagingOf, QueryFlag } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid, NotFound } from '../../http/errors.ts'
import { actorByEmail, listActorsIn } from './actor-directory.service.ts'
import { getActor, latestTerms, listTitles, updateActor } from './actors.service.ts'
import { contractorsRoutes, masterContractorsRoutes } from './contractors.routes.ts'
import { listRoles, roleByCode } from './invite-roles.service.ts'
import { invitesRoutes } from './invites.routes.ts'
import { organisationsRoutes } from './organisations.routes.ts'
import { organisationSelector, searchOrganisations } from './organisations.service.ts'
import { profileRoutes } from './profile.routes.ts'

const SelectorQuery = Schema.Struct({ admin_only: QueryFlag })
const SearchText = Schema.String.pipe(Schema.check(Schema.isMaxLength(100)))
const SearchQuery = Schema.Struct({
  search: SearchText,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
})
/** GET /api/actors/organisations: the organisations within reach, optionally narrowed by name. */
const OrganisationsQuery = Schema.Struct({ ...SearchQuery.fields, search: Schema.optionalKey(SearchText) })

export const actorsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    // The organisation's directory, its organisations, invites, contractors and roles; a contractor's own details,
    // profile, titles and terms stay open to them.
    .use('/actors', organisationUsersOnly)
    .use('/actors/email/*', organisationUsersOnly)
    .use('/organisations', organisationUsersOnly)
    .use('/organisations/*', organisationUsersOnly)
    .use('/invites', organisationUsersOnly)
    .use('/invites/*', organisationUsersOnly)
    .use('/invite-statuses', organisationUsersOnly)
    .use('/contractors', organisationUsersOnly)
    .use('/contractors/*', organisationUsersOnly)
    .use('/master-contractors/*', organisationUsersOnly)
    .use('/roles', organisationUsersOnly)
    .use('/roles/*', organisationUsersOnly)
    .get('/terms/latest', async (c) => {
      const terms = await latestTerms(deps.db)
      if (!terms) throw NotFound('Terms')
      return c.json(terms)
    })
    .get('/titles', async (c) => c.json(await listTitles(deps.db)))
    .route('/', profileRoutes(deps))
    .get('/actors', async (c) => {
      const query = decodeQuery(c, ActorsQuery)
      return c.json(
        await listActorsIn({
          db: deps.db,
          session: c.get('session'),
          organisationId: query.org_id,
          roleId: query.role_id,
        }),
      )
    })
    .get('/actors/email/:email', async (c) => {
      const email = c.req.param('email').trim()
      if (!isEmailAddress(email)) throw Invalid('Give the e-mail address of the person to look up.')
      return c.json(await actorByEmail({ db: deps.db, session: c.get('session'), email }))
    })
    .get('/actors/:actorId', async (c) => {
      const actorId = decodeWith(Uuid, c.req.param('actorId'))
      return c.json(await getActor({ db: deps.db, session: c.get('session'), actorId }))
    })
    .patch('/actors/:actorId', async (c) => {
      const actorId = decodeWith(Uuid, c.req.param('actorId'))
      const patch = await decodeBody(c, ActorPatch)
      return c.json(await updateActor({ db: deps.db, session: c.get('session'), actorId, patch }))
    })
    .get('/organisations/selector', async (c) => {
      const query = decodeQuery(c, SelectorQuery)
      return c.json(
        await organisationSelector({ db: deps.db, session: c.get('session'), adminOnly: query.admin_only === 'true' }),
      )
    })
    .get('/organisations', async (c) => {
      const query = decodeQuery(c, OrganisationsQuery)
      const { db } = deps
      return c.json(
        await searchOrganisations({ db, session: c.get('session'), search: query.search ?? '', ...pagingOf(query) }),
      )
    })
    .get('/organisations/search', async (c) => {
      const query = decodeQuery(c, SearchQuery)
      const { db } = deps
      return c.json(
        await searchOrganisations({ db, session: c.get('session'), search: query.search, ...pagingOf(query) }),
      )
    })
    // After the selector and search, so those literal paths match before `/organisations/{id}`.
    .route('/organisations', organisationsRoutes(deps))
    .route('/invites', invitesRoutes(deps))
    .route('/contractors', contractorsRoutes(deps))
    .route('/master-contractors', masterContractorsRoutes(deps))
    .get('/invite-statuses', (c) => c.json(INVITE_STATUSES))
    .get('/roles/code/:code', async (c) => c.json(await roleByCode(deps.db, c.req.param('code'))))
    .get('/roles', async (c) => {
      const query = decodeQuery(c, RolesQuery)
      const inviteable = query.inviteable_only === 'true'
      if (inviteable && !query.org_id) throw Invalid('inviteable_only needs org_id: the organisation to invite into.')
      return c.json(
        await listRoles({ db: deps.db, session: c.get('session'), inviteableIn: inviteable ? query.org_id! : null }),
      )
    })
