// The databases the scale and load groups share: one PostgreSQL database per size (BENCH_DATABASE_URL, the
// local server by default) and one PGlite directory per size, each migrated and seeded with the demo data
// by the real server before the scale data is added, so the demo accounts can sign in to it.
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig } from '../../src/server/config.ts'
import { startServer } from '../../src/server/main.ts'

export type BenchDatabase =
  | { kind: 'postgres'; label: string; url: string; env: Record<string, string> }
  | { kind: 'pglite'; label: string; dataDir: string; env: Record<string, string> }

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// BENCH_DATABASE_PREFIX keeps two checkouts that share one PostgreSQL server from loading into each other's database.
const PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'ir35_bench'

export const benchDatabase = (kind: 'postgres' | 'pglite', sizeName: string): BenchDatabase => {
  if (kind === 'postgres') {
    const url = new URL(BASE_URL)
    url.pathname = `/${PREFIX}_${sizeName}`
    return { kind, label: `PostgreSQL, ${sizeName}`, url: url.toString(), env: { DATABASE_URL: url.toString() } }
  }
  const dataDir = path.join(tmpdir(), `${PREFIX.replaceAll('_', '-')}-${sizeName}`)
  return { kind, label: `PGlite, ${sizeName}`, dataDir, env: { DATA_DIR: dataDir } }
}

const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: BASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Drops what a previous run left. */
export const dropBenchDatabase = async (database: BenchDatabase) => {
  if (database.kind === 'postgres')
    await onServer(`drop database if exists ${new URL(database.url).pathname.slice(1)} with (force)`)
  else await rm(database.dataDir, { recursive: true, force: true })
}

/** A new, empty database brought up once by the real server: migrations, reference data, demo data. */
export const freshBenchDatabase = async (database: BenchDatabase) => {
  await dropBenchDatabase(database)
  if (database.kind === 'postgres') await onServer(`create database ${new URL(database.url).pathname.slice(1)}`)
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...database.env }))
  await server.close()
}
