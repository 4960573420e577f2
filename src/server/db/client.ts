// Opens the database: PGlite (embedded, default) or PostgreSQL (DATABASE_URL), with the same Drizzle schema.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** A database or an open transaction: queries take either. */
export type Queryable = Database | Transaction

export type DatabaseHandle = {
  readonly db: Database
  readonly kind: 'pglite' | 'postgres'
  /** True when the database had no tables before this start (demo data goes only into a new database). */
  readonly isNew: boolean
  close(): Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Raw SQL rows, the same on both drivers (each answers `{ rows }`). */
export const queryRows = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

const hasTables = async (db: Database) => {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from information_schema.tables
        where table_schema = current_schema() and table_name = 'organisations'`,
  )
  return (rows[0]?.count ?? 0) > 0
}

export const openDatabase = async (options: {
  databaseUrl: string | null
  dataDir: string
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzleNodePg(pool, { schema }) as unknown as Database
    const isNew = !(await hasTables(db))
    await migrateNodePg(db as never, { migrationsFolder })
    return { db, kind: 'postgres', isNew, close: () => pool.end() }
  }
  const inMemory = options.dataDir === 'memory://'
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(inMemory ? undefined : path.join(options.dataDir, 'pglite'))
  const db = drizzlePglite(client, { schema }) as unknown as Database
  const isNew = !(await hasTables(db))
  await migratePglite(db as never, { migrationsFolder })
  return { db, kind: 'pglite', isNew, close: () => client.close() }
}
