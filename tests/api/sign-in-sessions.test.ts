// Sign-in sessions (docs/sessions.md): the identity token opens a session kept by an httpOnly cookie, short-lived
// access tokens are renewed from it, and signing out or choosing a new password ends access at once: the access
// token, the cookie and the identity token that opened the session are all refused afterwards.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, organisations, signInSessions } from '../../src/server/db/schema.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { type apiClient, claimsOf } from '../support/api.ts'
import { heldApiClient, holdResponse } from '../support/contract.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { identityTokenFor } from '../support/sign-in.ts'
import { type Browser, browser, latestPasswordLink, submitNewPassword } from './idp-harness.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
let acme: string
const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
  call = heldApiClient(server)
  acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
})
afterAll(() => server?.stop())

const json = { 'content-type': 'application/json' }

/** A JSON POST from the browser, keeping the cookies it is given; its answer held to the route's contract. */
const post = async (b: Browser, path: string, body: object, headers: Record<string, string> = {}) =>
  holdResponse(
    server,
    'POST',
    path,
    await b.request(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    }),
  )

/** The browser's sign-in: the identity token opens a session; the cookie it sets stays in the browser's jar. */
const openSession = async (b: Browser, identityToken: string, organisationId: string | null = null) => {
  const response = await post(
    b,
    '/api/identity/identity/token',
    { organisation_id: organisationId },
    { authorization: `Bearer ${identityToken}` },
  )
  return { status: response.status, headers: response.headers, json: await response.json() }
}

const renew = async (b: Browser, body: object = {}, headers: Record<string, string> = {}) => {
  const response = await post(b, '/api/identity/session/token', body, headers)
  return { status: response.status, json: await response.json() }
}

const signOut = async (b: Browser) =>
  holdResponse(
    server,
    'DELETE',
    '/api/identity/session',
    await b.request(`${server.url}/api/identity/session`, { method: 'DELETE' }),
  )

/** Whether the access token still reaches a call the person may make. */
const reaches = async (token: string) => (await call('/api/actors/organisations', { token })).status

