// /api/health while assessment reports are drawn: four reports asked for at once, round after round, and meanwhile
// a health check sent every few milliseconds whether or not the last one answered (an open loop, so a server that
// stops answering is measured by every check it keeps waiting, not by the one check that was in flight). The
// server runs in a process of its own, as in production; this process only sends and times.
import { fork } from 'node:child_process'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { quantile, type Table } from '../support/table.ts'
import type { ContentionServer, LoopDelay, LoopRequest } from './contention-server.ts'

const REPORTS = 4
const ROUNDS = Number(process.env.PDF_CONTENTION_ROUNDS ?? 10)
const CHECK_EVERY_MS = 10
const IDLE_MS = 2000

const startServer = async () => {
  const child = fork(fileURLToPath(new URL('./contention-server.ts', import.meta.url)), [], {
    env: { ...process.env, REPORTS: String(REPORTS) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const server = await new Promise<ContentionServer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ContentionServer))
    child.once('exit', (code) => reject(new Error(`the server process ended (code ${code})`)))
  })
  const loop = (on: boolean) =>
    new Promise<LoopDelay | undefined>((resolve) => {
      if (on) resolve(undefined)
      else child.once('message', (delay) => resolve(delay as LoopDelay))
      child.send({ type: 'loop', on } satisfies LoopRequest)
    })
  return { ...server, loop, stop: () => child.disconnect() }
}

/** One GET on a connection of its own (no keep-alive socket the server may have just closed): its time to the last byte. */
const timed = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        )
      })
      .on('error', reject)
  })

/** Health checks every CHECK_EVERY_MS until `until` settles; each check's time to its answer. */
const checksDuring = async (url: string, until: Promise<unknown>) => {
  let done = false
  until.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  const checks: Promise<number>[] = []
  while (!done) {
    checks.push(timed(`${url}/api/health`))
    await sleep(CHECK_EVERY_MS)
  }
  return Promise.all(checks)
}

const row = (what: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return [what, sorted.length, quantile(sorted, 0.5), quantile(sorted, 0.95), sorted.at(-1) ?? Number.NaN]
}

export const pdfContentionBench = async (): Promise<Table[]> => {
  const server = await startServer()
  try {
    const report = (id: string) =>
      timed(`${server.url}/api/reporting/reports/assessment/${id}/report`, { authorization: `Bearer ${server.token}` })
    const idle = await checksDuring(server.url, sleep(IDLE_MS))
    const busy: number[] = []
    const reports: number[] = []
    await server.loop(true)
    for (let round = 0; round < ROUNDS; round++) {
      const drawing = Promise.all(server.assessmentIds.map(report))
      busy.push(...(await checksDuring(server.url, drawing)))
      reports.push(...(await drawing))
    }
    const delay = (await server.loop(false))!
    return [
      {
        title: `GET /api/health while ${REPORTS} assessment reports are drawn at once (PGlite in memory)`,
        columns: ['what', 'n', 'p50 ms', 'p95 ms', 'max ms'],
        rows: [
          row('GET /api/health, nothing else running', idle),
          row(`GET /api/health, ${REPORTS} reports being drawn`, busy),
          row(`assessment report, ${REPORTS} at once`, reports),
          ['server event loop delay during the rounds', '', delay.p50, delay.p95, delay.max],
        ],
        notes: [
          `${ROUNDS} rounds of ${REPORTS} reports; a health check sent every ${CHECK_EVERY_MS} ms during each round, whether or not the last one answered. The event loop's delay is measured in the server's process (perf_hooks, 5 ms resolution).`,
        ],
      },
    ]
  } finally {
    server.stop()
  }
}
