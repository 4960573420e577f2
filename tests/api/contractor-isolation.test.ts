// Tenant isolation for contractors (architecture: "tenant isolation is enforced on the server, not by hiding
// buttons"): a contractor's access token reaches none of an organisation's records. Each call is refused with
// 403 or 404; none answers with data.
import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { contractors, engagements, files, invites, organisations } from '../../src/server/db/schema.ts'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
const calls: { name: string; method: string; path: string; body?: unknown }[] = []
let acmeId = ''

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  const { db } = server.database
  const [acme] = await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group'))
  const org = acme!.id
  acmeId = org
  const [contractor] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.organisationId, org), isNull(contractors.deletedAt)))
    .limit(1)
  const ofType = (type: string) =>
    db
      .select()
      .from(engagements)
      .where(and(eq(engagements.organisationId, org), eq(engagements.type, type)))
      .limit(1)
  const [engagement] = await ofType('Contractor')
  // A job role is an engagement of type Role.
  const [role] = await ofType('Role')
  const [invite] = await db.select().from(invites).where(eq(invites.organisationId, org)).limit(1)
  const list = `org_id=${org}&page=1&page_size=10`
  calls.push(
    { name: 'the contractors list', method: 'GET', path: `/api/actors/contractors?${list}` },
    { name: 'one contractor', method: 'GET', path: `/api/actors/contractors/${contractor!.id}` },
    { name: 'a master contractor', method: 'GET', path: `/api/actors/master-contractors/${contractor!.id}` },
    { name: "a contractor's insurance", method: 'GET', path: `/api/actors/contractors/${contractor!.id}/insurance` },
    {
      name: 'changing a contractor',
      method: 'PATCH',
      path: `/api/actors/contractors/${contractor!.id}`,
      body: [{ op: 'replace', path: '/company_name', value: 'Taken Over Ltd' }],
    },
    {
      name: "a contractor's engagements",
      method: 'GET',
      path: `/api/assessments/contractors/${contractor!.id}/engagements?${list}`,
    },
    { name: 'one engagement', method: 'GET', path: `/api/assessments/engagements/${engagement!.id}` },
    { name: "an engagement's audit", method: 'GET', path: `/api/assessments/engagements/${engagement!.id}/audit` },
    { name: 'the job roles', method: 'GET', path: `/api/assessments/jobroles?${list}` },
    { name: 'one job role', method: 'GET', path: `/api/assessments/jobroles/${role!.id}` },
    { name: 'one organisation', method: 'GET', path: `/api/actors/organisations/${org}` },
    { name: "the organisation's invites", method: 'GET', path: `/api/actors/invites?${list}` },
    { name: 'one invite', method: 'GET', path: `/api/actors/invites/${invite!.id}` },
    { name: 'the actors of an organisation', method: 'GET', path: `/api/actors/actors?org_id=${org}` },
    { name: 'the mailbox', method: 'GET', path: '/api/mailbox/messages?page=1&page_size=10' },
    { name: "the organisation's audit log", method: 'GET', path: `/api/assessments/audit?${list}` },
  )
})
afterAll(() => server?.stop())

// The control: the same reads answer the organisation's own administrator, so a refusal above is the rule at work
// and not a path that does not exist.
it('answers the same reads to a provider admin working on the organisation', async () => {
  const { idToken } = await signInDemo(server.url, 'provider.admin')
  const token = await accessTokenFor(server.url, idToken, acmeId)
  const answers = []
  for (const request of calls.filter((request) => request.method === 'GET'))
    answers.push({ name: request.name, status: (await call(request.path, { token })).status })
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
})

for (const account of ['contractor.type1', 'contractor'])
  describe(`${account}@demo.ir35.test`, () => {
    it("is refused every organisation call (403 or 404), never given the organisation's data", async () => {
      const { accessToken } = await signInDemo(server.url, account)
      const answers = []
      for (const request of calls) {
        const response = await call(request.path, { method: request.method, token: accessToken, body: request.body })
        answers.push({ name: request.name, status: response.status })
      }
      expect(answers.filter((answer) => answer.status !== 403 && answer.status !== 404)).toEqual([])
    })

    it('is refused the engagements list and pointed to the SDS hub', async () => {
      const { accessToken } = await signInDemo(server.url, account)
      const response = await call('/api/assessments/engagements?page=1&page_size=10&include_archived=true', {
        token: accessToken,
      })
      expect(response.status).toBe(403)
      expect(JSON.stringify(response.json)).toContain(CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly)
    })
  })

