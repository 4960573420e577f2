import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actors, organisations } from '../../src/server/db/schema.ts'
import { loadSecret } from '../../src/server/secrets.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { holdResponse } from '../support/contract.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor, signInDemo } from '../support/sign-in.ts'

let server: TestServer
let partner: { idToken: string; accessToken: string }
const orgId = async (name: string) =>
  (await server.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
/** Every answer is held to its route's declared contract. */
const call = async (path: string, init: RequestInit & { token?: string } = {}) =>
  holdResponse(
    server,
    init.method ?? 'GET',
    path,
    await fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    }),
  )

beforeAll(async () => {
  server = await startTestServer()
  partner = await signInDemo(server.url, 'partner')
})
afterAll(() => server?.stop())

describe('POST /api/identity/identity/token', () => {
  it('gives a first-time organisation user their roles and no organisation', async () => {
    const claims = claimsOf(partner.accessToken)
    expect(claims).toMatchObject({
      organisationId: null,
      roles: ['Partner'],
      permissions: [],
      unique_name: demoEmail('partner'),
      role: 'Organisation User',
    })
    expect(claims.topLevelOrganisationId).toBe(await orgId('IR35 Portal Provider'))
  })

  it("carries the permissions of a client below the partner's organisation once one is selected", async () => {
    const token = await accessTokenFor(server.url, partner.idToken, await orgId('Acme Retail Logistics'))
    const claims = claimsOf(token)
    expect(claims.organisationId).toBe(await orgId('Acme Retail Logistics'))
    expect(claims.topLevelOrganisationId).toBe(await orgId('IR35 Portal Provider'))
    expect(claims.permissions).toContain('Contractors:Create')
    expect(claims.permissions).not.toContain('Organisations:Update')
  })

  it("refuses an organisation outside the person's reach", async () => {
    const response = await call('/api/identity/identity/token', {
      method: 'POST',
      token: partner.idToken,
      body: JSON.stringify({ organisation_id: await orgId('Corvid Insurance') }),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toBe('You do not belong to this organisation.')
  })

  it('refuses a contractor who asks for an organisation', async () => {
    const idToken = await identityTokenFor(server.url, demoEmail('contractor'))
    const claims = claimsOf(await accessTokenFor(server.url, idToken))
    expect(claims).toMatchObject({ role: 'Contractor', roles: ['Contractor'], organisationId: null })
    const response = await call('/api/identity/identity/token', {
      method: 'POST',
      token: idToken,
      body: JSON.stringify({ organisation_id: await orgId('Acme Retail Group') }),
    })
    expect(response.status).toBe(403)
  })

  it('answers a malformed body with a clear 400', async () => {
    for (const body of ['{"organisation_id": 5}', '{}', 'not json', '{"organisation_id": "x"}']) {
      const response = await call('/api/identity/identity/token', { method: 'POST', token: partner.idToken, body })
      expect(response.status).toBe(400)
      const json = await response.json()
      expect(json.message).toMatch(/organisation_id|JSON/)
      expect(json.correlation_id).toBe(response.headers.get('x-correlation-id'))
    }
  })

  it('refuses a missing or forged identity token with 401', async () => {
    const missing = await call('/api/identity/identity/token', { method: 'POST', body: '{"organisation_id":null}' })
    expect(missing.status).toBe(401)
    const forged = await new SignJWT({ email: demoEmail('provider.admin') })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`${server.url}/idp`)
      .setAudience('ir35-portal-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-key-not-the-key-not-the-key'))
    const response = await call('/api/identity/identity/token', {
      method: 'POST',
      token: forged,
      body: '{"organisation_id":null}',
    })
    expect(response.status).toBe(401)
  })
})

