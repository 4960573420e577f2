// Creating, listing and revoking an organisation's API keys (docs/api-keys.md). Only the organisation's
// administrators manage them; a key is made with its own service actor, which holds the one role its capabilities
// need in the organisation, so every access check and the audit trail name the key.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  API_KEY_ACTOR_FIRST_NAME,
  API_KEY_CAPABILITIES,
  API_KEY_MESSAGES,
  type ApiKeyCapability,
  type ApiKeyList,
  type ApiKeyRecord,
  type CreateApiKey,
  type CreatedApiKey,
} from '#domain/api-keys'
import type { AccessTokenClaims } from '#domain/session'
import { newApiKey, roleForCapabilities } from '../../auth/api-keys.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { actorRoles, actors, apiKeys, permissionRoles } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import { keyOf, keysOf } from './api-keys.queries.ts'

type Deps = { readonly db: Database; readonly session: AccessTokenClaims }

/** A key's own trail (entity `api_key`): who made it with which capabilities, and who revoked it. */
const auditKey = (
  tx: Queryable,
  session: AccessTokenClaims,
  keyId: string,
  change: 'create' | 'revoke',
  payload: Record<string, unknown>,
) =>
  appendAuditEvent(tx, {
    entityType: 'api_key',
    entityId: keyId,
    eventType: `api_key.${change}`,
    fromState: change === 'create' ? null : 'active',
    toState: change === 'create' ? 'active' : 'revoked',
    actorId: session.actorId,
    actorRoles: session.roles,
    payload,
    occurredAt: new Date().toISOString(),
  })

export const listApiKeys = async (deps: Deps, organisationId: string): Promise<ApiKeyList> => ({
  items: await keysOf(deps.db, organisationId),
})

const isCapability = (name: string): name is ApiKeyCapability =>
  (API_KEY_CAPABILITIES as readonly string[]).includes(name)

export const createApiKey = async (
  { db, session }: Deps,
  organisationId: string,
  input: CreateApiKey,
): Promise<CreatedApiKey> => {
  // A refused capability is refused outright, not quietly dropped: the caller must know the key cannot do it.
  if (!input.capabilities.every(isCapability)) throw Forbidden(API_KEY_MESSAGES.refusedCapability)
  const capabilities = API_KEY_CAPABILITIES.filter((capability) => input.capabilities.includes(capability))
  const { key, prefix, secretHash } = newApiKey()
  const keyId = randomUUID()
  await db.transaction(async (tx) => {
    const [actor] = await tx
      .insert(actors)
      .values({
        // Never mailed and never signed in with: the address only fills the column every actor has.
        email: `api-key-${keyId}@api-keys.invalid`,
        firstName: API_KEY_ACTOR_FIRST_NAME,
        lastName: input.name,
        isService: true,
      })
      .returning({ id: actors.id })
    const [role] = await tx
      .select({ id: permissionRoles.id })
      .from(permissionRoles)
      .where(eq(permissionRoles.name, roleForCapabilities(capabilities)))
    await tx.insert(actorRoles).values({ actorId: actor!.id, organisationId, roleId: role!.id })
    await tx.insert(apiKeys).values({
      id: keyId,
      organisationId,
      actorId: actor!.id,
      name: input.name,
      prefix,
      secretHash,
      capabilities,
      createdBy: session.actorId,
    })
    await auditKey(tx, session, keyId, 'create', { organisation_id: organisationId, name: input.name, capabilities })
  })
  const record = await keyOf(db, organisationId, keyId)
  return { ...record!, key }
}

/** Revokes the key: from this moment every process refuses it (it is looked up on each call), and its role goes. */
export const revokeApiKey = async (
  { db, session }: Deps,
  organisationId: string,
  keyId: string,
): Promise<ApiKeyRecord> => {
  const found = await keyOf(db, organisationId, keyId)
  if (!found) throw NotFound('The API key')
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: session.actorId })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .returning({ actorId: apiKeys.actorId })
    if (revoked.length === 0) throw Conflict(API_KEY_MESSAGES.alreadyRevoked)
    await tx.delete(actorRoles).where(eq(actorRoles.actorId, revoked[0]!.actorId))
    await auditKey(tx, session, keyId, 'revoke', { organisation_id: organisationId, name: found.name })
  })
  return (await keyOf(db, organisationId, keyId))!
}
