// The counts the progress board and the directory read (engagement_counts, kept by a trigger on engagements):
// after any mix of writes, alone or at the same moment, they equal a fresh count of the live engagements; and the
// board's column counts and the directory's total, read from them, equal the engagements the lists hold.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/client.ts'
import { type Random, seededRandom } from '../reliability/support/sweep.ts'
import { apiClient } from '../support/api.ts'
import { bucketCounts } from '../support/count-buckets.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
const DIRECTORY = '/api/assessments/engagements/assessments'
const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const kept = () => bucketCounts(db(), sql`select * from engagement_counts`)
const counted = () =>
  bucketCounts(
    db(),
    sql`select organisation_id, type, status, archived, count(*)::int as n from engagements
        where deleted_at is null group by organisation_id, type, status, archived`,
  )

const ids = async () =>
  (await queryRows<{ id: string }>(db(), sql`select id from engagements order by id`)).map((r) => r.id)
const organisationIds = async () =>
  (await queryRows<{ id: string }>(db(), sql`select id from organisations order by id limit 3`)).map((r) => r.id)

const STATUSES = ['Started', 'Awaiting Review', 'Complete'] as const

const WRITES = ['status', 'archive', 'delete', 'restore', 'move', 'copy', 'erase'] as const

/** One write of the kinds the product makes (and a few it never does, which the trigger must take all the same). */
type Write = {
  kind: (typeof WRITES)[number]
  at: number
  status: (typeof STATUSES)[number]
  flag: boolean
  organisation: number
}
const randomWrite = (random: Random): Write => ({
  kind: random.pick(WRITES),
  at: random.int(1_000_000),
  status: random.pick(STATUSES),
  flag: random.int(2) === 1,
  organisation: random.int(1_000),
})

const apply = async (step: Write, engagementIds: string[], organisations: string[]) => {
  const id = engagementIds[step.at % engagementIds.length]!
  switch (step.kind) {
    case 'status':
      return db().execute(sql`update engagements set status = ${step.status} where id = ${id}`)
    case 'archive':
      return db().execute(sql`update engagements set archived = ${step.flag} where id = ${id}`)
    case 'delete':
      return db().execute(sql`update engagements set deleted_at = now() where id = ${id}`)
    case 'restore':
      return db().execute(sql`update engagements set deleted_at = null where id = ${id}`)
    case 'move':
      return db().execute(
        sql`update engagements set organisation_id = ${organisations[step.organisation % organisations.length]!}
            where id = ${id}`,
      )
    case 'copy':
      return db().execute(
        sql`insert into engagements (organisation_id, name, type, state, status, archived, deleted_at)
            select organisation_id, name || ' (count check)', type, state, status, archived, deleted_at
            from engagements where id = ${id}`,
      )
    case 'erase':
      // Only the copies: a demo engagement has rows that refer to it.
      return db().execute(sql`delete from engagements where id = ${id} and name like '% (count check)'`)
  }
}

describe('engagement_counts', () => {
  it('equals a fresh count of the demo data once the server has started', async () => {
    const fresh = await counted()
    expect(Object.keys(fresh).length).toBeGreaterThan(3)
    expect(await kept()).toEqual(fresh)
  })

  it('stays equal to a fresh count after any sequence of writes', async () => {
    const organisations = await organisationIds()
    const seed = 20261125
    const random = seededRandom(seed)
    for (let run = 0; run < 30; run++) {
      const engagementIds = await ids()
      const writes = Array.from({ length: 1 + random.int(25) }, () => randomWrite(random))
      for (const step of writes) await apply(step, engagementIds, organisations)
      expect(await kept(), `seed ${seed}, run ${run}: ${JSON.stringify(writes)}`).toEqual(await counted())
    }
  })

  it('stays equal when many writes move engagements between the same two buckets at the same moment', async () => {
    const [a, b] = STATUSES
    const engagementIds = (await ids()).slice(0, 20)
    const [organisation] = await organisationIds()
    // All in one organisation and one type, so that every move touches the same two buckets.
    await db().execute(
      sql`update engagements set organisation_id = ${organisation!}, type = 'Contractor', archived = false,
          deleted_at = null, status = ${a} where id in (${sql.join(
            engagementIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    )
    const moves = engagementIds.map((id, i) =>
      db().transaction(async (tx) => {
        // Every one moves its engagement between the same two buckets, half of them one way and half the other.
        await tx.execute(sql`update engagements set status = ${i % 2 ? a : b} where id = ${id}`)
        await tx.execute(sql`update engagements set status = ${i % 2 ? b : a} where id = ${id}`)
      }),
    )
    const outcomes = await Promise.allSettled(moves)
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
    expect(await kept()).toEqual(await counted())
  })

  it('is made again from the rows by engagement_counts_rebuild()', async () => {
    await db().execute(sql`update engagement_counts set n = n + 7`)
    expect(await kept()).not.toEqual(await counted())
    await db().execute(sql`select engagement_counts_rebuild()`)
    expect(await kept()).toEqual(await counted())
  })
})

describe('the lists read their counts from it', () => {
  it("gives the board's column counts and the directory's total: as many as the export lists", async () => {
    const { accessToken: token } = await signInDemo(server.url, 'partner.admin')
    const call = apiClient(server.url)
    // The export reads every row the filters select, counting nothing: one line each after the header.
    const exported = async (query: string) => {
      const response = await fetch(`${server.url}${DIRECTORY}/export?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      return (await response.text()).split('\r\n').filter((line) => line !== '').length - 1
    }
    for (const archived of ['show_archived=true', 'show_archived=false']) {
      const board = await call(`/api/assessments/engagements/progress?${archived}`, { token })
      expect(board.status).toBe(200)
      const columns = board.json.columns as { stage: string; count: number }[]
      const directory = await call(`${DIRECTORY}?${archived}`, { token })
      expect(directory.status).toBe(200)
      const total = await exported(archived)
      expect(total).toBeGreaterThan(3)
      expect(directory.json.count).toBe(total)
      expect(columns.reduce((sum, column) => sum + column.count, 0)).toBe(total)
      for (const column of columns)
        expect(column.count, column.stage).toBe(
          await exported(`${archived}&progress=${encodeURIComponent(column.stage)}`),
        )
    }
  })
})
