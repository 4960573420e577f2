// What the settings screens read: an organisation with the caller's admin type, the Credits usage and the
// Assessment log (rules org.settings, org.form, org.feature-flags; the real usage and audit data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/domain/messages.ts'
import { organisations } from '../../src/server/db/schema.ts'
import { currentLondonMonth } from '../../src/server/modules/reporting/usage.service.ts'
import { DEMO_ENGAGEMENTS } from '../../src/server/seed/demo-engagements.ts'
import { DEMO_ROLE_COUNT, DEMO_ROLE_ORGANISATION } from '../../src/server/seed/demo-job-roles.ts'
import type { apiClient } from '../support/api.ts'
import { heldApiClient } from '../support/contract.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
const tokens = new Map<string, string>()
const ids = new Map<string, string>()
const MISSING = '00000000-0000-4000-8000-000000000000'
const NAMES = {
  provider: 'IR35 Portal Provider',
  northbridge: 'Northbridge Partners',
  meridian: 'Meridian Staffing',
  acme: 'Acme Retail Group',
  'acme-logistics': 'Acme Retail Logistics',
  halden: 'Halden Energy',
  corvid: 'Corvid Insurance',
} as const
type Key = keyof typeof NAMES
const id = (key: Key) => ids.get(key)!
const as = (account: string) => tokens.get(account)!
const get = (path: string, account: string) => call(path, { token: as(account) })

beforeAll(async () => {
  server = await startTestServer()
  call = heldApiClient(server)
  const rows = await server.database.db.select().from(organisations)
  for (const [key, name] of Object.entries(NAMES)) ids.set(key, rows.find((r) => r.name === name)!.id)
  for (const account of [
    'provider.admin',
    'partner.admin',
    'partner',
    'sign.off.user',
    'customer.service',
    'contractor',
  ])
    tokens.set(account, (await signInDemo(server.url, account)).accessToken)
})
afterAll(() => server?.stop())

describe('GET /api/actors/organisations/{id} tells the form what the server will accept', () => {
  it('gives a Provider Admin the provider admin type everywhere', async () => {
    const response = await get(`/api/actors/organisations/${id('acme')}`, 'provider.admin')
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      admin_type: 'provider',
      child_admin_type: 'provider',
      is_parent: true,
      is_provider: false,
    })
    expect(response.json.permissions).toContain('Organisations:Update')
  })

  it('makes a Partner Admin a parent admin of their own parent organisation and of clients below it', async () => {
    const own = await get(`/api/actors/organisations/${id('northbridge')}`, 'partner.admin')
    expect(own.json).toMatchObject({ admin_type: 'parent', is_parent: true })
    const leaf = await get(`/api/actors/organisations/${id('acme-logistics')}`, 'partner.admin')
    // A client without children, not under the provider: its customer reference is optional.
    expect(leaf.json).toMatchObject({ admin_type: 'parent', is_parent: false, is_provider: false })
  })

  it('makes the provider organisation a provider: a new child of it is a parent organisation', async () => {
    const response = await get(`/api/actors/organisations/${id('provider')}`, 'provider.admin')
    expect(response.json).toMatchObject({ is_provider: true, is_parent: true })
  })

  it('gives a Partner without an admin role the child admin type and no update permission', async () => {
    const response = await get(`/api/actors/organisations/${id('acme')}`, 'partner')
    expect(response.status).toBe(200)
    expect(response.json.admin_type).toBe('child')
    expect(response.json.permissions).not.toContain('Organisations:Update')
  })

  it('reads an organisation out of reach as missing', async () => {
    expect((await get(`/api/actors/organisations/${id('corvid')}`, 'partner.admin')).status).toBe(404)
  })
})

