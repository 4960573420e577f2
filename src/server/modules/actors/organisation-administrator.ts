// Settings only an organisation's administrators manage (its API keys, its webhooks): who may is asked before a
// route reads its body, and an API key never may, whatever its service actor holds.
import { createMiddleware } from 'hono/factory'
import { IdParam } from '#domain/api-contract'
import { permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import { rolesForOrganisation } from './organisation-tree.queries.ts'

/**
 * Refuses anyone but an administrator of the organisation (held there or above it): 404 when the organisation is
 * out of the caller's reach (its existence is not confirmed), 403 with `refusal` when in reach but not theirs to
 * administer, or when the caller is an API key.
 */
export const assertOrganisationAdministrator = async (
  { db, session }: { readonly db: Database; readonly session: AccessTokenClaims },
  organisationId: string,
  refusal: string,
) => {
  if (session.apiKey) throw Forbidden(refusal)
  const { roles } = await rolesForOrganisation(db, session.actorId, organisationId)
  if (roles.length === 0) throw NotFound('The organisation')
  if (!permissionsFor(roles).includes('Organisations:Update')) throw Forbidden(refusal)
}

/** The same check as a middleware on `/{id}/…`, so it runs before the route decodes its body. */
export const requireOrganisationAdministrator = (db: Database, refusal: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { id } = decodeWith(IdParam, { id: c.req.param('id') })
    await assertOrganisationAdministrator({ db, session: c.get('session') }, id, refusal)
    await next()
  })
