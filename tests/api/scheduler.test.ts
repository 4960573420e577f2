// Time reaches the machines only as events: the scheduler sends each clock event, as the System,
// through the workflow engine when it falls due.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '#domain/roles'
import { PARTY } from '#machines/meta'
import { disputes, distributions, engagements, scheduledEvents } from '../../src/server/db/schema.ts'
import { disputeEntity } from '../../src/server/modules/disputes/dispute.entity.ts'
import { raiseDispute } from '../../src/server/modules/disputes/raise-dispute.service.ts'
import { auditTrailOf, verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { executeCommand } from '../../src/server/workflow/engine.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

let server: TestServer
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const disputeOf = async (engagementName: string) => {
  const { db } = server.database
  const engagement = (await db.select().from(engagements).where(eq(engagements.name, engagementName)))[0]!
  return (await db.select().from(disputes).where(eq(disputes.engagementId, engagement.id)))[0]!
}
const scheduleOf = (disputeId: string) =>
  server.database.db
    .select()
    .from(scheduledEvents)
    .where(eq(scheduledEvents.entityId, disputeId))
    .orderBy(scheduledEvents.dueAt)

describe('dispute clocks', () => {
  it('sent "Dispute Due" at start for the demo dispute received 33 days ago, but not the deadline', async () => {
    const dispute = await disputeOf('Renewables project manager')
    expect(dispute.status).toBe('OPEN')
    expect((dispute.state as { context: object }).context).toMatchObject({ dueSoon: true, overdue: false })
    expect((await scheduleOf(dispute.id)).map((s) => [(s.event as { type: string }).type, s.status])).toEqual([
      ['dispute.dueSoon', 'sent'],
      ['dispute.deadlinePassed', 'pending'],
    ])
    const trail = await auditTrailOf(server.database.db, 'dispute', dispute.id)
    expect(trail.map((e) => [e.eventType, e.actorId, e.actorRoles])).toEqual([
      ['dispute.raise', expect.any(String), [ROLE.contractorType1, PARTY.contractor]],
      ['dispute.dueSoon', null, [PARTY.system]],
    ])
  })

  it('records the missed 45-day deadline as a fact; the dispute stays OPEN; a second tick sends nothing', async () => {
    const dispute = await disputeOf('Renewables project manager')
    expect(await server.scheduler.tick(new Date(Date.now() + 13 * DAY))).toBeGreaterThanOrEqual(1)
    const after = await disputeOf('Renewables project manager')
    expect(after.status).toBe('OPEN')
    expect((after.state as { context: object }).context).toMatchObject({ dueSoon: true, overdue: true })
    expect(await server.scheduler.tick(new Date(Date.now() + 13 * DAY))).toBe(0)
    const trail = await auditTrailOf(server.database.db, 'dispute', dispute.id)
    expect(trail.at(-1)?.eventType).toBe('dispute.deadlinePassed')
    expect(verifyChain(trail).intact).toBe(true)
  })

  it('lets a dispute answered in time ignore its clocks', async () => {
    const { db } = server.database
    const engagement = (await db.select().from(engagements).where(eq(engagements.name, 'Mobile app developer')))[0]!
    const contractorParty = { actorId: null, roles: [PARTY.contractor] }
    const copy = (await db.select().from(distributions).where(eq(distributions.engagementId, engagement.id)))[0]!
    const disputeId = await raiseDispute({
      db,
      engagementId: engagement.id,
      organisationId: engagement.organisationId,
      party: {
        distributionId: copy.id,
        firer: contractorParty,
        contractorId: copy.contractorId,
        raisedBy: 'Contractor',
      },
      details: 'The day rate includes my own equipment.',
      receivedAt: new Date(Date.now() - 2 * DAY),
    })
    await executeCommand({
      db,
      entity: disputeEntity,
      id: disputeId,
      event: { type: 'dispute.uphold', details: 'Equipment is supplied by the client on site.', fileIds: [] },
      firer: { actorId: null, roles: [ROLE.partner] },
    })
    await server.scheduler.tick(new Date(Date.now() + 60 * DAY))
    expect((await scheduleOf(disputeId)).map((s) => s.status)).toEqual(['not-applicable', 'not-applicable'])
    const dispute = (await db.select().from(disputes).where(eq(disputes.id, disputeId)))[0]!
    expect(dispute.status).toBe('RESOLVED')
    expect((dispute.state as { context: object }).context).toMatchObject({ overdue: false, resolution: 'upheld' })
  })

  it('refuses an uphold without reasons: the machine guards it', async () => {
    const dispute = await disputeOf('Renewables project manager')
    await expect(
      executeCommand({
        db: server.database.db,
        entity: disputeEntity,
        id: dispute.id,
        event: { type: 'dispute.uphold', details: '   ', fileIds: [] },
        firer: { actorId: null, roles: [ROLE.partner] },
      }),
    ).rejects.toMatchObject({ status: 409 })
  })
})
