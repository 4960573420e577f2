// Every date a person enters lies between 1 January 2000 and 31 December 2100: engagements, roles and working
// practices reviews refuse a day outside with the message naming the bounds and store nothing; the bounds
// themselves are accepted, and the whole span between them can be answered and reported on. A row stored before
// the bounds existed (a year 1 or 9999 date) still gets its result and report, never a 500.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MESSAGES } from '../../src/domain/days.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { assessments, contractors, engagements, organisations } from '../../src/server/db/schema.ts'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
let full: QuestionSetDefinition
const tokens = new Map<string, string>()
const orgIds = new Map<string, string>()
const as = (account: string) => tokens.get(account)!
const org = (name: string) => orgIds.get(name)!
const db = () => server.database.db

const OUT_OF_BOUNDS = ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']

const engagementsNamed = async (name: string) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(engagements).where(eq(engagements.name, name)))[0]!.n

const engagementBody = async (name: string, dates: { start_date: string; end_date: string }) => {
  const contractor = (
    await db()
      .select()
      .from(contractors)
      .where(eq(contractors.organisationId, org('Acme Retail Group')))
  )[0]!
  return {
    contractor_id: contractor.id,
    organisation_id: org('Acme Retail Group'),
    question_set_id: full.id,
    name,
    end_client_id: org('Acme Retail Group'),
    daily_rate: 600,
    ...dates,
  }
}

/** Both dates: the day itself, with the other date keeping the order right. */
const datesAround = (day: string) =>
  day < '2000-01-01' ? { start_date: day, end_date: '2027-03-26' } : { start_date: '2027-01-04', end_date: day }

const expectBoundsRefusal = (response: { status: number; json: { message: string } }) => {
  expect(response.status, JSON.stringify(response.json)).toBe(400)
  expect(response.json.message).toBe(DAY_MESSAGES.outOfBounds)
}

const submitEveryAnswer = async (engagementId: string) => {
  const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
  const assessment = record.assessments[0]
  return call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: assessment.question_set_id,
      submitted: true,
      submitted_by: 'CLIENT',
      notes: null,
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
      last_category_id: null,
      dissemination: false,
    },
  })
}

const report = async (engagementId: string) => {
  const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
  const response = await fetch(`${server.url}/api/reporting/reports/assessment/${record.assessments[0].id}/report`, {
    headers: { authorization: `Bearer ${as('partner')}` },
  })
  return { status: response.status, type: response.headers.get('content-type') }
}

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  for (const row of await db().select().from(organisations)) orgIds.set(row.name, row.id)
  for (const account of ['partner', 'provider.admin', 'contractor'])
    tokens.set(account, (await signInDemo(server.url, account)).accessToken)
  full = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
})
afterAll(() => server?.stop())

describe('engagement dates', () => {
  it.each(OUT_OF_BOUNDS)(
    'POST /api/assessments/engagements refuses %s with the bounds, storing nothing',
    async (day) => {
      const name = `Bounds ${day}`
      const response = await call('/api/assessments/engagements', {
        method: 'POST',
        token: as('partner'),
        body: await engagementBody(name, datesAround(day)),
      })
      expectBoundsRefusal(response)
      expect(await engagementsNamed(name)).toBe(0)
    },
  )

  it('refuses an instant whose UTC day is past the bounds', async () => {
    const name = 'Bounds instant'
    const response = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: await engagementBody(name, { start_date: '2027-01-04', end_date: '9999-12-31T23:00:00-05:00' }),
    })
    expectBoundsRefusal(response)
    expect(await engagementsNamed(name)).toBe(0)
  })

  it('PATCH /api/assessments/engagements/{id} refuses a day outside the bounds and keeps the dates', async () => {
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: await engagementBody('Bounds patch', { start_date: '2027-01-04', end_date: '2027-03-26' }),
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    for (const [path, day] of [
      ['/start_date', '1999-12-31'],
      ['/end_date', '2101-01-01'],
    ] as const) {
      const response = await call(`/api/assessments/engagements/${created.json.id}`, {
        method: 'PATCH',
        token: as('partner'),
        body: [{ op: 'replace', path, value: day }],
      })
      expectBoundsRefusal(response)
    }
    const [row] = await db().select().from(engagements).where(eq(engagements.id, created.json.id))
    expect(row).toMatchObject({ startDate: '2027-01-04', endDate: '2027-03-26' })
  })

  it('accepts 1 January 2000 to 31 December 2100, and answers and reports on the whole span', async () => {
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: await engagementBody('Bounds widest', { start_date: '2000-01-01', end_date: '2100-12-31' }),
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const submitted = await submitEveryAnswer(created.json.id)
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const [assessment] = await db().select().from(assessments).where(eq(assessments.engagementId, created.json.id))
    expect(assessment!.exposurePence).toBeGreaterThan(0)
    expect(await report(created.json.id)).toEqual({ status: 200, type: 'application/pdf' })
  })
})

