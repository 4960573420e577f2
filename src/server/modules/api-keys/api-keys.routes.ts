// /api/actors/organisations/{id}/api-keys (docs/api-keys.md): an organisation's administrators list, create and revoke
// its API keys. Who may is checked before a body is read.
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import { API_KEY_MESSAGES, ApiKeyList, ApiKeyParams, ApiKeyRecord, CreateApiKey, CreatedApiKey } from '#domain/api-keys'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { requireOrganisationAdministrator } from '../actors/organisation-administrator.ts'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'
const KEY_ID = ':keyId{[0-9a-fA-F-]+}'
const tag = 'API keys'
const description =
  'Only an administrator of the organisation (Partner Admin, or an admin of an organisation above it) may call this; ' +
  'an API key never may.'

export const apiKeysRoutes = (deps: AppDeps) => {
  const administratorsOnly = requireOrganisationAdministrator(deps.db, API_KEY_MESSAGES.adminsOnly)
  return new Hono<AppEnv>()
    .use(`/${ID}/api-keys`, requireSession(deps.tokens), organisationUsersOnly, administratorsOnly)
    .use(`/${ID}/api-keys/*`, requireSession(deps.tokens), organisationUsersOnly, administratorsOnly)
    .get(
      `/${ID}/api-keys`,
      described(
        {
          summary: "List the organisation's API keys, revoked ones included",
          description,
          tag,
          params: IdParam,
          responses: { 200: ApiKeyList },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listApiKeys({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .post(
      `/${ID}/api-keys`,
      described(
        {
          summary: 'Create an API key',
          description: `${description} The answer holds the key itself (\`key\`) this once; only its hash is kept. Asking for a capability no key may have (sign_off, send_sds, answer_disputes, override, delete) is refused with 403.`,
          tag,
          params: IdParam,
          body: CreateApiKey,
          responses: { 201: CreatedApiKey },
          errors: [403, 404],
        },
        async (c, { params, body }) =>
          c.json(await createApiKey({ db: deps.db, session: c.get('session') }, params.id, body), 201),
      ),
    )
    .post(
      `/${ID}/api-keys/${KEY_ID}/revoke`,
      described(
        {
          summary: 'Revoke an API key',
          description: `${description} Every server process refuses the key from the next call on.`,
          tag,
          params: ApiKeyParams,
          responses: { 200: ApiKeyRecord },
          errors: [403, 404, 409],
        },
        async (c, { params }) =>
          c.json(await revokeApiKey({ db: deps.db, session: c.get('session') }, params.id, params.keyId)),
      ),
    )
}
