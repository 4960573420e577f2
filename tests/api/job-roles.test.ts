// The job roles API (rules records.job-role, roles.result-column, roles.delete, roles.form,
// api.job-roles, lists.defaults): a job role is an engagement of type Role, archived and deleted through the
// engagement machine.
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEDUCTIBLE_EXPENSES_MESSAGE } from '../../src/domain/exposure-terms.ts'
import { JOB_ROLE_MESSAGES, resultDisplayOf } from '../../src/domain/job-roles.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { auditEvents, contractors, engagements, organisations } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { itAnswersEveryCell, recordMatrixRows } from '../support/authorisation-matrix.ts'

const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db, fullSet } = api
const BASE = '/api/assessments/jobroles'

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Platform Engineer',
  reference: 'PE_1',
  start_date: '2027-01-04',
  end_date: '2027-06-30',
  daily_rate: 575.5,
  organisation_id: org('Acme Retail Group'),
  agency_id: org('Northbridge Partners'),
  archived: false,
  ...overrides,
})
const create = (overrides: Record<string, unknown> = {}, account = 'partner') =>
  call(BASE, { method: 'POST', token: as(account), body: body(overrides) })
const fresh = async (overrides: Record<string, unknown> = {}) => {
  const response = await create(overrides, 'provider.admin')
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}
const list = (query: string, account = 'partner') => call(`${BASE}?${query}`, { token: as(account) })
const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }]
const patch = (id: string, operations: unknown, account = 'partner', headers: Record<string, string> = {}) =>
  call(`${BASE}/${id}`, { method: 'PATCH', token: as(account), body: operations, headers })
const remove = (id: string, account = 'partner.admin') =>
  call(`${BASE}/${id}`, { method: 'DELETE', token: as(account) })