describe('the annual pay bill (for the Apprenticeship Levy in the financial exposure)', () => {
  const patchPayBill = (key: Key, value: unknown, version: number) =>
    call(`/api/actors/organisations/${id(key)}`, {
      method: 'PATCH',
      token: as('provider.admin'),
      headers: { 'If-Match': String(version) },
      body: [{ op: 'replace', path: '/annual_pay_bill', value }],
    })

  it('is read, set and cleared in whole pounds by an admin above the organisation', async () => {
    const before = (await get(`/api/actors/organisations/${id('halden')}`, 'provider.admin')).json
    expect(before.annual_pay_bill).toBeNull()
    const set = await patchPayBill('halden', 12_500_000, before.version)
    expect(set.status, JSON.stringify(set.json)).toBe(200)
    expect(set.json.annual_pay_bill).toBe(12_500_000)
    const cleared = await patchPayBill('halden', null, set.json.version)
    expect(cleared.json.annual_pay_bill).toBeNull()
  })

  it('refuses a negative, fractional or absurd figure with the message and changes nothing', async () => {
    const before = (await get(`/api/actors/organisations/${id('halden')}`, 'provider.admin')).json
    for (const value of [-1, 1000.5, 1e15]) {
      const refused = await patchPayBill('halden', value, before.version)
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.json)).toContain(MESSAGES.annualPayBillInvalid)
    }
    expect((await patchPayBill('halden', '3000000', before.version)).status).toBe(400)
    const after = (await get(`/api/actors/organisations/${id('halden')}`, 'provider.admin')).json
    expect(after).toMatchObject({ annual_pay_bill: before.annual_pay_bill, version: before.version })
  })
})

const usage = (query: string, account: string) => get(`/api/reporting/usage?${query}`, account)
const startedIn = (scenarioOrganisations: readonly string[]) =>
  DEMO_ENGAGEMENTS.filter((s) => scenarioOrganisations.includes(s.organisation)).length +
  (scenarioOrganisations.includes(DEMO_ROLE_ORGANISATION) ? DEMO_ROLE_COUNT : 0)
/** Engagements that reached Complete, read independently from each engagement's own audit trail. */
const completedIn = async (organisationNames: readonly string[]) => {
  const list = await get('/api/assessments/engagements?page_size=30&include_archived=true', 'provider.admin')
  let completed = 0
  for (const engagement of list.json.items as { id: string; organisation: string }[]) {
    if (!organisationNames.includes(engagement.organisation)) continue
    const trail = await get(`/api/assessments/engagements/${engagement.id}/audit`, 'provider.admin')
    if (
      trail.json.events.some(
        (e: { to_status: string; from_status: string | null }) =>
          e.to_status === 'Complete' && e.from_status !== 'Complete',
      )
    )
      completed += 1
  }
  return completed
}

describe('GET /api/reporting/usage', () => {
  const month = currentLondonMonth()
  const northbridgeTree = [
    'Northbridge Partners',
    'Acme Retail Group',
    'Acme Retail Logistics',
    'Acme Retail Digital',
    'Halden Energy',
    'Halden Renewables',
  ]

  it('counts the demo engagements started and completed this month, per organisation of the subtree', async () => {
    const response = await usage(`org_id=${id('northbridge')}`, 'partner.admin')
    expect(response.status).toBe(200)
    expect(response.json.to).toBe(month)
    const completed = await completedIn(northbridgeTree)
    expect(completed).toBeGreaterThan(0)
    expect(response.json.totals).toEqual({ started: startedIn(northbridgeTree), completed })
    const acme = response.json.items.find(
      (row: { organisation_name: string; month: string }) =>
        row.organisation_name === 'Acme Retail Group' && row.month === month,
    )
    expect(acme).toMatchObject({
      started: startedIn(['Acme Retail Group']),
      completed: await completedIn(['Acme Retail Group']),
      organisation_id: id('acme'),
    })
  })

  it('counts only the subtree asked for', async () => {
    const response = await usage(`org_id=${id('acme-logistics')}`, 'provider.admin')
    expect(response.status).toBe(200)
    expect(response.json.totals.started).toBe(startedIn(['Acme Retail Logistics']))
    expect(new Set(response.json.items.map((r: { organisation_name: string }) => r.organisation_name))).toEqual(
      new Set(['Acme Retail Logistics']),
    )
  })

  it('defaults to the last 12 months and counts nothing in a range before the demo data', async () => {
    const response = await usage(`org_id=${id('acme')}&from=2020-01&to=2020-12`, 'partner.admin')
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      from: '2020-01',
      to: '2020-12',
      items: [],
      totals: { started: 0, completed: 0 },
    })
    const defaulted = await usage(`org_id=${id('acme')}`, 'partner.admin')
    expect(defaulted.json.from).not.toBe(defaulted.json.to)
  })

  it('refuses bad months with a clear 400', async () => {
    for (const query of ['from=2026-13', 'to=26-01', 'from=2026-05&to=2026-01', 'from=2020-01&to=2026-01']) {
      const response = await usage(`org_id=${id('acme')}&${query}`, 'partner.admin')
      expect(response.status, query).toBe(400)
      expect(response.json.message, query).toMatch(/month|YYYY-MM/i)
    }
    expect((await usage('org_id=42', 'partner.admin')).status).toBe(400)
    expect((await usage('', 'partner.admin')).status).toBe(400)
  })

  it('answers 404 out of reach and 403 in reach without Engagements:Read or Audit:Read', async () => {
    expect((await usage(`org_id=${id('corvid')}`, 'partner.admin')).status).toBe(404)
    expect((await usage(`org_id=${MISSING}`, 'partner.admin')).status).toBe(404)
    expect((await usage(`org_id=${id('provider')}`, 'contractor')).status).toBe(404)
    // Customer Service reads engagements; a Sign Off User reads the audit trail: both see usage.
    expect((await usage(`org_id=${id('provider')}`, 'customer.service')).status).toBe(200)
    expect((await usage(`org_id=${id('acme')}`, 'sign.off.user')).status).toBe(200)
  })

  it('needs a session', async () => {
    expect((await call(`/api/reporting/usage?org_id=${id('acme')}`)).status).toBe(401)
  })
})

