// Two commands on one engagement at the same moment, through several connections: exactly one wins,
// and the audit trail has no gap and no duplicate.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGAGEMENT_MESSAGES } from '../../src/domain/assessments.ts'
import { auditEvents, engagements } from '../../src/server/db/schema.ts'
import { verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signInDemo(server.url, 'partner')).accessToken
})
afterAll(() => server?.stop())

const trailOf = (id: string) =>
  server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.seq)

describe('concurrent commands on one engagement (PostgreSQL)', () => {
  it('lets exactly one of many simultaneous archives win; the others get 409', async () => {
    const engagement = (
      await server.database.db.select().from(engagements).where(eq(engagements.name, 'Payments architect'))
    )[0]!
    const before = (await trailOf(engagement.id)).length
    const call = apiClient(server.url)
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(`/api/assessments/engagements/${engagement.id}`, {
          method: 'PATCH',
          token,
          body: [{ op: 'replace', path: '/archived', value: true }],
        }),
      ),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const trail = await trailOf(engagement.id)
    expect(trail.length).toBe(before + 1)
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => i + 1))
    expect(verifyChain(trail)).toEqual({ intact: true, events: trail.length })
  })

  it('keeps the trail gapless when different commands race', async () => {
    const engagement = (
      await server.database.db.select().from(engagements).where(eq(engagements.name, 'Mobile app developer'))
    )[0]!
    const call = apiClient(server.url)
    const results = await Promise.all([
      call(`/api/assessments/engagements/${engagement.id}`, {
        method: 'PATCH',
        token,
        body: [{ op: 'replace', path: '/archived', value: true }],
      }),
      call(`/api/assessments/engagements/${engagement.id}/reopen`, { method: 'POST', token }),
      call(`/api/assessments/engagements/${engagement.id}`, { method: 'DELETE', token }),
    ])
    // Awaiting SDS Acceptance: only the archive is allowed at all; reopen and delete are refused by the machine.
    expect(results.map((r) => r.status)).toEqual([200, 409, 409])
    const trail = await trailOf(engagement.id)
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => i + 1))
    const duplicates = await server.database.db.execute(
      sql`select entity_type, entity_id, seq, count(*) from audit_events group by entity_type, entity_id, seq having count(*) > 1`,
    )
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([])
  })

  it('reassesses an engagement once when twenty ask at the same moment: one successor, nineteen 409s naming it', async () => {
    const call = apiClient(server.url)
    const { db } = server.database
    const candidates = await db
      .select()
      .from(engagements)
      .where(and(eq(engagements.type, 'Contractor'), eq(engagements.questionSetTypeCode, 'FULL')))
    let original: string | undefined
    for (const row of candidates.filter(
      (r) => !r.deletedAt && !['Payments architect', 'Mobile app developer'].includes(r.name),
    ))
      if ((await call(`/api/assessments/engagements/${row.id}`, { token })).json.can?.reassess) {
        original = row.id
        break
      }
    expect(original).toBeDefined()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`/api/assessments/engagements/${original}/reassess`, { method: 'POST', token }),
      ),
    )
    const made = responses.filter((r) => r.status === 201)
    expect(made).toHaveLength(1)
    const successor = made[0]!.json.id as string
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.json.message])).toEqual(
      Array.from({ length: 19 }, () => [409, ENGAGEMENT_MESSAGES.alreadyReassessed(successor)]),
    )
    const successors = await db.select().from(engagements).where(eq(engagements.reassessedFromId, original!))
    expect(successors.map((row) => row.id)).toEqual([successor])
  })
})
