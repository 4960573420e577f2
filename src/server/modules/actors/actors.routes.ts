// /api/actors: the person's own details, the titles to choose from, the contractor's business profile, terms, the organisation selector and search, the role catalogue, invites.

import * as Schema from 'effect/Schema'
import { type Context, Hono } from 'hono'
import {
  ActorPatch,
  ActorResponse,
  ActorSummary,
  ActorsQuery,
  TermsResponse,
  TitleResponse,
  Uuid,
} from '#domain/actors'
import { isEmailAddress } from '#domain/email'
import { INVITE_STATUSES, InviteStatus, PermissionRoleResponse, RolesQuery } from '#domain/invites'
import { ListQueryFields, pagingOf, QueryFlag } from '#domain/list'
import { OrganisationSearchPage, OrganisationSelector } from '#domain/organisations'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
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
const ActorIdParam = Schema.Struct({ actorId: Uuid })
const tag = 'People'
const organisationsTag = 'Organisations'

export const actorsRoutes = (deps: AppDeps) => {
  /** The organisations within reach whose name has the words searched for, a page of them. */
  const search = (c: Context<AppEnv>, query: typeof OrganisationsQuery.Type) =>
    searchOrganisations({ db: deps.db, session: c.get('session'), search: query.search ?? '', ...pagingOf(query) })
  return (
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
      .get(
        '/terms/latest',
        described(
          {
            summary: 'The terms and conditions in force',
            description: 'Their id is what `agreed_terms_id` records when the person agrees to them.',
            tag,
            responses: { 200: TermsResponse },
            errors: [404],
          },
          async (c) => {
            const terms = await latestTerms(deps.db)
            if (!terms) throw NotFound('Terms')
            return c.json(terms)
          },
        ),
      )
      .get(
        '/titles',
        described(
          { summary: 'The forms of address to choose from', tag, responses: { 200: Schema.Array(TitleResponse) } },
          async (c) => c.json(await listTitles(deps.db)),
        ),
      )
      .route('/', profileRoutes(deps))
      .get(
        '/actors',
        described(
          {
            summary: 'The people of an organisation, or those holding one role there',
            tag,
            query: ActorsQuery,
            responses: { 200: Schema.Array(ActorSummary) },
            errors: [403, 404],
          },
          async (c, { query }) =>
            c.json(
              await listActorsIn({
                db: deps.db,
                session: c.get('session'),
                organisationId: query.org_id,
                roleId: query.role_id,
              }),
            ),
        ),
      )
      .get(
        '/actors/email/:email',
        described(
          {
            summary: 'Look a person up by e-mail address',
            description:
              'For the caller themselves, or for someone who manages people in an organisation the person belongs to ' +
              'or is invited to; 404 otherwise.',
            tag,
            params: Schema.Struct({ email: Schema.String }),
            responses: { 200: ActorSummary },
            errors: [403, 404],
          },
          async (c, { params }) => {
            const email = params.email.trim()
            if (!isEmailAddress(email)) throw Invalid('Give the e-mail address of the person to look up.')
            return c.json(await actorByEmail({ db: deps.db, session: c.get('session'), email }))
          },
        ),
      )
      .get(
        '/actors/:actorId',
        described(
          {
            summary: "Read a person's own details",
            description: 'Only the person themselves reads them here (403 for anyone else).',
            tag,
            params: ActorIdParam,
            responses: { 200: ActorResponse },
            errors: [403, 404],
          },
          async (c, { params }) =>
            c.json(await getActor({ db: deps.db, session: c.get('session'), actorId: params.actorId })),
        ),
      )
      .patch(
        '/actors/:actorId',
        described(
          {
            summary: "Change a person's own details, or agree to the terms",
            description:
              'A JSON Patch list of replace operations on /first_name, /last_name, /job_description, /title_id and ' +
              '/agreed_terms_id. Only the person themselves changes them.',
            tag,
            params: ActorIdParam,
            body: ActorPatch,
            responses: { 200: ActorResponse },
            errors: [403, 404, 409],
          },
          async (c, { params, body }) =>
            c.json(await updateActor({ db: deps.db, session: c.get('session'), actorId: params.actorId, patch: body })),
        ),
      )
      .get(
        '/organisations/selector',
        described(
          {
            summary: 'The organisations the person holds a role in, as trees, to choose one to work in',
            description:
              '`parent_orgs`: those with organisations below them; `child_orgs`: those without. With ' +
              '`admin_only=true`, only where the person holds an administrator role.',
            tag: organisationsTag,
            query: SelectorQuery,
            responses: { 200: OrganisationSelector },
            errors: [403],
          },
          async (c, { query }) =>
            c.json(
              await organisationSelector({
                db: deps.db,
                session: c.get('session'),
                adminOnly: query.admin_only === 'true',
              }),
            ),
        ),
      )
      .get(
        '/organisations',
        described(
          {
            summary: 'List the organisations within reach, by name, optionally narrowed by words of the name',
            tag: organisationsTag,
            query: OrganisationsQuery,
            responses: { 200: OrganisationSearchPage },
            errors: [403],
          },
          async (c, { query }) => c.json(await search(c, query)),
        ),
      )
      .get(
        '/organisations/search',
        described(
          {
            summary: 'Search the organisations within reach by words of the name',
            tag: organisationsTag,
            query: SearchQuery,
            responses: { 200: OrganisationSearchPage },
            errors: [403],
          },
          async (c, { query }) => c.json(await search(c, query)),
        ),
      )
      // After the selector and search, so those literal paths match before `/organisations/{id}`.
      .route('/organisations', organisationsRoutes(deps))
      .route('/invites', invitesRoutes(deps))
      .route('/contractors', contractorsRoutes(deps))
      .route('/master-contractors', masterContractorsRoutes(deps))
      .get(
        '/invite-statuses',
        described(
          {
            summary: 'The statuses an invite may have, with their fixed ids',
            tag: 'Invites',
            responses: { 200: Schema.Array(InviteStatus) },
            errors: [403],
          },
          (c) => c.json(INVITE_STATUSES),
        ),
      )
      .get(
        '/roles/code/:code',
        described(
          {
            summary: 'One role of the catalogue, by its code',
            tag: 'Roles',
            params: Schema.Struct({ code: Schema.String }),
            responses: { 200: PermissionRoleResponse },
            errors: [403, 404],
          },
          async (c, { params }) => c.json(await roleByCode(deps.db, params.code)),
        ),
      )
      .get(
        '/roles',
        described(
          {
            summary: 'The role catalogue, or the roles the caller may grant by invite in an organisation',
            description: 'With `inviteable_only=true`, `org_id` names the organisation to invite into.',
            tag: 'Roles',
            query: RolesQuery,
            responses: { 200: Schema.Array(PermissionRoleResponse) },
            errors: [403, 404],
          },
          async (c, { query }) => {
            const inviteable = query.inviteable_only === 'true'
            if (inviteable && !query.org_id)
              throw Invalid('inviteable_only needs org_id: the organisation to invite into.')
            return c.json(
              await listRoles({
                db: deps.db,
                session: c.get('session'),
                inviteableIn: inviteable ? query.org_id! : null,
              }),
            )
          },
        ),
      )
  )
}
