// Secrets generated on first start and kept in the database, so every server process shares them.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { serverSecrets } from './db/schema.ts'

export const loadSecret = async <T>(db: Database, name: string, generate: () => T | Promise<T>): Promise<T> => {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (existing[0]) return existing[0].value as T
  const value = await generate()
  await db
    .insert(serverSecrets)
    .values({ name, value: value as object })
    .onConflictDoNothing()
  // Another process may have won the race: read back what was stored.
  const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  return stored[0]!.value as T
}

export const randomSecret = () => randomBytes(32).toString('base64url')

export const touchSecrets = (db: Database) => db.execute(sql`select 1`)
