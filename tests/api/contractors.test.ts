// The contractors API (rules records.contractor, contractors.form,
// api.contractors, lists.defaults): list, create, read, change, delete, e-mail lookup, and who
// may do each where.
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONTRACTOR_MESSAGES } from '../../src/domain/contractors.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import { auditEvents, contractors, engagements } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { itAnswersEveryCell, recordMatrixRows } from '../support/authorisation-matrix.ts'

const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db } = api
const MISSING = '00000000-0000-4000-8000-000000000000'

let serial = 0
const fields = (overrides: Record<string, unknown> = {}) => {
  serial += 1
  return {
    first_name: 'Jane',
    last_name: 'Doe',
    company_name: 'Doe Consulting Ltd',
    company_number: 'ab123456',
    email: `jane.doe.${serial}.${Date.now()}@example.test`,
    phone_number: '+447700900123',
    external_reference: 'REF-1',
    share_with_provider: true,
    ...overrides,
  }
}
const create = (orgName: string, overrides: Record<string, unknown> = {}, account = 'provider.admin') =>
  call('/api/actors/contractors', {
    method: 'POST',
    token: as(account),
    body: { ...fields(overrides), organisation_id: org(orgName) },
  })
const fresh = async (orgName: string) => {
  const response = await create(orgName)
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}
const list = (query: string, account = 'provider.admin') =>
  call(`/api/actors/contractors?${query}`, { token: as(account) })
const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }]
const patch = (id: string, body: unknown, account = 'provider.admin', headers: Record<string, string> = {}) =>
  call(`/api/actors/master-contractors/${id}`, { method: 'PATCH', token: as(account), body, headers })

describe('GET /api/actors/contractors', () => {
  const acme = () => `org_id=${org('Acme Retail Group')}`

  it('pages an organisation by name, 30 to a page unless asked', async () => {
    const first = await list(acme())
    expect(first.status).toBe(200)
    // 36 made-up contractors and Tara Bennett, the demo contractor who signs in to the SDS hub.
    expect(first.json.count).toBe(37)
    expect(first.json.pages).toBe(2)
    expect(first.json.items).toHaveLength(30)
    const second = await list(`${acme()}&page=2`)
    expect(second.json.items).toHaveLength(7)
    const names = [...first.json.items, ...second.json.items].map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(Object.keys(first.json.items[0]).sort()).toEqual(
      [
        'company_name',
        'email',
        'external_reference',
        'id',
        'ir35_insured',
        'is_awaiting_review',
        'name',
        'phone_number',
        'share_with_provider',
      ].sort(),
    )
    expect((await list(`${acme()}&page_size=10&page=4`)).json.items).toHaveLength(7)
  })

  it('sorts by company name either way and searches names, companies and e-mails', async () => {
    const desc = await list(`${acme()}&sort_by=company_name&sort_direction=desc&page_size=10`)
    const companies = desc.json.items.map((c: { company_name: string }) => c.company_name)
    expect(companies).toEqual([...companies].sort((a, b) => b.localeCompare(a, 'en')))
    const found = await list(`${acme()}&search=patel`)
    expect(found.json.count).toBeGreaterThan(0)
    for (const item of found.json.items) expect(`${item.name} ${item.company_name}`).toMatch(/patel/i)
    expect((await list(`${acme()}&search=nobody-like-this`)).json).toEqual({ items: [], pages: 0, count: 0 })
  })

  it('filters on IR35 insurance', async () => {
    const counts = await Promise.all(
      ['insured', 'uninsured', 'unknown'].map(
        async (filter) => (await list(`${acme()}&ir35_insurance=${filter}`)).json,
      ),
    )
    // Tara Bennett's IR35 insurance is not known.
    expect(counts.map((answer) => answer.count)).toEqual([12, 12, 13])
    expect(counts[0].items.every((c: { ir35_insured: boolean | null }) => c.ir35_insured === true)).toBe(true)
    expect(counts[2].items.every((c: { ir35_insured: boolean | null }) => c.ir35_insured === null)).toBe(true)
  })

  it('marks a contractor with an assessment awaiting review', async () => {
    const contractorId = await fresh('Acme Retail Group')
    const engagement = (
      await db()
        .select()
        .from(engagements)
        .where(and(eq(engagements.organisationId, org('Acme Retail Group')), eq(engagements.status, 'Awaiting Review')))
        .orderBy(asc(engagements.createdAt))
    )[0]!
    await db().update(engagements).set({ contractorId }).where(eq(engagements.id, engagement.id))
    const all = await list(`${acme()}&search=${encodeURIComponent('Jane Doe')}`)
    const row = all.json.items.find((c: { id: string }) => c.id === contractorId)
    expect(row.is_awaiting_review).toBe(true)
    await db().update(engagements).set({ contractorId: null }).where(eq(engagements.id, engagement.id))
    const after = await list(`${acme()}&search=${encodeURIComponent('Jane Doe')}`)
    expect(after.json.items.find((c: { id: string }) => c.id === contractorId).is_awaiting_review).toBe(false)
  })

  it('refuses a missing organisation and bad list parameters', async () => {
    for (const query of [
      '',
      'org_id=acme',
      `${acme()}&sort_by=phone`,
      `${acme()}&page_size=50`,
      `${acme()}&page=0`,
      `${acme()}&ir35_insurance=maybe`,
    ])
      expect((await list(query)).status, query).toBe(400)
  })
})