describe('GET /api/assessments/jobroles', () => {
  const acme = () => `org_id=${org('Acme Retail Group')}`

  it('pages the roles of an organisation and its children, newest first, archived ones left out', async () => {
    const live = await db()
      .select()
      .from(engagements)
      .where(and(eq(engagements.type, 'Role'), eq(engagements.archived, false)))
    const inAcmeTree = live.filter((row) =>
      [org('Acme Retail Group'), org('Acme Retail Logistics'), org('Acme Retail Digital')].includes(row.organisationId),
    )
    const first = await list(acme())
    expect(first.status).toBe(200)
    expect(first.json.count).toBe(inAcmeTree.length)
    expect(first.json.count).toBeGreaterThan(30)
    expect(first.json.items).toHaveLength(30)
    const created = first.json.items.map((role: { date_created: string }) => role.date_created)
    expect(created).toEqual([...created].sort().reverse())
    expect(first.json.items.every((role: { archived: boolean }) => !role.archived)).toBe(true)
    expect(Object.keys(first.json.items[0]).sort()).toEqual(
      [
        'archived',
        'assessment_status',
        'date_created',
        'date_last_used',
        'id',
        'last_result',
        'name',
        'organisation_name',
        'reference',
        'requires_update',
      ].sort(),
    )
    const withArchived = await list(`${acme()}&include_archived=true&page_size=10`)
    expect(withArchived.json.count).toBeGreaterThan(first.json.count)
  })

  it('sorts by name, searches name and reference, and shows when a role was last used', async () => {
    const byName = await list(`${acme()}&sort_by=name&sort_direction=asc&page_size=30`)
    const names = byName.json.items.map((role: { name: string }) => role.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    const found = await list(`${acme()}&search=ACME_R100`)
    expect(found.json.items.map((role: { reference: string }) => role.reference)).toEqual(['ACME_R100'])
    expect(found.json.items[0].date_last_used).not.toBeNull()
    const completed = await list(`${acme()}&completed_only=true&page_size=10000`)
    expect(completed.status).toBe(200)
    expect(
      completed.json.items.every((role: { assessment_status: string }) => role.assessment_status === 'Complete'),
    ).toBe(true)
  })

  it('refuses a missing organisation and bad parameters', async () => {
    for (const query of [
      '',
      'org_id=x',
      `${acme()}&sort_by=rate`,
      `${acme()}&page_size=50`,
      `${acme()}&include_archived=yes`,
    ])
      expect((await list(query)).status, query).toBe(400)
  })
})

describe('POST /api/assessments/jobroles and the role form messages', () => {
  it('creates a role in Started that reads back in pounds, with its trail', async () => {
    const created = await create()
    expect(created.status).toBe(201)
    const read = await call(`${BASE}/${created.json.id}`, { token: as('partner') })
    expect(read.json).toMatchObject({
      name: 'Platform Engineer',
      reference: 'PE_1',
      start_date: '2027-01-04',
      end_date: '2027-06-30',
      daily_rate: 575.5,
      organisation_id: org('Acme Retail Group'),
      organisation_name: 'Acme Retail Group',
      agency_id: org('Northbridge Partners'),
      archived: false,
      status: 'Started',
      date_last_used: null,
      version: 1,
    })
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, created.json.id))
      .orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual(['engagement.create'])
  })

  it('takes an instant as its UTC day', async () => {
    const created = await create({ start_date: '2027-03-31T23:30:00.000Z', end_date: '2027-04-01T00:30:00+01:00' })
    expect(created.status).toBe(201)
    const read = await call(`${BASE}/${created.json.id}`, { token: as('partner') })
    expect([read.json.start_date, read.json.end_date]).toEqual(['2027-03-31', '2027-03-31'])
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing role name', { name: '  ' }, JOB_ROLE_MESSAGES.nameRequired],
    ['a long role name', { name: 'r'.repeat(51) }, maxLengthMessage(50)],
    ['a missing start date', { start_date: '' }, 'Please enter a start date.'],
    ['a missing end date', { end_date: '' }, 'Please enter an end date.'],
    ['a start after the end', { start_date: '2027-07-01' }, 'Start date cannot be older than the end date.'],
    ['a negative day rate', { daily_rate: -1 }, 'Please enter a valid day rate.'],
    ['a missing day rate', { daily_rate: null }, 'Please enter a daily rate.'],
  ]
  for (const [what, overrides, message] of cases)
    it(`refuses ${what} and stores nothing`, async () => {
      const before = (await db().select().from(engagements)).length
      const response = await create(overrides)
      expect(response.status).toBe(400)
      expect(response.json.message).toBe(message)
      expect((await db().select().from(engagements)).length).toBe(before)
    })

  it('refuses the same organisation as end client and agency, a rate in fractions of pence, and created archived', async () => {
    const same = await create({ agency_id: org('Acme Retail Group') })
    expect(same.json.message).toBe(JOB_ROLE_MESSAGES.sameEndClientAndAgency)
    expect((await create({ daily_rate: 10.005 })).status).toBe(400)
    expect((await create({ daily_rate: '500' })).status).toBe(400)
    expect((await create({ archived: true })).status).toBe(400)
    expect((await create({ start_date: '01/02/2027' })).status).toBe(400)
  })

  it('keeps no day rate where the end client hides the rate field', async () => {
    await db()
      .update(organisations)
      .set({ hideRateField: true })
      .where(eq(organisations.id, org('Halden Energy')))
    try {
      const created = await create({ organisation_id: org('Halden Energy'), daily_rate: null })
      expect(created.status).toBe(201)
      const withRate = await create({ organisation_id: org('Halden Energy'), daily_rate: 400 })
      const read = await call(`${BASE}/${withRate.json.id}`, { token: as('partner') })
      expect(read.json.daily_rate).toBeNull()
    } finally {
      await db()
        .update(organisations)
        .set({ hideRateField: false })
        .where(eq(organisations.id, org('Halden Energy')))
    }
  })

  it('refuses an agency out of reach as not found', async () => {
    expect((await create({ agency_id: org('Meridian Staffing') })).status).toBe(404)
  })
})

