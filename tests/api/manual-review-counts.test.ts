// The counts the Manual Reviews list reads (manual_review_counts, kept by triggers on manual_reviews and on
// engagements): after any mix of writes to either table, alone or at the same moment, they equal a fresh count of
// the reviews of live engagements; and the list's count, read from them, equals the items it pages through.
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/client.ts'
import { NO_ASSIGNEE } from '../../src/server/db/schema.ts'
import { type Random, seededRandom } from '../reliability/support/sweep.ts'
import { apiClient } from '../support/api.ts'
import { bucketCounts } from '../support/count-buckets.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
const LIST = '/api/assessments/engagements/manual-reviews'
const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const kept = () => bucketCounts(db(), sql`select * from manual_review_counts`)
const counted = () =>
  bucketCounts(
    db(),
    sql`select e.organisation_id, r.status, e.archived,
          coalesce(r.assignee_actor_id, ${NO_ASSIGNEE}::uuid) as assignee_actor_id, count(*)::int as n
        from manual_reviews r join engagements e on e.id = r.engagement_id
        where e.deleted_at is null group by 1, 2, 3, 4`,
  )

type Review = { id: string; engagement_id: string }
const reviews = async () => queryRows<Review>(db(), sql`select id, engagement_id from manual_reviews order by id`)
const idsOf = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db(), query)).map((r) => r.id)

/** A review of the engagement's own, made as the product makes one: the group's record first, then its item. */
const addReview = async (engagementId: string) => {
  const [record] = await idsOf(
    sql`insert into engagement_reviewers (engagement_id, state, status)
        values (${engagementId}, '{}'::jsonb, 'Open') returning id`,
  )
  await db().execute(
    sql`insert into manual_reviews (id, engagement_id, state, status)
        values (${record!}, ${engagementId}, '{}'::jsonb, 'Open')`,
  )
  return record!
}

const WRITES = ['status', 'assign', 'archive', 'delete', 'restore', 'move', 'reattach', 'erase', 'return'] as const

/** One write of the kinds the product makes (and a few it never does, which the triggers must take all the same). */
type Write = {
  kind: (typeof WRITES)[number]
  at: number
  other: number
  open: boolean
  flag: boolean
}
const randomWrite = (random: Random): Write => ({
  kind: random.pick(WRITES),
  at: random.int(1_000_000),
  other: random.int(1_000_000),
  open: random.int(2) === 1,
  flag: random.int(2) === 1,
})

type Scene = { reviews: Review[]; engagementIds: string[]; organisationIds: string[]; assignees: (string | null)[] }
/** The reviews erased so far, which a later write may bring back (nothing refers to a manual review). */
const erased: Review[] = []

const apply = async (step: Write, scene: Scene) => {
  const review = scene.reviews[step.at % scene.reviews.length]!
  // The engagement of a review, so that its moves carry reviews between buckets.
  const engagement = review.engagement_id
  switch (step.kind) {
    case 'status':
      return db().execute(
        sql`update manual_reviews set status = ${step.open ? 'Open' : 'Closed'} where id = ${review.id}`,
      )
    case 'assign':
      return db().execute(
        sql`update manual_reviews set assignee_actor_id = ${scene.assignees[step.other % scene.assignees.length]!}
            where id = ${review.id}`,
      )
    case 'archive':
      return db().execute(sql`update engagements set archived = ${step.flag} where id = ${engagement}`)
    case 'delete':
      return db().execute(sql`update engagements set deleted_at = now() where id = ${engagement}`)
    case 'restore':
      return db().execute(sql`update engagements set deleted_at = null where id = ${engagement}`)
    case 'move':
      return db().execute(
        sql`update engagements
            set organisation_id = ${scene.organisationIds[step.other % scene.organisationIds.length]!}
            where id = ${engagement}`,
      )
    case 'reattach':
      return db().execute(
        sql`update manual_reviews set engagement_id = ${scene.engagementIds[step.other % scene.engagementIds.length]!}
            where id = ${review.id}`,
      )
    case 'erase': {
      const gone = await queryRows<Review>(
        db(),
        sql`delete from manual_reviews where id = ${review.id} returning id, engagement_id`,
      )
      erased.push(...gone)
      return
    }
    case 'return': {
      const back = erased.pop()
      if (!back) return
      return db().execute(
        sql`insert into manual_reviews (id, engagement_id, state, status, assignee_actor_id)
            values (${back.id}, ${back.engagement_id}, '{}'::jsonb, ${step.open ? 'Open' : 'Closed'},
              ${scene.assignees[step.other % scene.assignees.length]!})`,
      )
    }
  }
}