describe('POST /api/actors/contractors and the contractor form messages', () => {
  it('creates a contractor that reads back through both paths, trimmed, company number in capitals', async () => {
    const body = fields({ first_name: '  Ada ', company_number: 'sc123456' })
    const created = await call('/api/actors/contractors', {
      method: 'POST',
      token: as('partner'),
      body: { ...body, organisation_id: org('Acme Retail Group') },
    })
    expect(created.status).toBe(201)
    const expected = {
      id: created.json.id,
      first_name: 'Ada',
      last_name: 'Doe',
      company_name: 'Doe Consulting Ltd',
      company_number: 'SC123456',
      email: body.email,
      phone_number: '+447700900123',
      external_reference: 'REF-1',
      share_with_provider: true,
      organisation_id: org('Acme Retail Group'),
      // Not asked on the form: unknown until insurance details are held.
      ir35_insured: null,
      version: 1,
    }
    for (const path of ['contractors', 'master-contractors'])
      expect((await call(`/api/actors/${path}/${created.json.id}`, { token: as('partner') })).json).toEqual(expected)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, created.json.id))
      .orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual(['contractor.create'])
    expect(JSON.stringify(trail)).not.toContain(body.email)
  })

  it('refuses a second contractor with the same e-mail in one organisation, in any case', async () => {
    const first = await create('Halden Energy', { email: 'twice@example.test' })
    expect(first.status).toBe(201)
    const again = await create('Halden Energy', { email: 'TWICE@example.test' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(CONTRACTOR_MESSAGES.contractorExists)
    // Another organisation may hold the same person.
    expect((await create('Acme Retail Digital', { email: 'twice@example.test' })).status).toBe(201)
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { first_name: ' ' }, 'Please enter a first name.'],
    ['a long first name', { first_name: 'x'.repeat(51) }, maxLengthMessage(50)],
    ['a missing last name', { last_name: '' }, 'Please enter a last name.'],
    ['a long last name', { last_name: 'x'.repeat(51) }, maxLengthMessage(50)],
    ['a missing company name', { company_name: '' }, 'Please enter a company name.'],
    ['a long company name', { company_name: 'x'.repeat(161) }, maxLengthMessage(160)],
    ['a missing company number', { company_number: '' }, 'Please enter a company number.'],
    [
      'a short company number',
      { company_number: '1234567' },
      'Companies house must be alphanumeric and 8 characters long',
    ],
    [
      'a company number with symbols',
      { company_number: '1234-567' },
      'Companies house must be alphanumeric and 8 characters long',
    ],
    ['a missing e-mail', { email: '' }, 'Please enter an email address.'],
    ['an e-mail with spaces', { email: 'jane doe@example.test' }, 'Email address is not valid'],
    ['a missing phone', { phone_number: '' }, 'Please enter a phone number.'],
    [
      'a long phone',
      { phone_number: '+4477009001234567' },
      'Maximum digits limit exceeded. Please limit to 15 digits or lower.',
    ],
    [
      'a phone with letters',
      { phone_number: '07700 900123' },
      'Phone number must be numeric and can start with a + prefix',
    ],
    ['a long external reference', { external_reference: 'x'.repeat(51) }, maxLengthMessage(50)],
  ]
  for (const [what, overrides, message] of cases)
    it(`refuses ${what} on create and on change, and stores nothing`, async () => {
      const before = (await db().select().from(contractors)).length
      const created = await create('Acme Retail Group', overrides)
      expect(created.status).toBe(400)
      expect(created.json.message).toBe(message)
      expect((await db().select().from(contractors)).length).toBe(before)
      const target = await fresh('Halden Energy')
      const [path, value] = Object.entries(overrides)[0]!
      const changed = await patch(target, replace(`/${path}`, value))
      expect(changed.status).toBe(400)
      expect(changed.json.message).toBe(message)
      expect((await call(`/api/actors/contractors/${target}`, { token: as('provider.admin') })).json.version).toBe(1)
    })

  it('accepts the limits exactly and an absent external reference', async () => {
    const response = await create('Acme Retail Group', {
      first_name: 'f'.repeat(50),
      company_name: 'c'.repeat(160),
      phone_number: '+12345678901234',
      external_reference: undefined,
    })
    expect(response.status).toBe(201)
  })

  it('refuses an unknown field or organisation', async () => {
    const extra = await call('/api/actors/contractors', {
      method: 'POST',
      token: as('provider.admin'),
      body: { ...fields(), organisation_id: org('Acme Retail Group'), nickname: 'JD' },
    })
    expect(extra.status).toBe(400)
    const missing = await call('/api/actors/contractors', {
      method: 'POST',
      token: as('provider.admin'),
      body: { ...fields(), organisation_id: MISSING },
    })
    expect(missing.status).toBe(404)
  })
})