describe('PATCH /api/assessments/jobroles/{id}', () => {
  it('replaces record fields, checks the dates together, and names the fields in the trail', async () => {
    const id = await fresh()
    const changed = await patch(id, [
      { op: 'replace', path: '/name', value: 'Platform Lead' },
      { op: 'replace', path: '/daily_rate', value: 600 },
      { op: 'replace', path: '/reference', value: '' },
    ])
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ name: 'Platform Lead', daily_rate: 600, reference: null, version: 2 })
    const late = await patch(id, replace('/start_date', '2027-07-01'))
    expect(late.status).toBe(400)
    expect(late.json.message).toBe(JOB_ROLE_MESSAGES.startAfterEnd)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(trail.map((event) => [event.eventType, event.payload])).toEqual([
      ['engagement.create', expect.anything()],
      ['engagement.details', { fields: ['daily_rate', 'name', 'reference'] }],
    ])
  })

  it('archives and unarchives through the engagement machine', async () => {
    const id = await fresh()
    const archived = await patch(id, replace('/archived', true))
    expect(archived.status).toBe(200)
    expect(archived.json.archived).toBe(true)
    expect((await patch(id, replace('/archived', false))).json.archived).toBe(false)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(trail.map((event) => event.eventType)).toEqual([
      'engagement.create',
      'engagement.archive',
      'engagement.unarchive',
    ])
    const mixed = await patch(id, [
      { op: 'replace', path: '/archived', value: true },
      { op: 'replace', path: '/name', value: 'x' },
    ])
    expect(mixed.status).toBe(400)
  })

  it('refuses a stale If-Match, an empty list and an unknown path', async () => {
    const id = await fresh()
    expect((await patch(id, replace('/name', 'One'), 'partner', { 'if-match': '1' })).status).toBe(200)
    const stale = await patch(id, replace('/name', 'Two'), 'partner', { 'if-match': '1' })
    expect(stale.status).toBe(409)
    expect((await call(`${BASE}/${id}`, { token: as('partner') })).json.name).toBe('One')
    expect((await patch(id, [])).status).toBe(400)
    expect((await patch(id, replace('/organisation_id', org('Halden Energy')))).status).toBe(400)
  })
})

