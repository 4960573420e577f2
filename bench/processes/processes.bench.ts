// One server process against several on PostgreSQL: `npm start` itself (src/server/start.ts) with WEB_PROCESSES
// 1 and 2 on the demo database, the same reads at 16 connections, and the CPU the server processes spent per
// request (user and system time from /proc/<pid>/stat, the forking process counted apart: it only hands out
// connections). Nothing is pinned: the processes, the load generator and PostgreSQL share the machine's cores.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { signInDemo } from '../../tests/support/sign-in.ts'
import { type LoadRequest, runLoad } from '../load/http-load.ts'
import { benchDatabase, dropBenchDatabase, freshBenchDatabase } from '../support/bench-database.ts'
import type { Table } from '../support/table.ts'

const COUNTS = (process.env.PROCESSES_COUNTS ?? '1,2').split(',').map(Number)
const CONNECTIONS = 16
const REQUESTS = Number(process.env.PROCESSES_REQUESTS ?? 2000)
const PORT = process.env.PROCESSES_PORT ?? '3127'
/** Clock ticks per second of /proc's times (USER_HZ), 100 on Linux. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())

/** User plus system CPU of a process so far, in milliseconds. */
const cpuMs = (pid: number) => {
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1000
}

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)

const start = async (env: Record<string, string>, processes: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${PORT}`,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      WEB_PROCESSES: String(processes),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk
  })
  await new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('IR35 Portal:') ? resolve() : setTimeout(check, 100))
    child.once('exit', (code) => reject(new Error(`the server ended (code ${code}) before it served`)))
    check()
  })
  return child
}

const rowsOf = async <T>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}
const firstRow = async <T>(url: string, text: string) => (await rowsOf<T>(url, text))[0]!

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

export const processesBench = async (): Promise<Table[]> => {
  const database = benchDatabase('postgres', 'processes')
  await freshBenchDatabase(database)
  const rows: (string | number)[][] = []
  try {
    for (const processes of COUNTS) {
      const primary = await start(database.env, processes)
      try {
        const url = `http://localhost:${PORT}`
        const token = (await signInDemo(url, 'partner')).accessToken
        const org = await firstRow<{ id: string }>(
          database.env.DATABASE_URL!,
          "select id from organisations where name = 'Northbridge Partners'",
        )
        const ids = (
          await rowsOf<{ id: string }>(
            database.env.DATABASE_URL!,
            "select e.id from engagements e join organisations o on o.id = e.organisation_id where o.name = 'Acme Retail Group' and e.deleted_at is null",
          )
        ).map((row) => row.id)
        const scenarios: { what: string; request: (i: number) => LoadRequest }[] = [
          {
            what: 'GET progress board',
            request: () => ({ method: 'GET', path: `/api/assessments/engagements/progress?org_id=${org.id}`, token }),
          },
          {
            what: 'GET one engagement with its assessment',
            request: (i) => ({ method: 'GET', path: `/api/assessments/engagements/${ids[i % ids.length]}`, token }),
          },
        ]
        const servers = processes === 1 ? [primary.pid!] : childrenOf(primary.pid!)
        for (const scenario of scenarios) {
          // Warm: each process compiles its routes and fills its caches before the measured run.
          await runLoad(url, { connections: CONNECTIONS, requests: 200, request: scenario.request })
          const before = servers.map(cpuMs)
          const primaryBefore = processes === 1 ? 0 : cpuMs(primary.pid!)
          const load = await runLoad(url, { connections: CONNECTIONS, requests: REQUESTS, request: scenario.request })
          const spent = servers.map(cpuMs).reduce((sum, after, i) => sum + after - before[i]!, 0)
          const primarySpent = processes === 1 ? 0 : cpuMs(primary.pid!) - primaryBefore
          rows.push([
            scenario.what,
            processes,
            Math.round(load.rps),
            load.p50,
            load.p95,
            load.p99,
            load.errors,
            spent / load.requests,
            processes === 1 ? '—' : primarySpent / load.requests,
          ])
        }
      } finally {
        await stop(primary)
      }
    }
  } finally {
    await dropBenchDatabase(database)
  }
  return [
    {
      title: `Server processes (npm start, WEB_PROCESSES; PostgreSQL, demo data; ${CONNECTIONS} connections, ${REQUESTS} requests each; nothing pinned)`,
      columns: [
        'call',
        'processes',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'server CPU ms/request',
        'forking process CPU ms/request',
      ],
      rows,
    },
  ]
}
