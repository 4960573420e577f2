// The server under load, in a process of its own (pinned to its core by the parent): the real startServer on
// the scale database, plus, over IPC, the statements one request ran and those statements replayed bare
// through the same driver, so the API's own cost can be told apart from the database's.
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { loadConfig } from '../../src/server/config.ts'
import { startServer } from '../../src/server/main.ts'

type Statement = { text: string; values: unknown[] }
export type ChildRequest =
  /** Starts or stops recording a request's statements; stopping answers them and the round trips they took. */
  | { type: 'capture'; on: boolean }
  | { type: 'rows'; text: string }
  | { type: 'replay'; statements: Statement[]; requests: number; connections: number; rollback: boolean }

// Every statement goes through these two methods (Drizzle's drivers call them), so wrapping them records it.
let capturing: Statement[] | null = null
/** The request's round trips to the database: its statements and its transactions' begin and commit. */
let roundTrips = 0
const TRANSACTION = /^\s*(begin|commit|rollback)\b/i
const BACKGROUND =
  /^\s*update "?(outbox|mail_outbox|scheduled_events)"?\s|^\s*select\b.*\bfrom "?(outbox|mail_outbox|scheduled_events)"?(\s|$)/is
const record = (text: unknown, values: unknown) => {
  const statement = typeof text === 'string' ? text : (text as { text?: string })?.text
  const params = Array.isArray(values) ? values : ((text as { values?: unknown[] })?.values ?? [])
  // The background pollers' claims and reads (outbox, mail, scheduler) are no part of a request, but a command's own
  // inserts into those tables are; the replay sets its own transaction.
  if (!capturing || !statement || BACKGROUND.test(statement)) return
  roundTrips++
  if (!TRANSACTION.test(statement)) capturing.push({ text: statement, values: params })
}
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...args: unknown[]) => unknown }[]) {
  const original = proto.query
  proto.query = function (this: unknown, ...args: unknown[]) {
    record(args[0], args[1])
    return original.apply(this, args)
  }
}

const { DATABASE_URL, DATA_DIR } = process.env
// A fixed port: the identity provider's redirects name the public address, so it must be known up front.
const port = process.env.LOAD_PORT ?? '3125'
const server = await startServer(
  loadConfig({
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    ...(DATA_DIR ? { DATA_DIR } : {}),
  }),
)
const client = (server.database.db as unknown as { $client: pg.Pool | PGlite }).$client
/** One statement through whichever driver the server opened (both answer `{ rows }`). */
const run = (s: Statement): Promise<{ rows: unknown[] }> =>
  (client as unknown as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }).query(
    s.text,
    s.values,
  )

/** One bare "request": its statements in order (a write's in a transaction rolled back, so it can repeat). */
const once = async (statements: Statement[], rollback: boolean) => {
  if (!rollback) {
    for (const s of statements) await run(s)
    return
  }
  if (client instanceof PGlite) {
    await client
      .transaction(async (tx) => {
        for (const s of statements) await tx.query(s.text, s.values as never[])
        await tx.rollback()
      })
      .catch(() => {})
    return
  }
  const connection = await client.connect()
  try {
    await connection.query('begin')
    for (const s of statements) await connection.query(s.text, s.values as never[])
  } finally {
    await connection.query('rollback')
    connection.release()
  }
}

const replay = async (request: Extract<ChildRequest, { type: 'replay' }>) => {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < request.requests) {
      next++
      const t = performance.now()
      // A write's capture may hold the outbox's after-commit work too, whose rows exist by now: keep timing.
      await once(request.statements, request.rollback).catch(() => {})
      times.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: request.connections }, worker))
  return { times, seconds: (performance.now() - started) / 1000 }
}

process.on('message', async (message: ChildRequest & { id: number }) => {
  const answer = (value: unknown) => process.send?.({ id: message.id, value })
  if (message.type === 'capture') {
    const captured = { statements: capturing ?? [], roundTrips }
    capturing = message.on ? [] : null
    roundTrips = 0
    answer(captured)
  } else if (message.type === 'rows') answer((await run({ text: message.text, values: [] })).rows)
  else answer(await replay(message))
})
process.on('disconnect', async () => {
  await server.close()
  process.exit(0)
})
console.error(`load: server on ${server.database.kind} at ${server.url}`)
process.send?.({ id: 0, value: server.url })