describe("the exposure's terms of a role", () => {
  const TERMS = {
    invoicing_frequency: 'weekly',
    payment_terms_days: 7,
    scottish_taxpayer: true,
    client_size: 'medium_or_large',
    deductible_expenses_per_day: 45.5,
  }
  const read = async (id: string) => (await call(`${BASE}/${id}`, { token: as('partner') })).json
  const engagementRecord = async (id: string) =>
    (await call(`/api/assessments/engagements/${id}`, { token: as('partner') })).json
  /** A role answered leaning outside and submitted: Complete, with a result and its exposure. */
  const completedRole = async (overrides: Record<string, unknown>) => {
    const id = await fresh({ start_date: '2027-01-04', end_date: '2027-03-26', daily_rate: 600, ...overrides })
    const first = await call('/api/assessments/assessments', {
      method: 'POST',
      token: as('partner'),
      body: { contractor_engagement_id: id },
    })
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    const submitted = await call(`/api/assessments/assessments/${first.json.id}/answers`, {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_engagement_id: id,
        question_set_id: first.json.question_set_id,
        submitted: true,
        submitted_by: 'CLIENT',
        notes: null,
        answer_ids: answerEvery(await fullSet(), 'CLIENT', leaningTowards('OUTSIDE')),
        last_category_id: null,
        dissemination: false,
      },
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    return id
  }

  it('creates a role with the terms given, and one without them as monthly in arrears, 30 days, size unknown', async () => {
    expect(await read(await fresh(TERMS))).toMatchObject(TERMS)
    expect(await read(await fresh())).toMatchObject({
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      deductible_expenses_per_day: 0,
    })
  })

  it('replaces the terms, naming them in the trail', async () => {
    const id = await fresh(TERMS)
    const changed = await patch(id, [
      { op: 'replace', path: '/invoicing_frequency', value: 'four_weekly' },
      { op: 'replace', path: '/payment_terms_days', value: 0 },
      { op: 'replace', path: '/scottish_taxpayer', value: false },
      { op: 'replace', path: '/client_size', value: null },
      { op: 'replace', path: '/deductible_expenses_per_day', value: 0 },
    ])
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    const expected = {
      invoicing_frequency: 'four_weekly',
      payment_terms_days: 0,
      scottish_taxpayer: false,
      deductible_expenses_per_day: 0,
    }
    expect(changed.json).toMatchObject({ ...expected, client_size: null, version: 2 })
    expect(await read(id)).toMatchObject({ ...expected, client_size: null })
    const [, details] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(details!.payload).toEqual({
      fields: [
        'client_size',
        'deductible_expenses_per_day',
        'invoicing_frequency',
        'payment_terms_days',
        'scottish_taxpayer',
      ],
    })
  })

  const TERMS_MESSAGE = 'Please enter payment terms from 0 to 120 days.'
  const refusals: [string, Record<string, unknown>, string][] = [
    ['payment terms over 120 days', { payment_terms_days: 121 }, TERMS_MESSAGE],
    ['payment terms in part days', { payment_terms_days: 7.5 }, TERMS_MESSAGE],
    ['negative payment terms', { payment_terms_days: -1 }, TERMS_MESSAGE],
    [
      'an unknown invoicing frequency',
      { invoicing_frequency: 'daily' },
      'Expected "weekly" | "fortnightly" | "four_weekly" | "monthly"',
    ],
    [
      '"unknown" as a client size (null says it)',
      { client_size: 'unknown' },
      'Expected "public_sector" | "medium_or_large" | "small"',
    ],
    ['a Scottish taxpayer flag that is not true or false', { scottish_taxpayer: 'yes' }, 'Expected boolean'],
    ['negative deductible expenses', { deductible_expenses_per_day: -1 }, DEDUCTIBLE_EXPENSES_MESSAGE],
    ['deductible expenses in part pence', { deductible_expenses_per_day: 12.345 }, DEDUCTIBLE_EXPENSES_MESSAGE],
    ['deductible expenses over £10,000 a day', { deductible_expenses_per_day: 10_000.01 }, DEDUCTIBLE_EXPENSES_MESSAGE],
  ]
  for (const [what, terms, message] of refusals)
    it(`refuses ${what} on create and on update, saying what it takes and changing nothing`, async () => {
      const [[field, value]] = Object.entries(terms) as [[string, unknown]]
      const before = (await db().select().from(engagements)).length
      const created = await create(terms)
      expect(created.status).toBe(400)
      expect(created.json.issues).toEqual([{ path: field, message }])
      expect((await db().select().from(engagements)).length).toBe(before)

      const id = await fresh(TERMS)
      const updated = await patch(id, replace(`/${field}`, value))
      expect(updated.status).toBe(400)
      expect(updated.json.issues).toEqual([{ path: '0.value', message }])
      expect(await read(id)).toMatchObject({ ...TERMS, version: 1 })
    })

  it("works the role's exposure with its terms, and again when the invoicing frequency changes", async () => {
    const id = await completedRole(TERMS)
    const weekly = await engagementRecord(id)
    expect(weekly.status).toBe('Complete')
    // 4 January to 26 March 2027: twelve weeks, each paid a week after it ends.
    expect(weekly.exposure_detail).toMatchObject({
      invoicing_frequency: 'weekly',
      payments: 12,
      scottish_taxpayer: true,
    })
    expect(weekly.exposure_detail.liability.chapter).toBe('chapter_10')
    // £45.50 of deductible expenses a working day come off the fees: 59 working days at £600 less £45.50.
    expect(weekly.exposure_detail.deemed_payment).toEqual({
      fees_pence: 59 * 60_000,
      deductible_expenses_pence: 59 * 4_550,
      deemed_payments_pence: 59 * (60_000 - 4_550),
      expenses_per_day_pence: 4_550,
    })

    const changed = await patch(id, replace('/invoicing_frequency', 'monthly'), 'partner', {
      'if-match': String((await read(id)).version),
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    const monthly = await engagementRecord(id)
    expect(monthly.exposure_detail).toMatchObject({ invoicing_frequency: 'monthly', payments: 3 })
    // A month's thresholds are not a week's: the figure moves with the payment interval.
    expect(monthly.financial_exposure).not.toBe(weekly.financial_exposure)
  })

  it('copies the terms into an engagement made from the role, unless the engagement names its own', async () => {
    const roleId = await completedRole(TERMS)
    const contractor = (
      await db()
        .select()
        .from(contractors)
        .where(eq(contractors.organisationId, org('Acme Retail Group')))
    )[0]!
    const engagementFrom = async (overrides: Record<string, unknown> = {}) => {
      const created = await call('/api/assessments/engagements', {
        method: 'POST',
        token: as('partner'),
        body: {
          contractor_id: contractor.id,
          organisation_id: org('Acme Retail Group'),
          question_set_id: (await fullSet()).id,
          name: 'From the role',
          end_client_id: org('Acme Retail Group'),
          role_id: roleId,
          start_date: '2027-01-04',
          end_date: '2027-03-26',
          daily_rate: 600,
          ...overrides,
        },
      })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      return engagementRecord(created.json.id)
    }
    expect(await engagementFrom()).toMatchObject({ role_id: roleId, ...TERMS })
    expect(await engagementFrom({ payment_terms_days: 60, client_size: null })).toMatchObject({
      ...TERMS,
      payment_terms_days: 60,
      client_size: null,
    })
  })
})

describe('DELETE /api/assessments/jobroles/{id}', () => {
  it('deletes a role never used, leaving a tombstone in the trail', async () => {
    const id = await fresh()
    expect((await remove(id)).status).toBe(204)
    expect((await call(`${BASE}/${id}`, { token: as('partner') })).status).toBe(404)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
    expect(trail.map((event) => event.eventType)).toEqual(['engagement.create', 'engagement.delete'])
  })

  it('refuses to delete a role that was used, and lists what was made from it', async () => {
    const used = (await list(`org_id=${org('Acme Retail Group')}&search=ACME_R100`)).json.items[0]
    const refused = await remove(used.id)
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(JOB_ROLE_MESSAGES.usedRole)
    const made = await call(`${BASE}/${used.id}/engagements`, { token: as('partner') })
    expect(made.status).toBe(200)
    expect(made.json.count).toBe(1)
    expect(made.json.items[0]).toMatchObject({ type: 'Contractor', organisation_name: 'Acme Retail Group' })
  })
})

describe('the Result column', () => {
  it('shows Update, Reopened, Incomplete or the result with its colour', () => {
    const role = { requires_update: false, assessment_status: 'Complete', last_result: null }
    expect(resultDisplayOf({ ...role, requires_update: true }, false)).toEqual({ kind: 'update' })
    expect(resultDisplayOf(role, true)).toEqual({ kind: 'reopened' })
    expect(resultDisplayOf(role, false)).toEqual({ kind: 'incomplete' })
    expect(resultDisplayOf({ ...role, last_result: 'Borderline' }, false)).toMatchObject({ colour: 'amber' })
    expect(resultDisplayOf({ ...role, last_result: 'Inside IR35' }, false)).toMatchObject({ colour: 'red' })
    expect(resultDisplayOf({ ...role, last_result: 'Outside IR35' }, false)).toMatchObject({ colour: 'green' })
  })
})

describe('authorisation matrix', () => {
  type Endpoint = 'GET list' | 'POST' | 'GET one' | 'PATCH' | 'archive' | 'DELETE'
  const ENDPOINTS: Endpoint[] = ['GET list', 'POST', 'GET one', 'PATCH', 'archive', 'DELETE']
  const request = async (endpoint: Endpoint, account: string, orgName: string) => {
    const agency = orgName === 'Northbridge Partners' ? null : org('Northbridge Partners')
    if (endpoint === 'GET list') return list(`org_id=${org(orgName)}&page_size=10`, account)
    if (endpoint === 'POST') return create({ organisation_id: org(orgName), agency_id: agency }, account)
    const target = await fresh({ organisation_id: org(orgName), agency_id: agency })
    if (endpoint === 'GET one') return call(`${BASE}/${target}`, { token: as(account) })
    if (endpoint === 'PATCH') return patch(target, replace('/name', 'Matrix'), account)
    if (endpoint === 'archive') return patch(target, replace('/archived', true), account)
    return remove(target, account)
  }
  itAnswersEveryCell({
    endpoints: ENDPOINTS,
    rows: recordMatrixRows({
      all: [200, 201, 200, 200, 200, 204],
      worker: [200, 201, 200, 200, 200, 403],
      reader: [200, 403, 200, 403, 403, 403],
      // A contractor is refused the organisation's routes alike, whatever the role and whether it exists.
      contractor: [403, 403, 403, 403, 403, 403],
      outOfReach: [404, 404, 404, 404, 404, 404],
    }),
    cells: 126,
    request,
  })
})