describe('manual_review_counts', () => {
  it('equals a fresh count of the demo data once the server has started', async () => {
    expect(await kept()).toEqual(await counted())
  })

  it('stays equal to a fresh count after any sequence of writes to reviews and engagements', async () => {
    // A review on each of a dozen of the demo's engagements, which the writes then move about.
    const engagementIds = await idsOf(sql`select id from engagements order by id limit 12`)
    for (const id of engagementIds) await addReview(id)
    const scene: Scene = {
      reviews: await reviews(),
      engagementIds,
      organisationIds: await idsOf(sql`select id from organisations order by id limit 3`),
      assignees: [null, ...(await idsOf(sql`select id from actors order by id limit 2`))],
    }
    const seed = 20261125
    const random = seededRandom(seed)
    for (let run = 0; run < 30; run++) {
      const writes = Array.from({ length: 1 + random.int(25) }, () => randomWrite(random))
      for (const step of writes) await apply(step, scene)
      scene.reviews = await reviews()
      expect(await kept(), `seed ${seed}, run ${run}: ${JSON.stringify(writes)}`).toEqual(await counted())
    }
  })

  it('stays equal when reviews and their engagements move between the same buckets at the same moment', async () => {
    const engagementIds = await idsOf(sql`select id from engagements order by id limit 10`)
    const [organisation] = await idsOf(sql`select id from organisations order by id limit 1`)
    const inList = sql.join(
      engagementIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    // All in one organisation and live, each with a review more, all unassigned: every write below touches the
    // same few buckets.
    await db().execute(
      sql`update engagements set organisation_id = ${organisation!}, deleted_at = null where id in (${inList})`,
    )
    for (const id of engagementIds) await addReview(id)
    const opened = await queryRows<Review>(
      db(),
      sql`select id, engagement_id from manual_reviews where engagement_id in (${inList}) order by id`,
    )
    // Half start open and half closed, half their engagements archived: each write goes away and comes home, so
    // at the same moment some move reviews one way between two buckets and some the other way.
    const status = (home: boolean) => (home ? 'Open' : 'Closed')
    const homes = async (table: 'manual_reviews' | 'engagements', ids: string[], set: (home: boolean) => SQL) => {
      for (const [i, id] of ids.entries())
        await db().execute(sql`update ${sql.identifier(table)} set ${set(i % 2 === 0)} where id = ${id}`)
    }
    const reviewIds = opened.map((review) => review.id)
    await db().execute(sql`update manual_reviews set assignee_actor_id = null where engagement_id in (${inList})`)
    await homes('manual_reviews', reviewIds, (home) => sql`status = ${status(home)}`)
    await homes('engagements', engagementIds, (home) => sql`archived = ${!home}`)
    const awayAndBack = (table: 'manual_reviews' | 'engagements', id: string, set: (there: boolean) => SQL) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`update ${sql.identifier(table)} set ${set(false)} where id = ${id}`)
        await tx.execute(sql`update ${sql.identifier(table)} set ${set(true)} where id = ${id}`)
      })
    const writes = [
      ...reviewIds.map((id, i) =>
        awayAndBack('manual_reviews', id, (home) => sql`status = ${status(home === (i % 2 === 0))}`),
      ),
      ...engagementIds.map((id, i) =>
        awayAndBack('engagements', id, (home) => sql`archived = ${home !== (i % 2 === 0)}`),
      ),
    ]
    const outcomes = await Promise.allSettled(writes)
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
    expect(await kept()).toEqual(await counted())
  })

  it('is made again from the rows by manual_review_counts_rebuild()', async () => {
    await db().execute(sql`update manual_review_counts set n = n + 7`)
    expect(await kept()).not.toEqual(await counted())
    await db().execute(sql`select manual_review_counts_rebuild()`)
    expect(await kept()).toEqual(await counted())
  })
})

describe('the list reads its count from it', () => {
  it('gives as many items as it pages through, with every filter the counts answer and with those they do not', async () => {
    const { accessToken: token } = await signInDemo(server.url, 'provider.manual.reviewer')
    const call = apiClient(server.url)
    const listed = async (query: Record<string, string>) => {
      const first = await call(`${LIST}?${new URLSearchParams({ ...query, page_size: '30' })}`, { token })
      expect(first.status, JSON.stringify(first.json)).toBe(200)
      let items = first.json.items.length as number
      for (let page = 2; page <= first.json.pages; page++) {
        const next = await call(`${LIST}?${new URLSearchParams({ ...query, page_size: '30', page: String(page) })}`, {
          token,
        })
        items += next.json.items.length
      }
      return { count: first.json.count as number, items }
    }
    const [busiest] = await queryRows<{ organisation_id: string; assignee: string | null; name: string }>(
      db(),
      sql`select e.organisation_id, min(e.name) as name,
            (array_agg(r.assignee_actor_id) filter (where r.assignee_actor_id is not null))[1] as assignee
          from manual_reviews r join engagements e on e.id = r.engagement_id
          where e.deleted_at is null group by e.organisation_id order by count(*) desc limit 1`,
    )
    const assignees = ['', 'none', busiest!.assignee ?? '']
    // A search or a submission type is counted on the reviews themselves: the same answer, by the other road.
    const narrowing = [{}, { search: busiest!.name.split(' ')[0]! }, { submission_type: 'CLIENT' }]
    let seen = 0
    for (const open of ['true', 'false'])
      for (const archived of ['true', 'false'])
        for (const assignee of new Set(assignees))
          for (const org of ['', busiest!.organisation_id])
            for (const narrowed of narrowing) {
              const query = Object.fromEntries(
                Object.entries({ open, show_archived: archived, assignee, org_id: org, ...narrowed }).filter(
                  ([, value]) => value,
                ),
              )
              const { count, items } = await listed(query)
              expect(count, JSON.stringify(query)).toBe(items)
              seen += count
            }
    expect(seen).toBeGreaterThan(0)
  })
})
