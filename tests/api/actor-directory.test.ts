// Finding people and the catalogue (rules api.actors, api.organisations): the people of an
// organisation by role, a person by e-mail, a role by code, and the organisations within reach.

import { beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { organisations, permissionRoles } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

const organisationIds = new Map<string, string>()
const roleIds = new Map<string, string>()

const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, db } = api
const MISSING = '00000000-0000-4000-8000-000000000000'
const get = (path: string, account: string) => call(path, { token: as(account) })
const org = (name: string) => organisationIds.get(name)!
const emailOf = (name: string) => `${name}@demo.ir35.test`

beforeAll(async () => {
  for (const row of await db().select().from(organisations)) organisationIds.set(row.name, row.id)
  for (const row of await db().select().from(permissionRoles)) roleIds.set(row.code, row.id)
})

describe('GET /api/actors/actors?org_id=&role_id=', () => {
  const people = (orgName: string, account: string, role?: string) =>
    get(`/api/actors/actors?org_id=${org(orgName)}${role ? `&role_id=${roleIds.get(role)}` : ''}`, account)

  it('lists the people of an organisation by surname, and narrows them to one role', async () => {
    const everyone = await people('Northbridge Partners', 'partner')
    expect(everyone.status).toBe(200)
    expect(everyone.json.map((p: { email: string }) => p.email)).toEqual([
      emailOf('partner'),
      emailOf('partner.readonly'),
      emailOf('partner.admin'),
      emailOf('northbridge.admin'),
    ])
    expect(Object.keys(everyone.json[0]).sort()).toEqual(['email', 'first_name', 'id', 'last_name'])

    const admins = await people('Northbridge Partners', 'partner', 'PARTNER_ADMIN')
    expect(admins.json.map((p: { last_name: string }) => p.last_name)).toEqual(['Noble', 'Price'])
  })

  it('gives the sign-off reviewers of a client to a reader there', async () => {
    const reviewers = await people('Acme Retail Group', 'sign.off.user', 'SIGN_OFF_USER')
    expect(reviewers.status).toBe(200)
    expect(reviewers.json).toHaveLength(2)
    expect(reviewers.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ first_name: 'Sam', last_name: 'Okafor', email: emailOf('sign.off.user') }),
        expect.objectContaining({ first_name: 'Ravi', last_name: 'Mistry', email: emailOf('sign.off.deputy') }),
      ]),
    )
  })

  it('answers an empty list for a role nobody holds there', async () => {
    const none = await people('Acme Retail Group', 'provider.admin', 'PROVIDER_ADMIN')
    expect(none.status).toBe(200)
    expect(none.json).toEqual([])
  })

  it('does not reveal the people of an organisation out of reach', async () => {
    expect((await people('Meridian Staffing', 'partner')).status).toBe(404)
    // A contractor is refused before the organisation is even looked at.
    expect((await people('Acme Retail Group', 'contractor')).status).toBe(403)
    expect((await get(`/api/actors/actors?org_id=${MISSING}`, 'provider.admin')).status).toBe(404)
  })

  it('refuses a missing or malformed organisation or role id', async () => {
    expect((await get('/api/actors/actors', 'provider.admin')).status).toBe(400)
    expect((await get('/api/actors/actors?org_id=acme', 'provider.admin')).status).toBe(400)
    const badRole = await get(`/api/actors/actors?org_id=${org('Acme Retail Group')}&role_id=x`, 'provider.admin')
    expect(badRole.status).toBe(400)
  })
})

describe('GET /api/actors/actors/email/{email}', () => {
  const lookUp = (email: string, account: string) =>
    get(`/api/actors/actors/email/${encodeURIComponent(email)}`, account)

  it('finds oneself, whatever the case of the e-mail', async () => {
    const me = await lookUp(emailOf('partner').toUpperCase(), 'partner')
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ first_name: 'Paula', last_name: 'Grant', email: emailOf('partner') })
  })

  it('finds a person for someone who manages people where that person works', async () => {
    const found = await lookUp(emailOf('sign.off.user'), 'partner.admin')
    expect(found.status).toBe(200)
    expect(found.json).toMatchObject({ first_name: 'Sam', last_name: 'Okafor' })
    expect((await lookUp(emailOf('sign.off.user'), 'provider.admin')).status).toBe(200)
  })

  it('answers "not found" alike for an unknown person and for one out of reach', async () => {
    const unknown = await lookUp('nobody@demo.ir35.test', 'provider.admin')
    expect(unknown.status).toBe(404)
    // A Partner reads Northbridge but does not manage its users; a Partner Admin does not reach the provider.
    const hidden = await lookUp(emailOf('sign.off.user'), 'partner')
    expect(hidden.status).toBe(404)
    expect(hidden.json.message).toBe(unknown.json.message)
    expect((await lookUp(emailOf('provider.admin'), 'partner.admin')).status).toBe(404)
    // A contractor is refused before anyone is looked up.
    expect((await lookUp(emailOf('partner'), 'contractor')).status).toBe(403)
  })

  it('refuses something that is not an e-mail address', async () => {
    const response = await lookUp('not-an-email', 'provider.admin')
    expect(response.status).toBe(400)
    expect(response.json.message).toBe('Give the e-mail address of the person to look up.')
  })
})

describe('GET /api/actors/roles/code/{code}', () => {
  it('answers one role of the catalogue', async () => {
    const response = await get('/api/actors/roles/code/SIGN_OFF_USER', 'partner')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      id: roleIds.get('SIGN_OFF_USER'),
      code: 'SIGN_OFF_USER',
      name: 'Sign Off User',
      is_provider_only: false,
    })
  })

  it('answers 404 for an unknown code', async () => {
    expect((await get('/api/actors/roles/code/NO_SUCH_ROLE', 'partner')).status).toBe(404)
  })
})

describe('GET /api/actors/organisations', () => {
  const names = (response: { json: { items: { name: string }[] } }) => response.json.items.map((o) => o.name)

  it('lists every organisation to the provider admin, by name', async () => {
    const all = await get('/api/actors/organisations?page_size=30', 'provider.admin')
    expect(all.status).toBe(200)
    expect(all.json.count).toBe(organisationIds.size)
    expect(all.json.pages).toBe(1)
    expect(names(all)).toEqual([...organisationIds.keys()].sort())
  })

  it('lists only the organisations within reach of a partner, narrowed by name', async () => {
    const reach = await get('/api/actors/organisations?page_size=30', 'partner')
    expect(names(reach)).toContain('Northbridge Partners')
    expect(names(reach)).toContain('Acme Retail Group')
    expect(names(reach)).not.toContain('Meridian Staffing')
    expect(names(reach)).not.toContain('IR35 Portal Provider')
    const acme = await get('/api/actors/organisations?search=acme', 'partner')
    expect(names(acme).every((name) => name.startsWith('Acme'))).toBe(true)
    expect(acme.json.count).toBeGreaterThan(0)
  })

  it('refuses a contractor before reading the query: organisations are for organisation users', async () => {
    const refused = await get('/api/actors/organisations', 'contractor')
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly)
    expect(refused.json.items).toBeUndefined()
  })

  it('refuses a bad page size', async () => {
    expect((await get('/api/actors/organisations?page_size=0', 'provider.admin')).status).toBe(400)
    expect((await get('/api/actors/organisations?page=x', 'provider.admin')).status).toBe(400)
  })
})
