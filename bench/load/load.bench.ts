// API load on the scale database: the server in a child process pinned to core 1, this process (the load
// generator) pinned to core 0; reads and writes at 1, 8 and 32 connections; beside each, the statements
// the same request ran, replayed bare through the driver in the server's process; and the plans of the reads.
import { execFileSync, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { signInDemo } from '../../tests/support/sign-in.ts'
import { benchTargets } from '../scale/scale.bench.ts'
import { scaleSizeFromEnv } from '../scale/sizes.ts'
import { type BenchDatabase, benchDatabase } from '../support/bench-database.ts'
import type { Table } from '../support/table.ts'
import { type LoadRequest, runLoad, summarise } from './http-load.ts'
import type { ChildRequest } from './server-child.ts'

// LOAD_CONNECTIONS=1 and LOAD_CALLS=board,answers (words of the calls' names) run a part of the group.
const CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '1,8,32').split(',').map(Number)
const CALLS = process.env.LOAD_CALLS?.split(',').map((word) => word.trim().toLowerCase())
const READS = Number(process.env.LOAD_READS ?? 300)
const WRITES = Number(process.env.LOAD_WRITES ?? 100)
const BIG_TABLES = /Seq Scan on (engagements|contractors|assessments|audit_events|organisations)\b/

const startChild = async (database: BenchDatabase) => {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [], {
    env: { ...process.env, ...database.env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  // The server on core 1, every thread of it; this process (the load) on core 0.
  execFileSync('taskset', ['-a', '-cp', '1', String(child.pid)], { stdio: 'ignore' })
  execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' })
  const waiting = new Map<number, (value: unknown) => void>()
  let nextId = 1
  const ready = new Promise<string>((resolve) => waiting.set(0, (url) => resolve(url as string)))
  child.on('exit', (code, signal) => {
    if (code !== 0) console.error(`load: the server process ended (code ${code}, signal ${signal})`)
  })
  child.on('message', (message: { id: number; value: unknown }) => {
    waiting.get(message.id)?.(message.value)
    waiting.delete(message.id)
  })
  const ask = <T>(request: ChildRequest) =>
    new Promise<T>((resolve) => {
      const id = nextId++
      waiting.set(id, resolve as (value: unknown) => void)
      child.send({ ...request, id })
    })
  const url = await ready
  // The child pins again once its server threads exist.
  execFileSync('taskset', ['-a', '-cp', '1', String(child.pid)], { stdio: 'ignore' })
  return { url, ask, stop: () => child.disconnect() }
}

type Statement = { text: string; values: unknown[] }
type Scenario = { what: string; write: boolean; list: boolean; request: (i: number) => LoadRequest }

export const loadBench = async (): Promise<Table[]> => {
  const size = scaleSizeFromEnv()
  const tables: Table[] = []
  for (const kind of benchTargets(size)) {
    const database = benchDatabase(kind, size.name)
    const child = await startChild(database)
    try {
      const rows = <T>(text: string) => child.ask<T[]>({ type: 'rows', text })
      const root = (await rows<{ id: string }>("select id from organisations where name = 'Scale Group'"))[0]
      if (!root) throw new Error(`No scale data in ${database.label}: run the scale group first (same SCALE).`)
      const token = (await signInDemo(child.url, 'partner')).accessToken
      // The manual reviews belong to the provider's consultancy team.
      const consultant = (await signInDemo(child.url, 'consultancy.manager')).accessToken
      // A sign-in's own after-work would otherwise land in the first call's captured statements.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      // Each write takes engagements of its own; those a run archived are left for the next run to skip.
      const started = await rows<{ engagement_id: string; assessment_id: string }>(
        `select e.id as engagement_id, a.id as assessment_id from engagements e
         join assessments a on a.engagement_id = e.id and a.standing = 'current'
         where e.status = 'Started' and not e.archived and e.name like '% %' order by e.created_at desc limit ${WRITES * CONNECTIONS.length * 2 + 10}`,
      )
      const questionSet = (
        await rows<{ id: string }>(
          'select question_set_id as id from assessments where jsonb_array_length(answer_ids) > 0 and result is not null limit 1',
        )
      )[0]!
      const answers = (
        await rows<{ answer_ids: string[] }>(
          'select answer_ids from assessments where jsonb_array_length(answer_ids) > 0 and result is not null limit 1',
        )
      )[0]!.answer_ids
      // A note is on one question of the assessment's set: its first.
      const questionId = (
        await rows<{ id: string | null }>(
          `select content #>> '{categories,0,questions,0,id}' as id from question_sets where id = '${questionSet.id}'`,
        )
      )[0]?.id
      if (!questionId) throw new Error('The question set of the scale data has no first question.')
      let used = 0
      const take = () => started[used++ % started.length]!
      const org = `org_id=${root.id}`
      const scenarios: Scenario[] = [
        {
          what: 'GET contractors (page 1, by name)',
          write: false,
          list: true,
          request: () => ({ method: 'GET', path: `/api/actors/contractors?${org}`, token }),
        },
        {
          what: 'GET assessments directory (filter: type)',
          write: false,
          list: true,
          request: () => ({
            method: 'GET',
            path: `/api/assessments/engagements/assessments?${org}&type=Contractor&sort_direction=desc`,
            token,
          }),
        },
        {
          what: 'GET progress board',
          write: false,
          list: true,
          request: () => ({ method: 'GET', path: `/api/assessments/engagements/progress?${org}`, token }),
        },
        {
          what: 'GET manual reviews (open, page 1)',
          write: false,
          list: true,
          request: () => ({
            method: 'GET',
            path: '/api/assessments/engagements/manual-reviews?open=true',
            token: consultant,
          }),
        },
        {
          what: 'GET one engagement with its assessment',
          write: false,
          list: false,
          request: (i) => ({
            method: 'GET',
            path: `/api/assessments/engagements/${started[i % started.length]!.engagement_id}`,
            token,
          }),
        },
        {
          what: 'POST answers (submit)',
          write: true,
          list: false,
          request: () => {
            const e = take()
            return {
              method: 'POST',
              path: `/api/assessments/assessments/${e.assessment_id}/answers`,
              token,
              body: {
                contractor_engagement_id: e.engagement_id,
                question_set_id: questionSet.id,
                submitted: true,
                submitted_by: 'CLIENT',
                answer_ids: answers,
              },
            }
          },
        },
        {
          what: 'POST a note',
          write: true,
          list: false,
          request: (i) => ({
            method: 'POST',
            path: `/api/assessments/assessments/${started[i % started.length]!.assessment_id}/notes`,
            token,
            body: { question_id: questionId, evidence: `Timesheet ${i}: the client sets the hours.` },
          }),
        },
        {
          what: 'PATCH /archived (a lifecycle transition)',
          write: true,
          list: false,
          request: () => ({
            method: 'PATCH',
            path: `/api/assessments/engagements/${take().engagement_id}`,
            token,
            body: [{ op: 'replace', path: '/archived', value: true }],
          }),
        },
      ]
      const loadRows: (string | number)[][] = []
      const plans: string[] = []
      for (const scenario of scenarios.filter(
        (s) => !CALLS || CALLS.some((word) => s.what.toLowerCase().includes(word)),
      )) {
        // The statements of one request, captured in the server's process.
        await child.ask({ type: 'capture', on: true })
        await runLoad(child.url, { connections: 1, requests: 1, request: scenario.request })
        const { statements, roundTrips } = await child.ask<{ statements: Statement[]; roundTrips: number }>({
          type: 'capture',
          on: false,
        })
        // LOAD_SHOW_STATEMENTS=1 prints each call's statements, for counting and profiling its round trips.
        if (process.env.LOAD_SHOW_STATEMENTS)
          console.error(
            `${scenario.what}: ${roundTrips} round trips\n${statements.map((s, i) => `  ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`).join('\n')}`,
          )
        if (scenario.list)
          for (const s of statements.filter((st) => /^\s*(select|with)/i.test(st.text))) {
            const plan = await rows<Record<string, string>>(
              `explain ${s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1]))}`,
            )
            const lines = plan.map((r) => Object.values(r)[0]!)
            const seq = lines.find((line) => BIG_TABLES.test(line))
            const index = lines.find((line) => /Index|Bitmap/.test(line))
            plans.push(
              `- ${scenario.what}: ${seq ? `SEQ SCAN: ${seq.trim()}` : index ? index.trim() : lines[0]!.trim()}`,
            )
          }
        for (const connections of CONNECTIONS) {
          const requests = scenario.write ? WRITES : READS
          const api = await runLoad(child.url, { connections, requests, request: scenario.request })
          // PGlite runs a transaction's statements through its own transaction object, out of the capture's sight:
          // a write there has no bare figures rather than wrong ones.
          const captured = !(scenario.write && database.kind === 'pglite')
          const b = captured
            ? await child
                .ask<{ times: number[]; seconds: number }>({
                  type: 'replay',
                  statements,
                  requests,
                  connections,
                  rollback: scenario.write,
                })
                .then((bare) => summarise(bare.times, bare.seconds))
            : null
          loadRows.push([
            scenario.what,
            connections,
            Math.round(api.rps),
            api.p50,
            api.p95,
            api.p99,
            api.errors,
            b ? statements.length : '—',
            roundTrips,
            b?.p50 ?? '—',
            b?.p99 ?? '—',
            b ? api.p50 - b.p50 : '—',
            b ? api.p50 / b.p50 : '—',
          ])
        }
      }
      tables.push({
        title: `API load (${database.label}; server pinned to core 1, load to core 0)`,
        columns: [
          'call',
          'connections',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'errors',
          'statements',
          'round trips',
          'bare p50 ms',
          'bare p99 ms',
          'API cost p50 ms',
          'ratio',
        ],
        rows: loadRows,
        notes: [
          'Plans of the list reads (the first index line of each statement, or the sequential scan of a big table):',
          ...plans,
        ],
      })
    } finally {
      child.stop()
    }
  }
  return tables
}

/** A statement's parameter written into its text for EXPLAIN (ids, numbers and words only come from our calls). */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : Array.isArray(value)
        ? `'{${value.join(',')}}'`
        : `'${String(typeof value === 'object' ? JSON.stringify(value) : value).replace(/'/g, "''")}'`
