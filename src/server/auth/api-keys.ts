// An organisation's API key as a bearer token (docs/api-keys.md). The key is looked up by its SHA-256 hash on every
// call, with no copy kept in the process, so a revocation stops it at once in every server process. Each call counts
// against the key's own rate limit; when it was last used is written at most once a minute.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyCapability, permissionsOfCapabilities } from '#domain/api-keys'
import { ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../db/client.ts'
import { apiKeys } from '../db/schema.ts'
import { AppError, Unauthorized } from '../http/errors.ts'
import { hitRateLimit } from '../idp/rate-limit.ts'
import type { AccessTokens } from './access-token.ts'

/** The session role a key's calls carry: never a person's, never a contractor's. */
export const API_KEY_SESSION_ROLE = 'API key'

/** How many characters of a key the list shows: the prefix and eight of the random part. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX)

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/** A new key: 32 random bytes after the recognisable prefix; only its hash and first characters are stored. */
export const newApiKey = () => {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), secretHash: hashApiKey(key) }
}

/**
 * The role a key's service actor holds in its organisation: the client's Partner when it may write, the read-only
 * Partner otherwise. The role is what the existing access checks and machines ask; what the key may call at all is
 * narrowed further by its capabilities (api-key-scope.ts).
 */
export const roleForCapabilities = (capabilities: readonly ApiKeyCapability[]) =>
  capabilities.includes('records') || capabilities.includes('answers') ? ROLE.partner : ROLE.partnerReadOnly

export type ApiKeyLimits = { readonly requestsPerMinute: number }

/** A 429 that says when to try again. */
const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, API_KEY_MESSAGES.tooManyRequests, undefined, { 'retry-after': String(retryAfterSeconds) })

/** The session of a key's call: the key's service actor in the key's organisation, with the key's permissions. */
export const apiKeySession = async (db: Database, key: string, limits: ApiKeyLimits): Promise<AccessTokenClaims> => {
  const [row] = await db
    .select({
      id: apiKeys.id,
      organisationId: apiKeys.organisationId,
      actorId: apiKeys.actorId,
      name: apiKeys.name,
      capabilities: apiKeys.capabilities,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
  if (!row) throw Unauthorized(API_KEY_MESSAGES.keyNotValid)
  const limit = await hitRateLimit(db, { name: 'api-key', max: limits.requestsPerMinute, windowSeconds: 60 }, row.id)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= 60_000)
    // The condition is repeated in the statement, so processes racing on one key write it once between them.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      )
  const capabilities = row.capabilities as ApiKeyCapability[]
  return {
    actorId: row.actorId,
    organisationId: row.organisationId,
    topLevelOrganisationId: null,
    roles: [roleForCapabilities(capabilities)],
    permissions: permissionsOfCapabilities(capabilities),
    unique_name: row.name,
    role: API_KEY_SESSION_ROLE,
    contractorId: null,
    apiKey: { id: row.id, capabilities },
  }
}

/** The access tokens, with an organisation's API key accepted wherever an access token is. */
export const withApiKeys = (tokens: AccessTokens, db: Database, limits: ApiKeyLimits): AccessTokens => ({
  ttlSeconds: tokens.ttlSeconds,
  sign: tokens.sign,
  verify: (token) => (isApiKey(token) ? apiKeySession(db, token, limits) : tokens.verify(token)),
})
