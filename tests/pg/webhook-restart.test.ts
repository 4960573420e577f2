// The server process on PostgreSQL killed with SIGKILL while a webhook delivery is in flight (the receiver holds
// the request open), and a new one started on the same database: it takes the claimed deliveries back and sends
// them again with the same webhook-id, so a receiver that drops repeats sees each event exactly once, every
// signature verifying.
import type { ChildProcess } from 'node:child_process'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts'
import { engagements, organisations, scheduledEvents, webhookDeliveries } from '../../src/server/db/schema.ts'
import { prepareDatabase } from '../../src/server/main.ts'
import { apiClient } from '../support/api.ts'
import { freePort, isolatedDatabaseUrl } from '../support/server.ts'
import { killAll, startServerProcess } from '../support/server-process.ts'
import { signInDemo } from '../support/sign-in.ts'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const started: ChildProcess[] = []
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>
let receiver: WebhookReceiver
let handle: DatabaseHandle | undefined

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  database = await isolatedDatabaseUrl(base)
})
afterAll(async () => {
  await killAll(started)
  await handle?.close()
  await database?.drop()
  await receiver?.close()
})

const startProcess = async (port: number) => {
  const spawned = await startServerProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOWED_HOSTS: receiver.host,
      // Due events are sent within a second, while the test watches.
      SCHEDULER_INTERVAL_SECONDS: '1',
    },
    { started, port },
  )
  if (!spawned.listening) throw new Error(`The server did not start:\n${spawned.output()}`)
  return spawned
}

const until = async (what: string, done: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a webhook delivery in flight when the server is killed', () => {
  it('goes again from the next server with the same webhook-id: each event once to a receiver that drops repeats', async () => {
    const port = await freePort()
    await prepareDatabase(loadConfig({ DATABASE_URL: database.url, DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }))
    const first = await startProcess(port)
    handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', migrate: false })
    const { db } = handle
    const [acme] = await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group'))

    const token = (await signInDemo(first.url, 'partner.admin')).accessToken
    const created = await apiClient(first.url)(`/api/actors/organisations/${acme!.id}/webhooks`, {
      method: 'POST',
      token,
      body: { url: receiver.url('/restart'), events: ['reassessment.due'] },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    receiver.secretFor('/restart', created.json.secret)

    // Acme's engagements whose SDS has gone out fall due for reassessment now; the first delivery is held open.
    const due = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        and(
          eq(engagements.organisationId, acme!.id),
          eq(engagements.type, 'Contractor'),
          inArray(sql`${engagements.state}->>'value'`, ['complete', 'awaitingSdsAcceptance', 'inDispute']),
        ),
      )
    expect(due.length).toBeGreaterThan(0)
    receiver.answer('/restart', 'holdOnce')
    const arrived = receiver.nextArrival()
    await db.insert(scheduledEvents).values(
      due.map((row) => ({
        entityType: 'engagement',
        entityId: row.id,
        event: { type: 'reassessment.due' },
        dueAt: new Date(),
      })),
    )
    await arrived
    first.child.kill('SIGKILL')
    await first.exited
    const heldId = receiver.received[0]!.id
    const claimed = await db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.messageId, heldId))
    expect(claimed).toEqual([{ status: 'claimed' }])

    // The next server takes the background work, and with it the deliveries the killed one had claimed.
    await startProcess(port)
    await until(
      'every delivery succeeded',
      async () => {
        const rows = await db.select({ status: webhookDeliveries.status }).from(webhookDeliveries)
        return rows.length === due.length && rows.every((row) => row.status === 'succeeded')
      },
      30_000,
    )

    const deliveries = await db.select().from(webhookDeliveries)
    const unique = receiver.uniqueAt('/restart')
    expect(unique.map((delivery) => delivery.id).sort()).toEqual(deliveries.map((row) => row.messageId).sort())
    expect(unique.map((delivery) => delivery.payload.data.engagement_id).sort()).toEqual(
      due.map((row) => row.id).sort(),
    )
    for (const delivery of unique)
      expect(delivery.payload).toMatchObject({
        type: 'reassessment.due',
        data: { organisation_id: acme!.id, due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      })
    // The one in flight at the kill came twice, with one webhook-id and the same body; every copy verifies.
    const held = receiver.received.filter((delivery) => delivery.id === heldId)
    expect(held).toHaveLength(2)
    expect(held[1]!.body).toBe(held[0]!.body)
    expect(receiver.received.every((delivery) => delivery.verified)).toBe(true)
  }, 120_000)
})