describe('PATCH /api/actors/master-contractors/{id}', () => {
  it('replaces fields, counts versions and keeps only the changed field names in the trail', async () => {
    const id = await fresh('Acme Retail Group')
    const changed = await patch(id, [
      { op: 'replace', path: '/first_name', value: 'Janet' },
      { op: 'replace', path: '/company_number', value: 'zz999999' },
      { op: 'replace', path: '/external_reference', value: '' },
      { op: 'replace', path: '/share_with_provider', value: false },
    ])
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      first_name: 'Janet',
      company_number: 'ZZ999999',
      external_reference: null,
      share_with_provider: false,
      version: 2,
    })
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(trail[1]!.payload).toEqual({
      fields: ['company_number', 'external_reference', 'first_name', 'share_with_provider'],
    })
  })

  it('refuses a stale If-Match with 409 and changes nothing', async () => {
    const id = await fresh('Acme Retail Group')
    expect((await patch(id, replace('/last_name', 'First'), 'provider.admin', { 'if-match': '"1"' })).status).toBe(200)
    const stale = await patch(id, replace('/last_name', 'Second'), 'provider.admin', { 'if-match': '"1"' })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe(
      'Someone else changed this contractor since you opened it. Reload the page to see their changes.',
    )
    expect((await call(`/api/actors/contractors/${id}`, { token: as('provider.admin') })).json.last_name).toBe('First')
    expect((await patch(id, replace('/last_name', 'x'), 'provider.admin', { 'if-match': 'soon' })).status).toBe(400)
  })

  it('refuses an empty list, an unknown path and an e-mail taken in the organisation', async () => {
    const id = await fresh('Acme Retail Group')
    expect((await patch(id, [])).status).toBe(400)
    expect((await patch(id, replace('/organisation_id', org('Halden Energy')))).status).toBe(400)
    const other = await create('Acme Retail Group', { email: 'taken@example.test' })
    expect(other.status).toBe(201)
    const taken = await patch(id, replace('/email', 'Taken@example.test'))
    expect(taken.status).toBe(409)
    expect(taken.json.message).toBe(CONTRACTOR_MESSAGES.contractorExists)
  })
})

