// GET /api/assessments/contractors/{id}/engagements (rules api.contractors, contractors.edit-screen, lists.defaults): a
// contractor's engagements for the edit-contractor page, newest start date first, 10 to a page, and who may read them.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { ROLE } from '../../src/domain/roles.ts'
import { actors } from '../../src/server/db/schema.ts'
import { createEngagement } from '../../src/server/modules/assessments/engagement-commands.service.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiFixture } from '../support/api-fixture.ts'

const ACCOUNTS = ['provider.admin', 'partner', 'partner.readonly', 'contractor', 'consultancy.manager']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org } = api
const MISSING = '00000000-0000-4000-8000-000000000000'

let contractorId = ''
const engagementIds = new Map<string, string>()
const path = (query = '', id = contractorId) => `/api/assessments/contractors/${id}/engagements${query}`
const names = (json: { items: { name: string }[] }) => json.items.map((item) => item.name)

/** Twelve engagements, started a month apart (Engagement 01 first), one held by a child organisation. */
const seedEngagements = async () => {
  const db = api.server.database.db
  const partner = (
    await db
      .select()
      .from(actors)
      .where(eq(actors.email, demoEmail('partner')))
  )[0]!
  for (let n = 1; n <= 12; n += 1) {
    const name = `Engagement ${String(n).padStart(2, '0')}`
    const id = await db.transaction((tx) =>
      createEngagement({
        tx,
        firer: { actorId: partner.id, roles: [ROLE.partner] },
        engagement: {
          organisationId: n === 12 ? org('Acme Retail Digital') : org('Acme Retail Group'),
          name,
          type: 'Contractor',
          questionSetTypeCode: n % 2 === 0 ? 'SHORT' : 'FULL',
          contractorId,
          startDate: `2026-${String(n).padStart(2, '0')}-01`,
          endDate: '2027-06-30',
        },
      }),
    )
    engagementIds.set(name, id)
  }
}

beforeAll(async () => {
  const created = await call('/api/actors/contractors', {
    method: 'POST',
    token: as('provider.admin'),
    body: {
      first_name: 'Eddie',
      last_name: 'Engaged',
      company_name: 'Engaged Ltd',
      company_number: 'EN000001',
      email: 'eddie.engaged@example.test',
      phone_number: '+447700900999',
      organisation_id: org('Acme Retail Group'),
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  contractorId = created.json.id
  await seedEngagements()
})

describe('GET /api/assessments/contractors/{id}/engagements', () => {
  it('answers the newest start date first, 10 to a page, with what the Assessments table shows', async () => {
    const first = await call(path(), { token: as('partner') })
    expect(first.status).toBe(200)
    expect(first.json.count).toBe(12)
    expect(first.json.pages).toBe(2)
    expect(names(first.json)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Engagement ${String(12 - i).padStart(2, '0')}`),
    )
    expect(first.json.items[0]).toEqual({
      id: engagementIds.get('Engagement 12'),
      name: 'Engagement 12',
      organisation_id: org('Acme Retail Digital'),
      organisation: 'Acme Retail Digital',
      type: 'SHORT',
      status: 'Started',
      start_date: '2026-12-01',
      end_date: '2027-06-30',
      archived: false,
    })
    const second = await call(path('?page=2'), { token: as('partner') })
    expect(names(second.json)).toEqual(['Engagement 02', 'Engagement 01'])
  })

  it('sorts, pages, searches and filters by organisation when asked', async () => {
    const ascending = await call(path('?sort_by=start_date&sort_direction=asc&page_size=20'), { token: as('partner') })
    expect(names(ascending.json)[0]).toBe('Engagement 01')
    expect(ascending.json.items).toHaveLength(12)
    const byOrganisation = await call(path('?sort_by=organisation&sort_direction=desc&page_size=10'), {
      token: as('partner'),
    })
    expect(byOrganisation.json.items[0].organisation).toBe('Acme Retail Group')
    const search = await call(path('?search=engagement%2011'), { token: as('partner') })
    expect(names(search.json)).toEqual(['Engagement 11'])
    const digital = await call(path(`?org_id=${org('Acme Retail Digital')}`), { token: as('partner') })
    expect(names(digital.json)).toEqual(['Engagement 12'])
  })

  it('leaves archived engagements out unless include_archived=true', async () => {
    const archived = await call(`/api/assessments/engagements/${engagementIds.get('Engagement 05')}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/archived', value: true }],
    })
    expect(archived.status, JSON.stringify(archived.json)).toBe(200)
    expect((await call(path(), { token: as('partner') })).json.count).toBe(11)
    const all = await call(path('?include_archived=true'), { token: as('partner') })
    expect(all.json.count).toBe(12)
    expect(all.json.items.find((item: { name: string }) => item.name === 'Engagement 05')?.archived ?? true).toBe(true)
  })

  it('answers an empty list for a contractor without engagements', async () => {
    const created = await call('/api/actors/contractors', {
      method: 'POST',
      token: as('provider.admin'),
      body: {
        first_name: 'Nora',
        last_name: 'None',
        company_name: 'None Ltd',
        company_number: 'NO000001',
        email: 'nora.none@example.test',
        phone_number: '+447700900998',
        organisation_id: org('Acme Retail Group'),
      },
    })
    const response = await call(path('', created.json.id), { token: as('partner.readonly') })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ items: [], count: 0, pages: 0 })
  })

  it('lets a Partner Read-Only user read them: Contractors:Read is enough', async () => {
    expect((await call(path(), { token: as('partner.readonly') })).status).toBe(200)
  })

  it('refuses a caller without a session', async () => {
    expect((await call(path())).status).toBe(401)
  })

  it('refuses a contractor first (403), and answers a missing contractor with 404', async () => {
    const contractor = await call(path(), { token: as('contractor') })
    expect(contractor.status).toBe(403)
    expect(contractor.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly)
    const missing = await call(path('', MISSING), { token: as('partner') })
    expect(missing.status).toBe(404)
    expect(missing.json.message).toMatch(/contractor/i)
  })

  it('refuses a caller in reach without Contractors:Read', async () => {
    // The Consultancy Manager works at the provider, above every client, but holds no contractor permission.
    expect((await call(path(), { token: as('consultancy.manager') })).status).toBe(403)
  })

  it('refuses a bad id or query with a clear 400', async () => {
    expect((await call(path('', 'not-an-id'), { token: as('partner') })).status).toBe(400)
    for (const query of ['?sort_by=colour', '?page_size=15', '?page=0', '?org_id=acme', '?include_archived=yes']) {
      const response = await call(path(query), { token: as('partner') })
      expect(response.status, query).toBe(400)
      expect(typeof response.json.message, query).toBe('string')
    }
  })
})