describe('sign-in sessions', () => {
  it('gives five-minute access tokens, renewed from an httpOnly session cookie in the organisation chosen', async () => {
    const b = browser()
    const opened = await openSession(b, await identityTokenFor(server.url, demoEmail('partner')))
    expect(opened.status, JSON.stringify(opened.json)).toBe(200)
    expect(opened.json.expires_in).toBe(300)
    const claims = claimsOf(opened.json.access_token)
    expect(claims.exp - claims.iat).toBe(300)
    const cookie = opened.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^ir35_session=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/api\/identity/i)

    const inAcme = await renew(b, { organisation_id: acme })
    expect(inAcme.status, JSON.stringify(inAcme.json)).toBe(200)
    expect(claimsOf(inAcme.json.access_token)).toMatchObject({ organisationId: acme, sid: claims.sid })
    // A later renewal (a reload) stays in the organisation chosen.
    const reloaded = await renew(b)
    expect(claimsOf(reloaded.json.access_token)).toMatchObject({ organisationId: acme, sid: claims.sid })
    expect(claimsOf(reloaded.json.access_token).permissions.length).toBeGreaterThan(0)
    expect(await reaches(reloaded.json.access_token)).toBe(200)
  })

  it('starts a new sign-in in the organisation the person last worked in, while it is still theirs', async () => {
    const first = browser()
    await openSession(first, await identityTokenFor(server.url, demoEmail('partner')))
    expect((await renew(first, { organisation_id: acme })).status).toBe(200)
    await signOut(first)

    const next = await openSession(browser(), await identityTokenFor(server.url, demoEmail('partner')))
    expect(next.status, JSON.stringify(next.json)).toBe(200)
    expect(claimsOf(next.json.access_token).organisationId).toBe(acme)
    // Asking for an organisation still wins over the one remembered.
    const logistics = (
      await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Logistics'))
    )[0]!
    const asked = await openSession(browser(), await identityTokenFor(server.url, demoEmail('partner')), logistics.id)
    expect(claimsOf(asked.json.access_token).organisationId).toBe(logistics.id)

    // The organisation last worked in is out of the person's reach now (a membership removed): none is chosen
    // for them, and the browser asks as on a first sign-in.
    const corvid = (await db().select().from(organisations).where(eq(organisations.name, 'Corvid Insurance')))[0]!
    const [latest] = await db().select().from(signInSessions).where(eq(signInSessions.organisationId, logistics.id))
    await db().update(signInSessions).set({ organisationId: corvid.id }).where(eq(signInSessions.id, latest!.id))
    const outOfReach = await openSession(browser(), await identityTokenFor(server.url, demoEmail('partner')))
    expect(outOfReach.status, JSON.stringify(outOfReach.json)).toBe(200)
    expect(claimsOf(outOfReach.json.access_token).organisationId).toBeNull()
  })

  it('ends access when the person signs out: the access token, the cookie and the identity token are refused', async () => {
    const b = browser()
    const identityToken = await identityTokenFor(server.url, demoEmail('partner.admin'))
    const token = (await openSession(b, identityToken, acme)).json.access_token as string
    expect(await reaches(token)).toBe(200)

    // A copy of the cookie, as a second tab or a thief would hold it.
    const keptCookie = b.jar.header(`${server.url}/api/identity/session/token`)
    expect(keptCookie).toMatch(/^ir35_session=/)
    const out = await signOut(b)
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/ir35_session=;/)

    const refused = await call('/api/actors/organisations', { token })
    expect(refused.status).toBe(401)
    expect(refused.json.message).toBe('Your session has expired. Please log in again to continue.')
    expect((await renew(browser(), {}, { cookie: keptCookie })).status).toBe(401)
    const again = await openSession(browser(), identityToken, acme)
    expect(again.status).toBe(401)
    expect(again.json.access_token).toBeUndefined()
  })

  it('lets an API client sign out with its access token', async () => {
    const identityToken = await identityTokenFor(server.url, demoEmail('partner.readonly'))
    const token = (await openSession(browser(), identityToken, acme)).json.access_token as string
    expect(await reaches(token)).toBe(200)
    const out = await call('/api/identity/session', { method: 'DELETE', token })
    expect(out.status).toBe(204)
    expect(await reaches(token)).toBe(401)
  })

  it('ends every session of a person who chooses a new password', async () => {
    const email = demoEmail('readonly.full')
    const first = browser()
    const second = browser()
    const identityToken = await identityTokenFor(server.url, email)
    const token = (await openSession(first, identityToken)).json.access_token as string
    const otherToken = (await openSession(second, await identityTokenFor(server.url, email))).json
      .access_token as string
    expect(await reaches(token)).not.toBe(401)
    expect(await reaches(otherToken)).not.toBe(401)

    const reset = browser()
    expect((await reset.postForm(`${server.url}/idp/forgot-password`, { email })).status).toBe(200)
    const { link } = await latestPasswordLink(server.database, email)
    expect(link).toBeTruthy()
    await submitNewPassword(reset, link!, 200, 'A-brand-new-password-7')

    expect(await reaches(token)).toBe(401)
    expect(await reaches(otherToken)).toBe(401)
    expect((await renew(first)).status).toBe(401)
    expect((await renew(second)).status).toBe(401)
    expect((await openSession(browser(), identityToken)).status).toBe(401)
    // The new password opens a new session.
    const fresh = await openSession(browser(), await identityTokenFor(server.url, email, 'A-brand-new-password-7'))
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200)
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).not.toHaveLength(0)
  })

  it("refuses a session call sent from another site's page, and changes nothing", async () => {
    const b = browser()
    const opened = await openSession(b, await identityTokenFor(server.url, demoEmail('consultancy.manager')))
    const foreign = await renew(b, {}, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.json.access_token).toBeUndefined()
    const foreignSignOut = await b.request(`${server.url}/api/identity/session`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    })
    expect(foreignSignOut.status).toBe(403)
    expect(await reaches(opened.json.access_token)).not.toBe(401)
  })
})