const auditLog = (query: string, account: string) => get(`/api/assessments/audit?${query}`, account)

describe('GET /api/assessments/audit', () => {
  it('lists the audit events of the subtree newest first, described by the machine, with who did it', async () => {
    const response = await auditLog(`org_id=${id('acme')}&page_size=30`, 'partner.admin')
    expect(response.status).toBe(200)
    expect(response.json.count).toBeGreaterThan(0)
    expect(response.json.pages).toBe(Math.ceil(response.json.count / 30))
    const items = response.json.items as {
      occurred_at: string
      organisation_name: string
      actor_name: string
      from_status: string | null
    }[]
    const times = items.map((item) => item.occurred_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(items.map((item) => item.organisation_name))).toContain('Acme Retail Logistics')
    expect(items.map((item) => item.organisation_name)).not.toContain('Halden Energy')
    const created = items.find((item) => item.from_status === null)
    expect(created).toMatchObject({
      description: 'The engagement is created in Started',
      to_status: 'Started',
      actor_name: 'Paula Grant',
    })
    expect(items.some((item) => item.actor_name === 'Sam Okafor')).toBe(true)
  })

  it('pages and searches by engagement or person', async () => {
    const all = await auditLog(`org_id=${id('northbridge')}&page_size=10`, 'partner.admin')
    expect(all.json.items).toHaveLength(10)
    const second = await auditLog(`org_id=${id('northbridge')}&page_size=10&page=2`, 'partner.admin')
    expect(second.json.items[0].id).not.toBe(all.json.items[0].id)
    const search = await auditLog(`org_id=${id('northbridge')}&search=payments`, 'partner.admin')
    expect(search.json.count).toBeGreaterThan(0)
    for (const item of search.json.items) expect(item.engagement_name).toBe('Payments architect')
    const person = await auditLog(`org_id=${id('northbridge')}&search=okafor`, 'partner.admin')
    for (const item of person.json.items) expect(item.actor_name).toBe('Sam Okafor')
  })

  it('refuses bad paging with a 400', async () => {
    expect((await auditLog(`org_id=${id('acme')}&page=0`, 'partner.admin')).status).toBe(400)
    expect((await auditLog(`org_id=${id('acme')}&page_size=15`, 'partner.admin')).status).toBe(400)
    expect((await auditLog('org_id=nope', 'partner.admin')).status).toBe(400)
  })

  it('answers 404 out of reach and 403 in reach without Audit:Read', async () => {
    expect((await auditLog(`org_id=${id('corvid')}`, 'partner.admin')).status).toBe(404)
    // Customer Service reads engagements but not the audit trail.
    expect((await auditLog(`org_id=${id('provider')}`, 'customer.service')).status).toBe(403)
    expect((await auditLog(`org_id=${id('acme')}`, 'sign.off.user')).status).toBe(200)
  })
})