// A file id of another tenant tells a contractor nothing: it is answered as a made-up id is, status and words.
describe("another tenant's files, asked for by a contractor of none of their engagements", () => {
  const MADE_UP = '00000000-0000-4000-8000-000000000000'

  it('answers every existing file exactly as a made-up id, reading or deleting, and deletes nothing', async () => {
    const { accessToken } = await signInDemo(server.url, 'new.contractor')
    const { db } = server.database
    const stored = async () => (await db.select({ id: files.id }).from(files)).map((row) => row.id).sort()
    // Every file the organisations hold but their logos, which are public by design.
    const theirs = await db.select({ id: files.id, kind: files.kind }).from(files).where(ne(files.kind, 'logo'))
    expect(theirs.length).toBeGreaterThan(0)
    const before = await stored()
    const answer = async (method: string, id: string) => {
      const response = await call(`/api/files/files/${id}`, { method, token: accessToken })
      return { status: response.status, message: response.json?.message }
    }
    for (const method of ['GET', 'DELETE']) {
      const missing = await answer(method, MADE_UP)
      expect(missing).toEqual({ status: 404, message: 'The file was not found.' })
      const answers = await Promise.all(
        theirs.map(async (file) => ({ kind: file.kind, ...(await answer(method, file.id)) })),
      )
      expect(answers).toEqual(theirs.map((file) => ({ kind: file.kind, ...missing })))
    }
    expect(await stored()).toEqual(before)
  })
})

// The organisation's routes refuse a contractor before reading what was sent: no validation message, no empty page.
describe("the organisation's routes, called with a contractor's token", () => {
  const SENT = [
    { method: 'GET', path: '/api/actors/invites' },
    { method: 'POST', path: '/api/actors/organisations', body: {} },
    { method: 'POST', path: '/api/actors/organisations', body: { name: 'Contractor Co', parent_id: null } },
    { method: 'GET', path: '/api/actors/organisations' },
    { method: 'GET', path: '/api/actors/organisations/search?search=Acme' },
    { method: 'GET', path: '/api/actors/organisations/selector?admin_only=maybe' },
    { method: 'GET', path: '/api/actors/actors' },
    { method: 'GET', path: '/api/actors/roles?inviteable_only=true' },
    { method: 'POST', path: '/api/actors/invites', body: { email: 'not an address' } },
    { method: 'POST', path: '/api/actors/contractors', body: {} },
    { method: 'GET', path: '/api/actors/contractors' },
    { method: 'GET', path: '/api/assessments/engagements?page=0' },
    { method: 'POST', path: '/api/assessments/engagements', body: {} },
    { method: 'GET', path: '/api/assessments/engagements/progress?page=1' },
    { method: 'GET', path: '/api/assessments/engagements/assessments?sort_by=nonsense' },
    { method: 'GET', path: '/api/assessments/jobroles?page_size=7' },
    { method: 'POST', path: '/api/assessments/jobroles', body: {} },
    { method: 'GET', path: '/api/assessments/audit' },
    { method: 'GET', path: '/api/assessments/contractors/not-an-id/engagements' },
  ]

  it('answers each with the same 403 before reading its query or body, and changes nothing', async () => {
    const { accessToken } = await signInDemo(server.url, 'contractor.type1')
    const { db } = server.database
    const counts = async () => ({
      organisations: (await db.select({ id: organisations.id }).from(organisations)).length,
      contractors: (await db.select({ id: contractors.id }).from(contractors)).length,
      engagements: (await db.select({ id: engagements.id }).from(engagements)).length,
      invites: (await db.select({ id: invites.id }).from(invites)).length,
    })
    const before = await counts()
    const answers = []
    for (const request of SENT) {
      const response = await call(request.path, { method: request.method, token: accessToken, body: request.body })
      answers.push({
        call: `${request.method} ${request.path}`,
        status: response.status,
        message: response.json?.message,
      })
    }
    expect(answers).toEqual(
      SENT.map((request) => ({
        call: `${request.method} ${request.path}`,
        status: 403,
        message: CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly,
      })),
    )
    expect(await counts()).toEqual(before)
  })

  it("still answers a contractor's own calls: titles, terms and their profile's choices", async () => {
    const { accessToken } = await signInDemo(server.url, 'contractor.type1')
    for (const path of ['/api/actors/titles', '/api/actors/terms/latest', '/api/actors/turnovers'])
      expect([path, (await call(path, { token: accessToken })).status]).toEqual([path, 200])
  })
})
