// The workflow engine through the API: the machine decides when, the policy decides who, the audit
// trail records every transition in a tamper-evident chain.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ENGAGEMENT_STATUSES } from '#domain/engagement-status'
import { engagements } from '../../src/server/db/schema.ts'
import { DEMO_ENGAGEMENTS } from '../../src/server/seed/demo-engagements.ts'
import { DEMO_ROLE_COUNT } from '../../src/server/seed/demo-job-roles.ts'
import { apiFixture } from '../support/api-fixture.ts'

const api = apiFixture({
  accounts: ['partner', 'partner.readonly', 'sign.off.user', 'readonly.full', 'contractor', 'provider.manual.reviewer'],
})
const { call, as } = api
const engagementNamed = async (name: string) =>
  (await api.server.database.db.select().from(engagements).where(eq(engagements.name, name)))[0]!

describe('demo engagements', () => {
  it('exist in every status, each brought there through the engine', async () => {
    const list = await call('/api/assessments/engagements?include_archived=true&page_size=30', {
      token: as('readonly.full'),
    })
    expect(list.status).toBe(200)
    // The demo job roles are engagements of type Role too.
    expect(list.json.count).toBe(DEMO_ENGAGEMENTS.length + DEMO_ROLE_COUNT)
    const statuses = new Set(list.json.items.map((e: { status: string }) => e.status))
    expect([...statuses].sort()).toEqual([...ENGAGEMENT_STATUSES].sort())
  })

  it('each have a history whose hash chain is intact, one event per step (and one for choosing reviewers)', async () => {
    for (const scenario of DEMO_ENGAGEMENTS) {
      const engagement = await engagementNamed(scenario.engagement.name)
      const audit = await call(`/api/assessments/engagements/${engagement.id}/audit`, { token: as('partner') })
      expect(audit.status).toBe(200)
      const reviewed = scenario.steps.some((step) => 'event' in step && step.withReviewer)
      expect(audit.json.chain).toEqual({ intact: true, events: scenario.steps.length + 1 + (reviewed ? 1 : 0) })
      expect(audit.json.events[0]).toMatchObject({ seq: 1, event_type: 'engagement.create', to_status: 'Started' })
      expect(audit.json.events.at(-1).to_status).toBe(engagement.status)
      for (const event of audit.json.events) expect(event.description).toEqual(expect.any(String))
    }
  })
})

describe('the demo manual review', () => {
  it('waits for the consultancy: answers split evenly conclude a result the manual review must confirm', async () => {
    const engagement = await engagementNamed('Supply chain transformation lead')
    expect(engagement.status).toBe('Awaiting Review')
    const reviews = await call('/api/assessments/engagements/manual-reviews?page_size=30', {
      token: as('provider.manual.reviewer'),
    })
    expect(reviews.status, JSON.stringify(reviews.json)).toBe(200)
    const names = reviews.json.items.map((item: { engagement_name: string }) => item.engagement_name)
    expect(names).toContain('Supply chain transformation lead')
  })
})

describe('GET /api/assessments/engagements/{id}/audit', () => {
  it('names who fired each transition, with their roles, and never their e-mail', async () => {
    const engagement = await engagementNamed('Renewables project manager')
    const audit = await call(`/api/assessments/engagements/${engagement.id}/audit`, { token: as('partner') })
    expect(audit.json.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'engagement.create',
      'reviewers.update',
      'answers.submit',
      'review.signOff',
      'distribution.send',
      'dispute.raise',
    ])
    expect(audit.json.events[3].actor).toMatchObject({ name: 'Hannah Cole', roles: ['Sign Off User', 'Reviewer'] })
    expect(JSON.stringify(audit.json.events)).not.toContain('@demo.ir35.test')
  })

  it('hides an engagement outside the caller’s organisations (404) and refuses a contractor', async () => {
    const halden = await engagementNamed('Renewables project manager')
    expect((await call(`/api/assessments/engagements/${halden.id}/audit`, { token: as('sign.off.user') })).status).toBe(
      404,
    )
    expect((await call(`/api/assessments/engagements/${halden.id}/audit`, { token: as('contractor') })).status).toBe(
      404,
    )
    expect((await call('/api/assessments/engagements/not-an-id/audit', { token: as('partner') })).status).toBe(400)
    expect((await call(`/api/assessments/engagements/${halden.id}/audit`)).status).toBe(401)
  })

  it('detects a tampered audit event', async () => {
    const engagement = await engagementNamed('Payments architect')
    const { db } = api.server.database
    // The table refuses changes; someone with the database owner's rights could still switch that off.
    await expect(
      db.execute(sql`update audit_events set payload = '{}' where entity_id = ${engagement.id} and seq = 2`),
    ).rejects.toThrow()
    await db.execute(sql`alter table audit_events disable trigger audit_events_no_update`)
    await db.execute(
      sql`update audit_events set payload = '{"hasReviewers": false}' where entity_id = ${engagement.id} and seq = 2`,
    )
    await db.execute(sql`alter table audit_events enable trigger audit_events_no_update`)
    const audit = await call(`/api/assessments/engagements/${engagement.id}/audit`, { token: as('partner') })
    expect(audit.json.chain).toMatchObject({ intact: false, broken_at_seq: 2 })
  })
})

