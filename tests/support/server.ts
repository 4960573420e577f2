// A real server for tests: an ephemeral port, a fresh database (PGlite in memory, or a schema of its own
// in PostgreSQL when DATABASE_URL is set), demo data, and quiet logs.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'
import { loadConfig } from '../../src/server/config.ts'
import { type RunningServer, startServer } from '../../src/server/main.ts'

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

/** PostgreSQL runs get a database of their own, so runs never see each other's rows. */
export const isolatedDatabaseUrl = async (base: string) => {
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
  await admin(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

export type TestServer = RunningServer & { stop(): Promise<void> }

/** Starts a server; with `env.DATABASE_URL` given, several servers can share one database. */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const port = await freePort()
  const postgres =
    process.env.DATABASE_URL && !env.DATABASE_URL ? await isolatedDatabaseUrl(process.env.DATABASE_URL) : null
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  })
  const server = await startServer(config)
  return {
    ...server,
    stop: async () => {
      await server.close()
      await postgres?.drop()
    },
  }
}
