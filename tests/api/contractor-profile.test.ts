// The contractor's business profile (rules records.onboarding-profile, onboarding.role,
// profile.form, api.profile): the lookups, GET and PATCH /api/actors/actors/{actorId}/profile with every message of the
// form reaching the API, who may call them, and the onboarding PATCH that makes a new contractor a contractor.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ONBOARDING_REQUIRED, PROFILE_MESSAGES } from '../../src/domain/contractor-profile.ts'
import { ukToday } from '../../src/domain/dates.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import { actors, contractorProfiles, contractors } from '../../src/server/db/schema.ts'
import { INDUSTRIES, TURNOVERS } from '../../src/server/seed/reference-data.ts'
import { apiFixture } from '../support/api-fixture.ts'

const api = apiFixture({ accounts: ['new.contractor', 'contractor', 'contractor.type1', 'partner'] })
const { call, as, actor: actorOf } = api

const profilePath = (actorId: string) => `/api/actors/actors/${actorId}/profile`
const replace = (fields: Record<string, unknown>) =>
  Object.entries(fields).map(([field, value]) => ({ op: 'replace', path: `/${field}`, value }))
const patchProfile = (fields: Record<string, unknown>, account = 'new.contractor', headers?: Record<string, string>) =>
  call(profilePath(actorOf(account)), { method: 'PATCH', token: as(account), body: replace(fields), headers })

/** A year from today, in the UK. */
const nextYear = () => `${Number(ukToday().slice(0, 4)) + 1}${ukToday().slice(4)}`.replace('-02-29', '-02-28')

/** Everything the onboarding form sends. */
const onboarding = () => ({
  title_id: 2,
  phone_number: '+447700900123',
  company_name: 'Roberts Consulting Ltd',
  company_number: 'AB123456',
  turnover_id: 2,
  has_business_insurance: true,
  renewal_date: nextYear(),
  occupation_id: 101,
})
const without = (field: string) => Object.fromEntries(Object.entries(onboarding()).filter(([key]) => key !== field))

const storedActor = async (account: string) =>
  (
    await api.server.database.db
      .select()
      .from(actors)
      .where(eq(actors.id, actorOf(account)))
  )[0]!
const storedProfile = async (account: string) =>
  (
    await api.server.database.db
      .select()
      .from(contractorProfiles)
      .where(eq(contractorProfiles.actorId, actorOf(account)))
  )[0]

describe('GET /api/actors/turnovers and /api/actors/industries', () => {
  it('lists the turnover bands, smallest first', async () => {
    const response = await call('/api/actors/turnovers', { token: as('new.contractor') })
    expect(response.status).toBe(200)
    expect(response.json).toEqual(TURNOVERS.map((name, index) => ({ id: index + 1, name })))
  })

  it('lists the sectors, each with its occupations', async () => {
    const response = await call('/api/actors/industries', { token: as('new.contractor') })
    expect(response.status).toBe(200)
    expect(response.json.map((sector: { name: string }) => sector.name)).toEqual(INDUSTRIES.map((s) => s.name))
    expect(response.json[0]).toMatchObject({ id: 1, name: INDUSTRIES[0]!.name })
    expect(response.json[0].occupations[0]).toEqual({ id: 101, name: INDUSTRIES[0]!.occupations[0] })
    expect(response.json[1].occupations.map((o: { name: string }) => o.name)).toEqual(INDUSTRIES[1]!.occupations)
  })

  it('refuses a request without a token', async () => {
    expect((await call('/api/actors/turnovers')).status).toBe(401)
    expect((await call('/api/actors/industries')).status).toBe(401)
  })
})

describe('who may read and change a profile', () => {
  it('refuses an organisation user, even for their own actor', async () => {
    const response = await call(profilePath(actorOf('partner')), { token: as('partner') })
    expect(response.status).toBe(403)
    expect(response.json.message).toBe(PROFILE_MESSAGES.notAContractor)
    const patched = await patchProfile({ company_name: 'Partner Ltd' }, 'partner')
    expect(patched.status).toBe(403)
    expect(patched.json.message).toBe(PROFILE_MESSAGES.notAContractor)
  })

  it("refuses another person's profile to a contractor, and stores nothing", async () => {
    const read = await call(profilePath(actorOf('new.contractor')), { token: as('contractor.type1') })
    expect(read.status).toBe(403)
    expect(read.json.message).toBe(PROFILE_MESSAGES.notYourProfile)
    const written = await call(profilePath(actorOf('new.contractor')), {
      method: 'PATCH',
      token: as('contractor.type1'),
      body: replace(onboarding()),
    })
    expect(written.status).toBe(403)
    expect(written.json.message).toBe(PROFILE_MESSAGES.notYourProfile)
    expect((await storedActor('new.contractor')).turnoverId).toBeNull()
  })

  it('refuses an organisation user writing to a contractor profile', async () => {
    const response = await call(profilePath(actorOf('new.contractor')), {
      method: 'PATCH',
      token: as('partner'),
      body: replace(onboarding()),
    })
    expect(response.status).toBe(403)
  })

  it('refuses a request without a token and an actor id that is not one', async () => {
    expect((await call(profilePath(actorOf('new.contractor')))).status).toBe(401)
    expect((await call(profilePath('not-a-uuid'), { token: as('new.contractor') })).status).toBe(400)
  })
})

