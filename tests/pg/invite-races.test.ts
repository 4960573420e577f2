// Invites racing on PostgreSQL (real concurrent connections): the same new person invited to several
// organisations at once becomes one actor, and no request ends in a 500.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/client.ts'
import { inviteFixtures } from '../api/invite-fixtures.ts'
import { isolatedDatabaseUrl, startTestServer, type TestServer } from '../support/server.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>
let server: TestServer

beforeAll(async () => {
  database = await isolatedDatabaseUrl(base)
  server = await startTestServer({ DATABASE_URL: database.url })
})
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe('concurrent invites of one new person', () => {
  it('create one actor and every invite', async () => {
    const fixtures = await inviteFixtures(server, ['provider.admin'])
    const email = 'raced.invitee@example.co.uk'
    const targets = ['acme', 'acme-logistics', 'acme-digital', 'halden', 'corvid', 'meridian']
    const responses = await Promise.all(targets.map((key) => fixtures.invite(email, key, ['Partner'])))
    const statuses = responses.map((r) => r.status)
    expect(
      statuses.every((status) => status === 201 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true)
    expect(statuses).toContain(201)
    const [actorsWithEmail] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from actors where lower(email) = ${email}`,
    )
    expect(actorsWithEmail?.n).toBe(1)
  })
})