describe('rows stored before the bounds', () => {
  it.each([
    ['0001-01-01', '2027-03-26'],
    ['2027-01-04', '9999-12-31'],
    ['0001-01-01', '9999-12-31'],
  ])('an engagement from %s to %s is answered and reported on, its exposure within the bounds', async (start, end) => {
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: await engagementBody(`Stored ${start} ${end}`, { start_date: '2027-01-04', end_date: '2027-03-26' }),
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    // As an older version of the portal could have stored them.
    await db().update(engagements).set({ startDate: start, endDate: end }).where(eq(engagements.id, created.json.id))
    const submitted = await submitEveryAnswer(created.json.id)
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const [assessment] = await db()
      .select()
      .from(assessments)
      .where(and(eq(assessments.engagementId, created.json.id)))
    expect(assessment!.exposurePence).toBeGreaterThan(0)
    expect(assessment!.exposureNotes.join(' ')).toContain('01/01/2000 to 31/12/2100')
    expect(await report(created.json.id)).toEqual({ status: 200, type: 'application/pdf' })
  })
})

describe('role dates', () => {
  it.each(OUT_OF_BOUNDS)('POST /api/assessments/jobroles refuses %s with the bounds, storing nothing', async (day) => {
    const name = `Role ${day}`
    const response = await call('/api/assessments/jobroles', {
      method: 'POST',
      token: as('provider.admin'),
      body: { name, reference: null, daily_rate: 500, organisation_id: org('Acme Retail Group'), ...datesAround(day) },
    })
    expectBoundsRefusal(response)
    expect(await engagementsNamed(name)).toBe(0)
  })

  it('accepts the bounds themselves, and refuses a PATCH past them', async () => {
    const response = await call('/api/assessments/jobroles', {
      method: 'POST',
      token: as('provider.admin'),
      body: {
        name: 'Role widest',
        reference: null,
        daily_rate: 500,
        organisation_id: org('Acme Retail Group'),
        start_date: '2000-01-01',
        end_date: '2100-12-31',
      },
    })
    expect(response.status, JSON.stringify(response.json)).toBe(201)
    const patched = await call(`/api/assessments/jobroles/${response.json.id}`, {
      method: 'PATCH',
      token: as('provider.admin'),
      body: [{ op: 'replace', path: '/end_date', value: '9999-12-31' }],
    })
    expectBoundsRefusal(patched)
    const [row] = await db().select().from(engagements).where(eq(engagements.id, response.json.id))
    expect(row).toMatchObject({ startDate: '2000-01-01', endDate: '2100-12-31' })
  })
})

describe('working practices review dates', () => {
  const start = (name: string, dates: { start_date: string; end_date: string }) =>
    call('/api/assessments/engagements/working-practise-reviews', {
      method: 'POST',
      token: as('contractor'),
      body: {
        question_set_id: full.id,
        end_client: 'Harbour Logistics',
        agency: null,
        master_contractor_id: null,
        name,
        business_size_id: 3,
        daily_rate: 500,
        ...dates,
      },
    })

  it.each(OUT_OF_BOUNDS)('refuses %s with the bounds, storing nothing', async (day) => {
    const name = `Review ${day}`
    expectBoundsRefusal(await start(name, datesAround(day)))
    expect(await engagementsNamed(name)).toBe(0)
  })

  it('accepts the bounds themselves', async () => {
    const response = await start('Review widest', { start_date: '2000-01-01', end_date: '2100-12-31' })
    expect(response.status, JSON.stringify(response.json)).toBe(201)
  })
})