describe('GET /api/actors/actors/{actorId}/profile', () => {
  it('shows a new contractor as not onboarded, with the names of their account', async () => {
    const response = await call(profilePath(actorOf('new.contractor')), { token: as('new.contractor') })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      actor_id: actorOf('new.contractor'),
      email: 'new.contractor@demo.ir35.test',
      first_name: 'Nia',
      last_name: 'Roberts',
      turnover_id: null,
      occupation_id: null,
      industry_id: null,
      onboarded: false,
      version: 0,
    })
  })

  it("pre-fills company name, number and phone from the organisation's linked record", async () => {
    const [record] = await api.server.database.db.select().from(contractors).limit(1)
    // No call links a record to an account yet (an engagement will); the link is what is under test here.
    await api.server.database.db
      .update(contractors)
      .set({ actorId: actorOf('new.contractor') })
      .where(eq(contractors.id, record!.id))
    const response = await call(profilePath(actorOf('new.contractor')), { token: as('new.contractor') })
    expect(response.json).toMatchObject({
      company_name: record!.companyName,
      company_number: record!.companyNumber,
      phone_number: record!.phoneNumber,
    })
  })
})

describe('the onboarding PATCH of a new contractor', () => {
  it('lists every required field missing from the first PATCH, and stores nothing', async () => {
    const response = await patchProfile({ company_name: 'Roberts Consulting Ltd' })
    expect(response.status).toBe(400)
    const missing = ONBOARDING_REQUIRED.filter((r) => r.field !== 'company_name')
    for (const { message } of missing) expect(response.json.message).toContain(message)
    expect(response.json.issues.map((i: { path: string }) => i.path)).toEqual(missing.map((r) => r.field))
    expect(await storedProfile('new.contractor')).toBeUndefined()
    expect((await storedActor('new.contractor')).turnoverId).toBeNull()
  })

  for (const { field, message } of ONBOARDING_REQUIRED)
    it(`refuses an onboarding without ${field}: "${message}"`, async () => {
      const response = await patchProfile(without(field))
      expect(response.status).toBe(400)
      expect(response.json.message).toBe(message)
    })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty phone number', { phone_number: '  ' }, PROFILE_MESSAGES.phoneRequired],
    ['a phone number over 15 characters', { phone_number: '+4477009001234567' }, PROFILE_MESSAGES.phoneTooLong],
    ['a phone number with letters', { phone_number: '07700 900123' }, PROFILE_MESSAGES.phoneShape],
    ['a plus sign inside the number', { phone_number: '0770+0900123' }, PROFILE_MESSAGES.phoneShape],
    ['an empty company name', { company_name: '' }, PROFILE_MESSAGES.companyNameRequired],
    ['a company name over 160 characters', { company_name: 'A'.repeat(161) }, maxLengthMessage(160)],
    ['an empty company number', { company_number: ' ' }, PROFILE_MESSAGES.companyNumberRequired],
    ['a company number of 7 characters', { company_number: 'AB12345' }, PROFILE_MESSAGES.companyNumberShape],
    ['a company number with a symbol', { company_number: 'AB12-456' }, PROFILE_MESSAGES.companyNumberShape],
    ['an empty title', { title_id: null }, PROFILE_MESSAGES.titleRequired],
    ['an empty turnover', { turnover_id: null }, PROFILE_MESSAGES.turnoverRequired],
    ['no answer on insurance', { has_business_insurance: null }, PROFILE_MESSAGES.insuranceRequired],
    ['an empty occupation', { occupation_id: null }, PROFILE_MESSAGES.occupationRequired],
    ['insurance without a renewal date', { renewal_date: null }, PROFILE_MESSAGES.renewalDateRequired],
    ['a renewal date before today', { renewal_date: '2020-01-31' }, PROFILE_MESSAGES.renewalDateInPast],
    ['a renewal date that is no day', { renewal_date: '2031-02-30' }, 'Expected a date as YYYY-MM-DD'],
    ['an unknown title', { title_id: 999 }, PROFILE_MESSAGES.unknownTitle],
    ['an unknown turnover band', { turnover_id: 999 }, PROFILE_MESSAGES.unknownTurnover],
    ['an unknown occupation', { occupation_id: 99_999 }, PROFILE_MESSAGES.unknownOccupation],
  ]
  for (const [what, change, message] of refusals)
    it(`refuses ${what}: "${message}", and stores nothing`, async () => {
      const response = await patchProfile({ ...onboarding(), ...change })
      expect(response.status).toBe(400)
      expect(response.json.message).toContain(message)
      expect(await storedProfile('new.contractor')).toBeUndefined()
      expect((await storedActor('new.contractor')).turnoverId).toBeNull()
    })

  it('refuses names over 50 characters and empty names', async () => {
    for (const [field, value, message] of [
      ['first_name', 'N'.repeat(51), maxLengthMessage(50)],
      ['last_name', 'R'.repeat(51), maxLengthMessage(50)],
      ['first_name', ' ', PROFILE_MESSAGES.firstNameRequired],
      ['last_name', '', PROFILE_MESSAGES.lastNameRequired],
    ] as const) {
      const response = await patchProfile({ ...onboarding(), [field]: value })
      expect(response.status).toBe(400)
      expect(response.json.message).toContain(message)
    }
  })

  it('onboards new.contractor: the turnover is recorded, so the session role becomes contractor', async () => {
    const response = await patchProfile({ ...onboarding(), renewal_date: ukToday() })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      title_id: 2,
      phone_number: '+447700900123',
      company_name: 'Roberts Consulting Ltd',
      company_number: 'AB123456',
      turnover_id: 2,
      occupation_id: 101,
      industry_id: 1,
      has_business_insurance: true,
      renewal_date: ukToday(),
      onboarded: true,
      version: 1,
    })
    // What the browser reads at sign-in to choose between newContractor and contractor (rule session.destination).
    const actor = await call(`/api/actors/actors/${actorOf('new.contractor')}`, { token: as('new.contractor') })
    expect(actor.json.turnover_id).toBe(2)
    const again = await call(profilePath(actorOf('new.contractor')), { token: as('new.contractor') })
    expect(again.json).toEqual(response.json)
  })
})

