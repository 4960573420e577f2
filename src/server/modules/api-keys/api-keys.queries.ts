// An organisation's API keys as the Settings screen lists them, with the name of the person who made each.
import { and, desc, eq } from 'drizzle-orm'
import type { ApiKeyCapability, ApiKeyRecord } from '#domain/api-keys'
import { permissionsOfCapabilities } from '#domain/api-keys'
import type { Queryable } from '../../db/client.ts'
import { actors, apiKeys } from '../../db/schema.ts'

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  capabilities: apiKeys.capabilities,
  actorId: apiKeys.actorId,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  creatorFirstName: actors.firstName,
  creatorLastName: actors.lastName,
}

type KeyRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

const wireOf = (row: KeyRow): ApiKeyRecord => {
  const capabilities = (row.capabilities ?? []) as ApiKeyCapability[]
  const creator = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ')
  return {
    id: row.id!,
    name: row.name!,
    prefix: row.prefix!,
    capabilities,
    permissions: permissionsOfCapabilities(capabilities),
    actor_id: row.actorId!,
    created_at: row.createdAt!.toISOString(),
    created_by: creator || null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }
}

const selectKeys = (db: Queryable) =>
  db.select(columns).from(apiKeys).leftJoin(actors, eq(actors.id, apiKeys.createdBy))

/** The organisation's keys, newest first, revoked ones included (they stay listed as revoked). */
export const keysOf = async (db: Queryable, organisationId: string): Promise<ApiKeyRecord[]> =>
  (await selectKeys(db).where(eq(apiKeys.organisationId, organisationId)).orderBy(desc(apiKeys.createdAt))).map(wireOf)

/** One key of the organisation, or undefined when it has none by that id. */
export const keyOf = async (db: Queryable, organisationId: string, keyId: string) => {
  const [row] = await selectKeys(db).where(and(eq(apiKeys.organisationId, organisationId), eq(apiKeys.id, keyId)))
  return row && wireOf(row)
}
