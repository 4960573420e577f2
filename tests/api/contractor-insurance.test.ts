// GET /api/actors/contractors/{id}/insurance (rules contractors.edit-screen,
// lists.defaults): IR35 insurance from the organisation's record, business insurance as the contractor declared it
// in their own profile once their account is linked; who may read it.
import { describe, expect, it } from 'vitest'
import { ukToday } from '#domain/dates'
import { actors, contractorProfiles, contractors } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

const api = apiFixture({ accounts: ['partner', 'partner.readonly', 'contractor.type1'] })
const { call, as, org, db } = api

let serial = 0
/** A contractor record of the organisation, optionally with a linked person who declared their cover. */
const contractorOf = async (
  organisation: string,
  options: { ir35Insured?: boolean | null; profile?: { hasBusinessInsurance: boolean; renewalDate: string | null } },
) => {
  serial += 1
  const email = `insured.${serial}.${Date.now()}@example.test`
  let actorId: string | null = null
  if (options.profile) {
    const [actor] = await db().insert(actors).values({ email, firstName: 'Ina', lastName: 'Sured' }).returning()
    actorId = actor!.id
    await db()
      .insert(contractorProfiles)
      .values({ actorId, ...options.profile })
  }
  const [row] = await db()
    .insert(contractors)
    .values({
      organisationId: org(organisation),
      firstName: 'Ina',
      lastName: 'Sured',
      companyName: 'Sured Ltd',
      companyNumber: 'SU123456',
      email,
      phoneNumber: '07700900123',
      ir35Insured: options.ir35Insured ?? null,
      actorId,
    })
    .returning()
  return row!.id
}
const insurance = (id: string, account = 'partner') =>
  call(`/api/actors/contractors/${id}/insurance`, { token: as(account) })
const dayFromToday = (days: number) => {
  const date = new Date(`${ukToday()}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

describe('GET /api/actors/contractors/{id}/insurance', () => {
  it('says nothing is known for a record without an IR35 answer or a linked person', async () => {
    const response = await insurance(await contractorOf('Acme Retail Group', {}))
    expect(response.status).toBe(200)
    expect(response.json.items).toEqual([
      {
        kind: 'IR35',
        insurance: 'IR35 insurance',
        status: 'Not known',
        expiry_date: null,
        source: 'Recorded by the organisation',
      },
      {
        kind: 'BUSINESS',
        insurance: 'Business insurance',
        status: 'Not known',
        expiry_date: null,
        source: 'The contractor has not told us yet',
      },
    ])
  })

  it("shows the contractor's declared business cover with its renewal date first, and IR35 insurance as recorded", async () => {
    const renewal = dayFromToday(200)
    const id = await contractorOf('Acme Retail Group', {
      ir35Insured: true,
      profile: { hasBusinessInsurance: true, renewalDate: renewal },
    })
    const response = await insurance(id, 'partner.readonly')
    expect(response.status).toBe(200)
    expect(response.json.items.map((row: { kind: string }) => row.kind)).toEqual(['BUSINESS', 'IR35'])
    expect(response.json.items[0]).toMatchObject({
      status: 'Held',
      expiry_date: renewal,
      source: 'Declared by the contractor',
    })
    expect(response.json.items[1]).toMatchObject({ status: 'Held' })
  })

  it('flags a renewal date that has passed, and cover the contractor does not hold', async () => {
    const lapsed = await contractorOf('Acme Retail Group', {
      profile: { hasBusinessInsurance: true, renewalDate: dayFromToday(-1) },
    })
    expect((await insurance(lapsed)).json.items[0]).toMatchObject({ status: 'Renewal date passed' })
    const none = await contractorOf('Acme Retail Group', {
      ir35Insured: false,
      profile: { hasBusinessInsurance: false, renewalDate: null },
    })
    const rows = (await insurance(none)).json.items
    expect(rows.find((row: { kind: string }) => row.kind === 'BUSINESS')).toMatchObject({
      status: 'Not held',
      expiry_date: null,
    })
    expect(rows.find((row: { kind: string }) => row.kind === 'IR35')).toMatchObject({ status: 'Not held' })
  })

  it('is out of reach for another tenant, a contractor and a bad id', async () => {
    const elsewhere = await contractorOf('Corvid Insurance', {})
    expect((await insurance(elsewhere)).status).toBe(404)
    const acme = await contractorOf('Acme Retail Group', {})
    expect([403, 404]).toContain((await insurance(acme, 'contractor.type1')).status)
    expect((await insurance('not-an-id')).status).toBe(404)
  })
})