describe('engagement commands go through the machine', () => {
  it('PATCH /archived archives and unarchives, each recorded in the trail', async () => {
    const engagement = await engagementNamed('Data platform engineer')
    const path = `/api/assessments/engagements/${engagement.id}`
    const archive = await call(path, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/archived', value: true }],
    })
    expect(archive.status).toBe(200)
    expect(archive.json).toMatchObject({ status: 'Awaiting Contractor' })
    const again = await call(path, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/archived', value: true }],
    })
    expect(again.status).toBe(409)
    expect(again.json.message).toContain('Awaiting Contractor')
    const unarchive = await call(path, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/archived', value: false }],
    })
    expect(unarchive.status).toBe(200)
    const audit = await call(`${path}/audit`, { token: as('partner') })
    expect(audit.json.events.slice(-2).map((e: { event_type: string }) => e.event_type)).toEqual([
      'engagement.archive',
      'engagement.unarchive',
    ])
    expect(audit.json.chain.intact).toBe(true)
  })

  it('refuses an event the machine does not allow in this status with 409, changing nothing', async () => {
    const engagement = await engagementNamed('Cloud security engineer')
    const response = await call(`/api/assessments/engagements/${engagement.id}`, {
      method: 'DELETE',
      token: as('partner'),
    })
    expect(response.status).toBe(409)
    expect(response.json.message).toBe(
      'This engagement is Complete, so "engagement.delete" cannot happen now. Reload to see its current state.',
    )
    const after = await engagementNamed('Cloud security engineer')
    expect(after).toMatchObject({ status: 'Complete', version: engagement.version, deletedAt: null })
    const reopenStarted = await call(
      `/api/assessments/engagements/${(await engagementNamed('Warehouse operations lead')).id}/reopen`,
      {
        method: 'POST',
        token: as('partner'),
      },
    )
    expect(reopenStarted.status).toBe(409)
  })

  it('refuses a role the transition does not name with 403 (the hidden button is refused too)', async () => {
    const engagement = await engagementNamed('Payments architect')
    const response = await call(`/api/assessments/engagements/${engagement.id}`, {
      method: 'PATCH',
      token: as('partner.readonly'),
      body: [{ op: 'replace', path: '/archived', value: true }],
    })
    expect(response.status).toBe(403)
    expect((await engagementNamed('Payments architect')).archived).toBe(false)
  })

  it('answers a patch of anything but /archived with 400 and writes nothing', async () => {
    const engagement = await engagementNamed('Payments architect')
    for (const body of [
      [{ op: 'replace', path: '/status_id', value: 'Complete' }],
      [{ op: 'replace', path: '/archived', value: 'yes' }],
      [
        { op: 'replace', path: '/archived', value: true },
        { op: 'replace', path: '/archived', value: false },
      ],
      'nope',
    ]) {
      const response = await call(`/api/assessments/engagements/${engagement.id}`, {
        method: 'PATCH',
        token: as('partner'),
        body,
      })
      expect(response.status).toBe(400)
    }
    expect((await engagementNamed('Payments architect')).version).toBe(engagement.version)
  })

  it('deletes a Started engagement, leaving a tombstone in the trail', async () => {
    const engagement = await engagementNamed('Warehouse operations lead')
    const response = await call(`/api/assessments/engagements/${engagement.id}`, {
      method: 'DELETE',
      token: as('partner'),
    })
    expect(response.status).toBe(204)
    expect((await engagementNamed('Warehouse operations lead')).deletedAt).not.toBeNull()
    const events = await api.server.database.db.execute(
      sql`select event_type from audit_events where entity_id = ${engagement.id} order by seq`,
    )
    expect((events as unknown as { rows: { event_type: string }[] }).rows.map((r) => r.event_type)).toEqual([
      'engagement.create',
      'engagement.delete',
    ])
    expect((await call(`/api/assessments/engagements/${engagement.id}/audit`, { token: as('partner') })).status).toBe(
      404,
    )
  })
})
