// Fifty people press the same button on one engagement at the same moment, step after step: exactly one wins
// each step, the others are told 409, and the audit trail stays one gapless, intact chain. PGlite by default;
// PostgreSQL when DATABASE_URL is set (CI's second leg), where the requests really run in parallel connections.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, engagements } from '../../src/server/db/schema.ts'
import { verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

const CONTENDERS = 50
const STEPS = 4

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signInDemo(server.url, 'partner')).accessToken
})
afterAll(() => server?.stop())

const trailOf = (id: string) =>
  server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.seq)

const engagementNamed = async (name: string) =>
  (await server.database.db.select().from(engagements).where(eq(engagements.name, name)))[0]!

describe(`${CONTENDERS} concurrent conflicting commands on one engagement`, () => {
  it(`let exactly one of ${CONTENDERS} win each of ${STEPS} archive and unarchive steps; the trail has no gap`, async () => {
    const engagement = await engagementNamed('Payments architect')
    expect(engagement.archived).toBe(false)
    const before = (await trailOf(engagement.id)).length
    const call = apiClient(server.url)

    for (let step = 0; step < STEPS; step++) {
      const archive = step % 2 === 0
      const responses = await Promise.all(
        Array.from({ length: CONTENDERS }, () =>
          call(`/api/assessments/engagements/${engagement.id}`, {
            method: 'PATCH',
            token,
            body: [{ op: 'replace', path: '/archived', value: archive }],
          }),
        ),
      )
      const statuses = responses.map((r) => r.status)
      expect(
        statuses.filter((s) => s === 200),
        `step ${step + 1}: one winner`,
      ).toHaveLength(1)
      expect(
        statuses.filter((s) => s === 409),
        `step ${step + 1}: every loser told 409`,
      ).toHaveLength(CONTENDERS - 1)
      expect((await engagementNamed('Payments architect')).archived).toBe(archive)
    }

    const trail = await trailOf(engagement.id)
    expect(trail).toHaveLength(before + STEPS)
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => i + 1))
    expect(verifyChain(trail)).toEqual({ intact: true, events: trail.length })
  })

  it(`let ${CONTENDERS} mixed commands race (archive, reopen, delete) and keep the chain intact`, async () => {
    const engagement = await engagementNamed('Mobile app developer')
    const before = (await trailOf(engagement.id)).length
    const call = apiClient(server.url)
    const path = `/api/assessments/engagements/${engagement.id}`
    const commands = [
      () => call(path, { method: 'PATCH', token, body: [{ op: 'replace', path: '/archived', value: true }] }),
      () => call(`${path}/reopen`, { method: 'POST', token }),
      () => call(path, { method: 'DELETE', token }),
    ]
    const responses = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) => commands[i % commands.length]!()))
    const statuses = responses.map((r) => r.status)
    expect(
      statuses.every((s) => s < 500),
      `statuses: ${statuses.join(' ')}`,
    ).toBe(true)
    const wins = statuses.filter((s) => s >= 200 && s < 300).length
    const trail = await trailOf(engagement.id)
    // Each win is one event, each refusal none: nothing half-written, nothing lost.
    expect(trail).toHaveLength(before + wins)
    expect(wins).toBeGreaterThanOrEqual(1)
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => i + 1))
    expect(verifyChain(trail)).toEqual({ intact: true, events: trail.length })
  })
})
