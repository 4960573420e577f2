// Opens the database: PGlite (embedded, default) or PostgreSQL (DATABASE_URL), with the same Drizzle schema.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { is, SQL, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { type PgDatabase, PgDialect, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
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

type Reads = readonly (() => PromiseLike<unknown>)[]

/**
 * Reads that do not depend on each other: at once on the pool, one after the other in a transaction, whose single
 * connection must not be sent a query while another is running (node-postgres warns of it now and refuses it from
 * version 9).
 */
export const readAll = async <const R extends Reads>(
  db: Queryable,
  reads: R,
): Promise<{ -readonly [K in keyof R]: R[K] extends () => PromiseLike<infer T> ? T : never }> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as never
}

const dialect = new PgDialect()

/** A named statement's name: its text's hash, so that one name never stands for two texts on a connection. */
export const statementName = (text: string) => `p_${createHash('sha1').update(text).digest('base64url')}`

const namesByShape = new Map<string, string>()

/**
 * The shape of a write's text: what it writes to, the columns it gives values (undefined gives none), and which of
 * them take an SQL expression rather than a parameter. A column given an expression must be given the same one
 * whenever it is (as `version + 1` is): the shape names the text, and a named statement is never built again.
 */
export const writeShape = (target: string, values: Record<string, unknown>) =>
  `${target}: ${Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (is(value, SQL) ? `${key}=sql` : key))}`

/**
 * A query builder's statement, named by its text's hash (see preparedRows), for the statements every command runs.
 * `shape` fixes the text (writeShape): the text is built to name it on the shape's first run only, instead of
 * being built once to name it and again to run it every time.
 */
export const preparedByShape = <R>(
  shape: string,
  query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } },
): Promise<R> => {
  let name = namesByShape.get(shape)
  if (name === undefined) {
    name = statementName(query.toSQL().sql)
    namesByShape.set(shape, name)
  }
  return query.prepare(name).execute()
}

/**
 * A hot statement built once per database handle (a transaction is a handle of its own) and run by name with
 * `sql.placeholder` values: its SQL is not rebuilt on every request, and PostgreSQL parses it once per connection.
 */
export const builtOnce = <S>(build: (db: Queryable) => S): ((db: Queryable) => S) => {
  const built = new WeakMap<Queryable, S>()
  return (db) => {
    let statement = built.get(db)
    if (!statement) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement
  }
}

/**
 * Raw SQL as a named statement: PostgreSQL parses it once per connection, and after a few runs may keep one plan for
 * it instead of planning it every time (node-postgres names it; PGlite runs it as usual). The name is the text's
 * hash, so one text is one statement: only for texts that do not grow with their values (a list goes in as one
 * array parameter, `anyOf`), or every length would be a statement of its own on every connection.
 */
export const preparedRows = async <T>(db: Queryable, query: SQL): Promise<T[]> => {
  const built = dialect.sqlToQuery(query)
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false)
  return ((await prepared.execute()) as unknown as { rows: T[] }).rows
}

/**
 * Raw SQL whose values are `sql.placeholder`s, as a statement built once (see builtOnce) and named by its text (see
 * preparedRows): for the raw statements every request runs, such as the access check's.
 */
export const rawStatement = <T>(query: SQL) => {
  const built = dialect.sqlToQuery(query)
  const statement = builtOnce((db) => db._.session.prepareQuery(built, undefined, statementName(built.sql), false))
  return async (db: Queryable, values: Record<string, unknown>): Promise<T[]> =>
    ((await statement(db).execute(values)) as unknown as { rows: T[] }).rows
}

/** `column = any($1::uuid[])`: a list of ids as one parameter, so the statement's text is the same for any list. */
export const anyUuid = (column: SQL, ids: readonly string[]) => sql`${column} = any(${sql.param([...ids])}::uuid[])`

/** Ids for `in (...)`, each a parameter cast to uuid. */
export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

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
  /** An in-memory PGlite starts from this dump of a data directory (tests: one migrated, seeded copy per run). */
  pgliteImage?: Blob | undefined
  /** Told when PostgreSQL drops an idle connection (a restart, a failover): the pool replaces it on its own. */
  onConnectionLost?: (error: Error) => void
  /** False: PostgreSQL migrated already by the process that forked this one (`npm start` with several). */
  migrate?: boolean
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // Unheard, an idle client's error would end the process; the next query simply takes a fresh connection.
    pool.on('error', (error) => options.onConnectionLost?.(error))
    const db = drizzleNodePg(pool, { schema }) as unknown as Database
    const isNew = !(await hasTables(db))
    if (options.migrate !== false) await migrateNodePg(db as never, { migrationsFolder })
    return { db, kind: 'postgres', isNew, close: () => pool.end() }
  }
  const inMemory = options.dataDir === 'memory://'
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true })
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir)
  try {
    const client = inMemory
      ? new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {})
      : new PGlite(path.join(options.dataDir, 'pglite'))
    const db = drizzlePglite(client, { schema }) as unknown as Database
    const isNew = !(await hasTables(db))
    await migratePglite(db as never, { migrationsFolder })
    return {
      db,
      kind: 'pglite',
      isNew,
      close: async () => {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process's database: a second server on the same files would corrupt them. The lock file holds the
 * holder's pid; one left by a process that is gone (killed) is taken over.
 */
const lockDataDir = (dataDir: string) => {
  const lockFile = path.join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockFile, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder))
        throw new Error(
          `The data directory ${dataDir} is in use by process ${holder}. Stop that server first, or give this one ` +
            'another DATA_DIR.',
        )
      unlinkSync(lockFile)
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`)
}