describe('the access token guards every other call', () => {
  it('refuses a missing, forged or expired access token with 401', async () => {
    expect((await call('/api/actors/terms/latest')).status).toBe(401)
    expect((await call('/api/actors/terms/latest', { token: `${partner.accessToken}x` })).status).toBe(401)
    const secret = await loadSecret<string>(server.database.db, 'access-token.hs256', () => 'unused')
    const expired = await new SignJWT({ ...claimsOf(partner.accessToken), exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ir35-portal')
      .setAudience('ir35-portal-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret))
    const response = await call('/api/actors/terms/latest', { token: expired })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Your session has expired. Please log in again to continue.')
  })
})

describe('terms', () => {
  it('GET /api/actors/terms/latest returns the id and HTML content', async () => {
    const response = await call('/api/actors/terms/latest', { token: partner.accessToken })
    expect(response.status).toBe(200)
    const terms = await response.json()
    expect(terms.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(terms.content).toContain('<h1>IR35 Portal terms and conditions</h1>')
  })

  it('GET /api/reporting/reports/terms/{id}?html=false returns a PDF', async () => {
    const { id } = await (await call('/api/actors/terms/latest', { token: partner.accessToken })).json()
    const response = await call(`/api/reporting/reports/terms/${id}?html=false`, { token: partner.accessToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('answers 404 for unknown terms and 400 for a malformed id', async () => {
    const unknown = await call('/api/reporting/reports/terms/00000000-0000-4000-8000-000000000000', {
      token: partner.accessToken,
    })
    expect(unknown.status).toBe(404)
    expect((await call('/api/reporting/reports/terms/abc', { token: partner.accessToken })).status).toBe(400)
  })
})

describe('actors', () => {
  const actorId = () => claimsOf(partner.accessToken).actorId as string

  it('GET /api/actors/actors/{id} returns the person, with no terms agreed on a new database', async () => {
    const response = await call(`/api/actors/actors/${actorId()}`, { token: partner.accessToken })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: actorId(),
      first_name: 'Paula',
      last_name: 'Grant',
      email: demoEmail('partner'),
      agreed_terms_id: null,
    })
  })

  it('PATCH accepts the latest terms', async () => {
    const { id } = await (await call('/api/actors/terms/latest', { token: partner.accessToken })).json()
    const response = await call(`/api/actors/actors/${actorId()}`, {
      method: 'PATCH',
      token: partner.accessToken,
      body: JSON.stringify([{ op: 'replace', path: '/agreed_terms_id', value: id }]),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).agreed_terms_id).toBe(id)
  })

  it('PATCH with bad input answers 400 and changes nothing', async () => {
    const before = (await server.database.db.select().from(actors).where(eq(actors.id, actorId())))[0]!
    const bodies = [
      [{ op: 'replace', path: '/email', value: 'x@y.z' }],
      [{ op: 'remove', path: '/first_name' }],
      [{ op: 'replace', path: '/first_name', value: '   ' }],
      [{ op: 'replace', path: '/first_name', value: 'x'.repeat(51) }],
      [{ op: 'replace', path: '/agreed_terms_id', value: '00000000-0000-4000-8000-000000000000' }],
      [],
      { op: 'replace' },
    ]
    const messages: string[] = []
    for (const body of bodies) {
      const response = await call(`/api/actors/actors/${actorId()}`, {
        method: 'PATCH',
        token: partner.accessToken,
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      messages.push((await response.json()).message)
    }
    expect(messages).toContain('Please enter a first name.')
    expect(
      messages.some((m) => m.includes('Maximum characters limit exceeded. Please limit to 50 characters or lower.')),
    ).toBe(true)
    const after = (await server.database.db.select().from(actors).where(eq(actors.id, actorId())))[0]!
    expect(after).toEqual(before)
  })

  it("refuses to read or change someone else's details", async () => {
    const other = (
      await server.database.db
        .select()
        .from(actors)
        .where(eq(actors.email, demoEmail('partner.admin')))
    )[0]!
    expect((await call(`/api/actors/actors/${other.id}`, { token: partner.accessToken })).status).toBe(403)
    const response = await call(`/api/actors/actors/${other.id}`, {
      method: 'PATCH',
      token: partner.accessToken,
      body: JSON.stringify([{ op: 'replace', path: '/first_name', value: 'Mallory' }]),
    })
    expect(response.status).toBe(403)
  })
})

describe('organisation selector and search', () => {
  it('shows a partner admin the partner organisation with its clients as a tree', async () => {
    const admin = await signInDemo(server.url, 'partner.admin')
    const response = await call('/api/actors/organisations/selector?admin_only=false', { token: admin.accessToken })
    expect(response.status).toBe(200)
    const selector = await response.json()
    expect(selector.parent_orgs.map((o: { name: string }) => o.name)).toEqual(['Northbridge Partners'])
    const acme = selector.parent_orgs[0].children.find((o: { name: string }) => o.name === 'Acme Retail Group')
    expect(acme.children.map((o: { name: string }) => o.name)).toEqual(['Acme Retail Digital', 'Acme Retail Logistics'])
    expect(selector.child_orgs).toEqual([])
  })

  it('puts an organisation without clients under "Clients to whom I belong"', async () => {
    const signOff = await signInDemo(server.url, 'sign.off.user')
    const selector = await (await call('/api/actors/organisations/selector', { token: signOff.accessToken })).json()
    expect(selector.parent_orgs.map((o: { name: string }) => o.name)).toEqual(['Acme Retail Group'])
  })

  it('admin_only lists only where the person administers (Organisations:Update or Actors:Update)', async () => {
    const selectorOf = async (account: string) => {
      const { accessToken } = await signInDemo(server.url, account)
      const response = await call('/api/actors/organisations/selector?admin_only=true', { token: accessToken })
      expect(response.status).toBe(200)
      const selector = await response.json()
      return [...selector.parent_orgs, ...selector.child_orgs].map((o: { name: string }) => o.name)
    }
    expect(await selectorOf('partner.admin')).toEqual(['Northbridge Partners'])
    expect(await selectorOf('readonly.full')).toEqual([])
    expect(await selectorOf('sign.off.user')).toEqual([])
  })

  it("searches only within the person's reach, unless they search across all clients", async () => {
    const names = async (token: string) =>
      (await (await call('/api/actors/organisations/search?search=Corvid', { token })).json()).items.map(
        (o: { name: string }) => o.name,
      )
    expect(await names(partner.accessToken)).toEqual([])
    const full = await signInDemo(server.url, 'readonly.full')
    expect(await names(full.accessToken)).toEqual(['Corvid Insurance'])
    const page = await (
      await call('/api/actors/organisations/search?search=acme', { token: partner.accessToken })
    ).json()
    expect(page).toMatchObject({ count: 3, pages: 1 })
    expect(page.items[0]).toMatchObject({ name: 'Acme Retail Digital', parent_name: 'Acme Retail Group' })
  })

  it('answers a bad query with 400', async () => {
    const response = await call('/api/actors/organisations/search?search=a&page=0', { token: partner.accessToken })
    expect(response.status).toBe(400)
  })
})
