// oidc-provider's storage (sessions, interactions, grants, codes, tokens) in the idp_payloads table,
// so every server process sees the same sign-ins. The standard adapter contract, one instance per model.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/client.ts'
import { idpPayloads } from '../db/schema.ts'

const notExpired = sql`(${idpPayloads.expiresAt} is null or ${idpPayloads.expiresAt} > now())`

class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null
    const columns = {
      payload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
    }
    await this.db
      .insert(idpPayloads)
      .values({ id, kind: this.kind, ...columns })
      .onConflictDoUpdate({ target: [idpPayloads.kind, idpPayloads.id], set: columns })
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
      .from(idpPayloads)
      .where(and(eq(idpPayloads.kind, this.kind), condition, notExpired))
      .limit(1)
    const row = rows[0]
    if (!row) return undefined
    const payload = row.payload as AdapterPayload
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload
  }

  find(id: string) {
    return this.findWhere(eq(idpPayloads.id, id))
  }

  findByUid(uid: string) {
    return this.findWhere(eq(idpPayloads.uid, uid))
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(idpPayloads.userCode, userCode))
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(idpPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(idpPayloads.kind, this.kind), eq(idpPayloads.id, id)))
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.kind, this.kind), eq(idpPayloads.id, id)))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.kind, this.kind), eq(idpPayloads.grantId, grantId)))
  }
}

/** The adapter factory for oidc-provider's `adapter` setting. */
export const drizzleAdapter = (db: Database) => (kind: string) => new DrizzleAdapter(db, kind)

/** Removes rows that expired more than an hour ago (the provider ignores them already). */
export const pruneExpiredPayloads = (db: Database) =>
  db.delete(idpPayloads).where(lt(idpPayloads.expiresAt, sql`now() - interval '1 hour'`))

/** Ends every session and revokes every grant and token of an account (after its password changes). */
export const revokeAccountArtifacts = (db: Database, accountId: string) =>
  db.delete(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`)