describe('DELETE /api/actors/contractors/{id}', () => {
  it('deletes a contractor without assessments, erasing the personal fields and keeping a tombstone', async () => {
    const created = await create('Acme Retail Group', { email: 'leaving@example.test' })
    const id = created.json.id
    const removed = await call(`/api/actors/contractors/${id}`, { method: 'DELETE', token: as('partner.admin') })
    expect(removed.status).toBe(204)
    expect((await call(`/api/actors/contractors/${id}`, { token: as('provider.admin') })).status).toBe(404)
    const row = (await db().select().from(contractors).where(eq(contractors.id, id)))[0]!
    expect(row.deletedAt).not.toBeNull()
    expect(JSON.stringify(row)).not.toContain('leaving@example.test')
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(trail.map((event) => event.eventType)).toEqual(['contractor.create', 'contractor.delete'])
    // The e-mail is free again.
    expect((await create('Acme Retail Group', { email: 'leaving@example.test' })).status).toBe(201)
  })

  it('refuses to delete a contractor with assessments', async () => {
    const id = await fresh('Acme Retail Group')
    const engagement = (
      await db()
        .select()
        .from(engagements)
        .where(eq(engagements.organisationId, org('Acme Retail Group')))
    )[0]!
    const previous = engagement.contractorId
    await db().update(engagements).set({ contractorId: id }).where(eq(engagements.id, engagement.id))
    const refused = await call(`/api/actors/contractors/${id}`, { method: 'DELETE', token: as('provider.admin') })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(CONTRACTOR_MESSAGES.hasEngagements)
    await db().update(engagements).set({ contractorId: previous }).where(eq(engagements.id, engagement.id))
  })
})

describe('GET /api/actors/contractors/email/{email}?org_id=', () => {
  const lookUp = (email: string, orgName: string, account = 'partner') =>
    call(`/api/actors/contractors/email/${encodeURIComponent(email)}?org_id=${org(orgName)}`, { token: as(account) })

  it("opens the organisation's own record, or pre-fills from another organisation within reach", async () => {
    const created = await create('Acme Retail Logistics', { email: 'shared.person@example.test', first_name: 'Shared' })
    const own = await lookUp('SHARED.person@example.test', 'Acme Retail Logistics')
    expect(own.json).toMatchObject({ match: 'existing', contractor: { id: created.json.id, first_name: 'Shared' } })
    const prefill = await lookUp('shared.person@example.test', 'Acme Retail Group')
    expect(prefill.status).toBe(200)
    expect(prefill.json.match).toBe('prefill')
    expect(prefill.json.contractor).toMatchObject({ first_name: 'Shared', email: 'shared.person@example.test' })
    expect(prefill.json.contractor.id).toBeUndefined()
    expect(
      (
        await call(
          `/api/actors/master-contractors/email/shared.person%40example.test?org_id=${org('Acme Retail Group')}`,
          { token: as('partner') },
        )
      ).json.match,
    ).toBe('prefill')
  })

  it('does not pre-fill from an organisation out of reach, nor answer for one', async () => {
    expect((await create('Meridian Staffing', { email: 'meridian.only@example.test' })).status).toBe(201)
    expect((await lookUp('meridian.only@example.test', 'Acme Retail Group')).status).toBe(404)
    expect((await lookUp('meridian.only@example.test', 'Meridian Staffing')).status).toBe(404)
    expect((await lookUp('nobody@example.test', 'Acme Retail Group')).status).toBe(404)
    expect((await lookUp('not-an-email', 'Acme Retail Group')).status).toBe(400)
    expect((await call('/api/actors/contractors/email/a%40b.test', { token: as('partner') })).status).toBe(400)
  })
})

describe('authorisation matrix', () => {
  type Endpoint = 'GET list' | 'POST' | 'GET one' | 'PATCH' | 'DELETE'
  const ENDPOINTS: Endpoint[] = ['GET list', 'POST', 'GET one', 'PATCH', 'DELETE']
  const request = async (endpoint: Endpoint, account: string, orgName: string) => {
    if (endpoint === 'GET list') return list(`org_id=${org(orgName)}&page_size=10`, account)
    if (endpoint === 'POST') return create(orgName, {}, account)
    const target = await fresh(orgName)
    if (endpoint === 'GET one') return call(`/api/actors/contractors/${target}`, { token: as(account) })
    if (endpoint === 'PATCH') return patch(target, replace('/last_name', 'Matrix'), account)
    return call(`/api/actors/contractors/${target}`, { method: 'DELETE', token: as(account) })
  }
  itAnswersEveryCell({
    endpoints: ENDPOINTS,
    rows: recordMatrixRows({
      all: [200, 201, 200, 200, 204],
      worker: [200, 201, 200, 200, 403],
      reader: [200, 403, 200, 403, 403],
      // A contractor is refused the organisation's routes alike, whatever the organisation and whether it exists.
      contractor: [403, 403, 403, 403, 403],
      outOfReach: [404, 404, 404, 404, 404],
    }),
    cells: 105,
    request,
  })
})