describe('later changes of an onboarded contractor', () => {
  it('changes one field alone, trimmed', async () => {
    const response = await patchProfile({ company_name: '  Roberts Digital Ltd ' })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ company_name: 'Roberts Digital Ltd', turnover_id: 2, version: 2 })
  })

  it('changes the names, which live on the account', async () => {
    const response = await patchProfile({ first_name: 'Nia', last_name: 'Roberts-Evans' })
    expect(response.status).toBe(200)
    expect((await storedActor('new.contractor')).lastName).toBe('Roberts-Evans')
  })

  it('may not empty a required field', async () => {
    for (const field of ['title_id', 'turnover_id', 'occupation_id', 'has_business_insurance'] as const) {
      const response = await patchProfile({ [field]: null })
      expect(response.status).toBe(400)
      expect(response.json.message).toBe(ONBOARDING_REQUIRED.find((r) => r.field === field)!.message)
    }
    expect((await storedActor('new.contractor')).turnoverId).toBe(2)
  })

  it('without business insurance, clears the renewal date', async () => {
    const response = await patchProfile({ has_business_insurance: false })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ has_business_insurance: false, renewal_date: null })
    expect((await storedProfile('new.contractor'))!.renewalDate).toBeNull()
  })

  it('taking insurance again needs a renewal date', async () => {
    const refused = await patchProfile({ has_business_insurance: true })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(PROFILE_MESSAGES.renewalDateRequired)
    const saved = await patchProfile({ has_business_insurance: true, renewal_date: nextYear() })
    expect(saved.json).toMatchObject({ has_business_insurance: true, renewal_date: nextYear() })
  })

  it('answers 409 to a change made from a stale read (If-Match), and stores nothing', async () => {
    const current = await call(profilePath(actorOf('new.contractor')), { token: as('new.contractor') })
    const stale = await patchProfile({ company_name: 'Stale Ltd' }, 'new.contractor', {
      'if-match': `"${current.json.version - 1}"`,
    })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe(PROFILE_MESSAGES.changedMeanwhile)
    const fresh = await patchProfile({ company_name: 'Fresh Ltd' }, 'new.contractor', {
      'if-match': `"${current.json.version}"`,
    })
    expect(fresh.status).toBe(200)
    expect(fresh.json.version).toBe(current.json.version + 1)
  })

  it('refuses a path that is not a profile field', async () => {
    const response = await call(profilePath(actorOf('new.contractor')), {
      method: 'PATCH',
      token: as('new.contractor'),
      body: [{ op: 'replace', path: '/email', value: 'someone@example.test' }],
    })
    expect(response.status).toBe(400)
  })

  it('shows an onboarded demo contractor their profile', async () => {
    const response = await call(profilePath(actorOf('contractor')), { token: as('contractor') })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ onboarded: true, turnover_id: 3, email: 'contractor@demo.ir35.test' })
  })
})
