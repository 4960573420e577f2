// The company search (rules contractors.form, api.contractors): against a fake Companies House on loopback when a key
// is configured, else the demonstration register, labelled as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organisations } from '../../src/server/db/schema.ts'
import { heldApiClient } from '../support/contract.ts'
import { type FakeCompaniesHouse, startFakeCompaniesHouse } from '../support/fake-companies-house.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, signInDemo } from '../support/sign-in.ts'

const FAKE_REGISTER = [
  { company_number: '01234567', title: 'ACME WIDGETS LIMITED' },
  { company_number: '01234999', title: 'ACME WIDGETS (NORTH) LIMITED' },
  { company_number: 'SC123456', title: 'HIGHLAND CONSULTING LTD' },
  { company_number: '07654321', title: 'WIDGET 01234567 TRADING LTD' },
]

let demo: TestServer
let live: TestServer
let fake: FakeCompaniesHouse
let token: string
let liveToken: string

beforeAll(async () => {
  fake = await startFakeCompaniesHouse(FAKE_REGISTER)
  ;[demo, live] = await Promise.all([
    startTestServer(),
    startTestServer({ COMPANIES_HOUSE_API_KEY: fake.apiKey, COMPANIES_HOUSE_URL: fake.url }),
  ])
  token = (await signInDemo(demo.url, 'partner')).accessToken
  liveToken = (await signInDemo(live.url, 'contractor')).accessToken
})
afterAll(async () => {
  await Promise.all([demo?.stop(), live?.stop(), fake?.close()])
})

describe('without a Companies House key: the demonstration register', () => {
  const search = (path: string) => heldApiClient(demo)(`/api/externals/companieshouse/${path}`, { token })

  it('finds companies by words of their name and says the answer is a demonstration', async () => {
    const response = await search('name/walsh%20digital')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      items: [{ company_number: 'DM000101', company_name: 'WALSH DIGITAL CONSULTING LTD' }],
      source: 'demonstration',
    })
  })

  it('finds companies by the start of their number, in any case', async () => {
    const response = await search('dm00010')
    expect(response.json.items.map((c: { company_number: string }) => c.company_number)).toEqual(
      Array.from({ length: 9 }, (_, i) => `DM00010${i + 1}`),
    )
  })

  it('answers an empty list when nothing matches', async () => {
    expect((await search('name/no%20such%20company')).json).toEqual({ items: [], source: 'demonstration' })
  })

  it('refuses a search under 3 characters, a long one and a number with symbols', async () => {
    const short = await search('name/ab')
    expect(short.status).toBe(400)
    expect(short.json.message).toBe('Type at least 3 characters of the company name to search.')
    expect((await search('12')).json.message).toBe('Type at least 3 characters of the company number to search.')
    expect((await search(`name/${'a'.repeat(161)}`)).status).toBe(400)
    const symbols = await search('12%3B45')
    expect(symbols.status).toBe(400)
    expect(symbols.json.message).toBe('A company number has only letters and digits.')
  })

  it("answers the selected organisation's own companies first", async () => {
    const acme = (await demo.database.db.select().from(organisations)).find((o) => o.name === 'Acme Retail Group')!
    const idToken = (await signInDemo(demo.url, 'partner')).idToken
    const atAcme = await accessTokenFor(demo.url, idToken, acme.id)
    const response = await heldApiClient(demo)('/api/externals/companieshouse/name/hughes', { token: atAcme })
    expect(response.status).toBe(200)
    expect(response.json.source).toBe('demonstration')
    expect(response.json.items.length).toBeGreaterThan(0)
    for (const company of response.json.items) expect(company.company_name).toMatch(/^Hughes /)
    // Without a selected organisation only the made-up register answers.
    expect((await search('name/hughes')).json.items).toEqual([])
  })

  it('answers only a signed-in person', async () => {
    expect((await heldApiClient(demo)('/api/externals/companieshouse/name/walsh')).status).toBe(401)
  })
})

describe('with a Companies House key: the real register (a fake one on loopback)', () => {
  const search = (path: string) => heldApiClient(live)(`/api/externals/companieshouse/${path}`, { token: liveToken })

  it('searches by name with the key and answers Companies House companies', async () => {
    fake.requests.length = 0
    const response = await search('name/acme%20widgets')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      items: [
        { company_number: '01234567', company_name: 'ACME WIDGETS LIMITED' },
        { company_number: '01234999', company_name: 'ACME WIDGETS (NORTH) LIMITED' },
      ],
      source: 'companies-house',
    })
    expect(fake.requests).toEqual(['/search/companies?q=acme%20widgets&items_per_page=20'])
  })

  it('puts the exact company first for a whole number and keeps only numbers that match', async () => {
    const response = await search('01234567')
    expect(response.json.items).toEqual([{ company_number: '01234567', company_name: 'ACME WIDGETS LIMITED' }])
    const partial = await search('sc1234')
    expect(partial.json.items).toEqual([{ company_number: 'SC123456', company_name: 'HIGHLAND CONSULTING LTD' }])
  })

  it('answers an empty list for an unknown number (Companies House says 404)', async () => {
    const response = await search('99999999')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ items: [], source: 'companies-house' })
  })

  it('says the register cannot be reached when Companies House fails, and never answers 500', async () => {
    fake.failing = true
    try {
      const response = await search('name/acme')
      expect(response.status).toBe(503)
      expect(response.json.message).toBe(
        'The companies register could not be reached. Please try again in a moment, or type the company name and number yourself.',
      )
    } finally {
      fake.failing = false
    }
  })
})
