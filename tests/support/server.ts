// A real server for tests: an ephemeral port, a fresh database (PGlite in memory, or a schema of its own
// in PostgreSQL when DATABASE_URL is set), demo data, and quiet logs.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'
import { loadConfig } from '../../src/server/config.ts'
import { type RunningServer, startServer } from '../../src/server/main.ts'
import { memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'
import { serverTemplate } from './server-template.ts'

/** A port nobody listens on now, for a server of the test's own. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * PostgreSQL runs get a database of their own, so runs never see each other's rows; a copy of the template database
 * when one is given.
 */
export const isolatedDatabaseUrl = async (base: string, template?: string | null) => {
  const name = `ir35_test_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

export type TestServer = RunningServer & {
  /** When its demo data was seeded: the template's seeding, or this server's start when it seeds its own. */
  readonly seededAt: Date
  stop(): Promise<void>
}

/** The variables that choose a store or its seeding: a server given any of them starts from its own, empty one. */
const STORE_VARIABLES = ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'SEED_DEMO_DATA']

/**
 * Starts a server, from the run's template store unless `env` chooses its own; with `env.DATABASE_URL` given,
 * several servers can share one database.
 */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const port = await freePort()
  const startedAt = new Date()
  const template = STORE_VARIABLES.some((name) => name in env) ? null : await serverTemplate()
  const postgres =
    process.env.DATABASE_URL && !env.DATABASE_URL
      ? await isolatedDatabaseUrl(process.env.DATABASE_URL, template?.template.postgresDatabase)
      : null
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  })
  const server = await startServer(
    config,
    template ? { pgliteImage: template.pgliteImage, blobs: memoryBlobStore(template.blobs) } : {},
  )
  return {
    ...server,
    seededAt: template ? new Date(template.template.seededAt) : startedAt,
    stop: async () => {
      await server.close()
      await postgres?.drop()
    },
  }
}
