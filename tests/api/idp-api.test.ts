// The identity calls: the FusionAuth-compatible API of the embedded provider (/idp/api) and the browser's
// rate-limited /api/identity in front of it.
import { eq } from 'drizzle-orm'
import * as oauth from 'oauth4webapi'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { idpAccounts, mailOutbox } from '../../src/server/db/schema.ts'
import { createExternalIdentity } from '../../src/server/idp/external.ts'
import { createIdentity } from '../../src/server/idp/index.ts'
import { holdResponse } from '../support/contract.ts'
import { browser, DEMO_EMAIL, DEMO_PASSWORD, latestPasswordLink, setupIdpTestServer, signIn } from './idp-harness.ts'

const h = setupIdpTestServer()
/** A call to the portal's /api/identity, its answer held to the route's declared contract. */
const held = async (url: string, init?: RequestInit) =>
  holdResponse(h, init?.method ?? 'GET', url, await fetch(url, init))

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('FusionAuth-compatible API at /idp/api', () => {
  const key = () => ({ authorization: h.identity.apiKey })
  const applicationId = () => h.config.identity.applicationId

  it('POST /api/login: 200 with the user and a token our server accepts; 404 for bad credentials', async () => {
    const ok = await fetch(
      `${h.url}/idp/api/login`,
      json({ loginId: DEMO_EMAIL, password: DEMO_PASSWORD, applicationId: applicationId() }),
    )
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { user: Record<string, unknown>; token: string }
    expect(body.user).toEqual({
      id: h.account.id,
      email: DEMO_EMAIL,
      verified: true,
      firstName: 'Pat',
      lastName: 'Partner',
    })
    await expect(h.identity.verifyIdentityToken(body.token)).resolves.toEqual({
      subject: h.account.id,
      email: DEMO_EMAIL,
      issuedAt: JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()).iat,
    })

    const wrong = await fetch(
      `${h.url}/idp/api/login`,
      json({ loginId: DEMO_EMAIL, password: 'wrong-password', applicationId: applicationId() }),
    )
    expect(wrong.status).toBe(404)
    const unknown = await fetch(
      `${h.url}/idp/api/login`,
      json({ loginId: 'nobody@demo.ir35.test', password: DEMO_PASSWORD, applicationId: applicationId() }),
    )
    expect(unknown.status).toBe(404)
    const invalid = await fetch(`${h.url}/idp/api/login`, json({ password: DEMO_PASSWORD }))
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toHaveProperty('fieldErrors.loginId')
  })

  it('needs the API key (FusionAuth style, the raw key in Authorization) for everything but login', async () => {
    expect((await fetch(`${h.url}/idp/api/user?email=${DEMO_EMAIL}`)).status).toBe(401)
    expect(
      (await fetch(`${h.url}/idp/api/user?email=${DEMO_EMAIL}`, { headers: { authorization: 'not-the-key' } })).status,
    ).toBe(401)
    expect(
      (
        await fetch(
          `${h.url}/idp/api/user/forgot-password`,
          json({ applicationId: applicationId(), loginId: DEMO_EMAIL }),
        )
      ).status,
    ).toBe(401)
    expect(
      (
        await fetch(
          `${h.url}/idp/api/user/registration`,
          json({ registration: { applicationId: applicationId() }, user: { email: 'x@demo.ir35.test' } }),
        )
      ).status,
    ).toBe(401)
  })

  it('GET /api/user?email=: 200 with the user, 404 when unknown', async () => {
    const found = await fetch(`${h.url}/idp/api/user?email=${encodeURIComponent(DEMO_EMAIL.toUpperCase())}`, {
      headers: key(),
    })
    expect(found.status).toBe(200)
    expect(await found.json()).toEqual({
      user: { id: h.account.id, email: DEMO_EMAIL, verified: true, firstName: 'Pat', lastName: 'Partner' },
    })
    const missing = await fetch(`${h.url}/idp/api/user?email=nobody%40demo.ir35.test`, { headers: key() })
    expect(missing.status).toBe(404)
  })

  it('POST /api/user/registration: 200 with user, registration and changePasswordId; duplicate and bad input 400', async () => {
    const email = 'fa-new@demo.ir35.test'
    const created = await fetch(
      `${h.url}/idp/api/user/registration`,
      json({ registration: { applicationId: applicationId() }, sendSetPasswordEmail: true, user: { email } }, key()),
    )
    expect(created.status).toBe(200)
    const body = (await created.json()) as {
      user: { id: string; email: string; verified: boolean }
      registration: { applicationId: string }
      changePasswordId: string
    }
    expect(body.user).toMatchObject({ email, verified: false })
    expect(body.registration.applicationId).toBe(applicationId())
    expect(body.changePasswordId).toMatch(/^[\w-]{20,}$/)
    const { changePasswordId, link } = await latestPasswordLink(h, email)
    expect(changePasswordId).toBe(body.changePasswordId)
    expect(link).toBe(`${h.url}/idp/password/${body.changePasswordId}`)

    const duplicate = await fetch(
      `${h.url}/idp/api/user/registration`,
      json({ registration: { applicationId: applicationId() }, sendSetPasswordEmail: true, user: { email } }, key()),
    )
    expect(duplicate.status).toBe(400)
    expect(await duplicate.json()).toMatchObject({
      fieldErrors: { 'user.email': [{ code: '[duplicate]user.email' }] },
    })

    const badEmail = await fetch(
      `${h.url}/idp/api/user/registration`,
      json({ registration: { applicationId: applicationId() }, user: { email: 'not an email' } }, key()),
    )
    expect(badEmail.status).toBe(400)
    const badApplication = await fetch(
      `${h.url}/idp/api/user/registration`,
      json({ registration: { applicationId: 'another-app' }, user: { email: 'other@demo.ir35.test' } }, key()),
    )
    expect(badApplication.status).toBe(400)
  })

  it('POST /api/user/forgot-password: 200 with changePasswordId and a mail; 404 when unknown', async () => {
    const ok = await fetch(
      `${h.url}/idp/api/user/forgot-password`,
      json({ applicationId: applicationId(), loginId: DEMO_EMAIL }, key()),
    )
    expect(ok.status).toBe(200)
    const { changePasswordId } = (await ok.json()) as { changePasswordId: string }
    const mail = await latestPasswordLink(h, DEMO_EMAIL)
    expect(mail.changePasswordId).toBe(changePasswordId)
    expect(mail.mail?.subject).toBe('Reset your IR35 Portal password')
    const missing = await fetch(
      `${h.url}/idp/api/user/forgot-password`,
      json({ applicationId: applicationId(), loginId: 'nobody@demo.ir35.test' }, key()),
    )
    expect(missing.status).toBe(404)
  })
})

describe('/api/identity for the browser', () => {
  const applicationId = () => h.config.identity.applicationId

  /** Everything a caller can read of an answer but the correlation id and the date, which differ every time. */
  const answerOf = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers].filter(([name]) => !['x-correlation-id', 'date'].includes(name)),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  })
  const register = (email: string) =>
    held(
      `${h.url}/api/identity/user/registration`,
      json({ registration: { applicationId: applicationId() }, sendSetPasswordEmail: true, user: { email } }),
    )
  const forgotPassword = (loginId: string) =>
    held(`${h.url}/api/identity/user/forgot-password`, json({ applicationId: applicationId(), loginId }))
  const mailsTo = async (email: string) => (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length

  it('GET /user?email=: the same answer, byte for byte, for an address with an account and one without', async () => {
    const known = await answerOf(await held(`${h.url}/api/identity/user?email=${encodeURIComponent(DEMO_EMAIL)}`))
    const unknown = await answerOf(await held(`${h.url}/api/identity/user?email=nobody%40demo.ir35.test`))
    expect(unknown).toEqual(known)
    expect(known.status).toBe(200)
    expect(Buffer.from(known.body, 'base64').toString()).toBe('{}')

    const bad = await held(`${h.url}/api/identity/user?email=not-an-email`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('Email address is not valid')
  })

  it('POST /user/forgot-password: the same answer, byte for byte, with or without an account; a mail only to an account', async () => {
    const before = { known: await mailsTo(DEMO_EMAIL), unknown: await mailsTo('nobody@demo.ir35.test') }
    const known = await answerOf(await forgotPassword(DEMO_EMAIL))
    const unknown = await answerOf(await forgotPassword('nobody@demo.ir35.test'))
    expect(unknown).toEqual(known)
    expect(known.status).toBe(200)
    expect(Buffer.from(known.body, 'base64').toString()).toBe('{}')
    // Never the changePasswordId, which is only in the mail; no account was made for the unknown address.
    const rows = await h.db.select().from(idpAccounts).where(eq(idpAccounts.id, h.account.id))
    const { changePasswordId } = await latestPasswordLink(h, DEMO_EMAIL)
    expect(rows[0]!.changePasswordId).toBe(changePasswordId)
    expect(await mailsTo(DEMO_EMAIL)).toBe(before.known + 1)
    expect(await mailsTo('nobody@demo.ir35.test')).toBe(before.unknown)
    expect(await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'nobody@demo.ir35.test'))).toEqual([])
  })

  it("POST /user/registration: registers a new address, resends an unverified one's invitation, asks a verified one to log in", async () => {
    const email = 'new.contractor@demo.ir35.test'
    const created = await register(` ${email}`)
    expect(created.status).toBe(200)
    // Only the outcome: never the user's id or the changePasswordId.
    expect(await created.json()).toEqual({ outcome: 'registered' })
    const [account] = await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, email))
    expect(account).toMatchObject({ email, verified: false })
    const first = await latestPasswordLink(h, email)
    expect(first.mail?.subject).toBe('Set your IR35 Portal password')
    expect(first.link).toMatch(new RegExp(`^${h.url}/idp/password/[\\w-]+$`))
    expect(first.mail?.html).toContain(first.link)

    // The same address before a password is chosen: the invitation again, a new link, still one account.
    const again = await register(email)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ outcome: 'invitationResent' })
    const second = await latestPasswordLink(h, email)
    expect(second.mail?.subject).toBe('Set your IR35 Portal password')
    expect(second.changePasswordId).not.toBe(first.changePasswordId)
    expect(await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, email))).toHaveLength(1)

    // An account with a password: asked to log in, and nothing is sent or changed.
    const demoAccount = async () => (await h.db.select().from(idpAccounts).where(eq(idpAccounts.id, h.account.id)))[0]
    const mailsBefore = await mailsTo(DEMO_EMAIL)
    const accountBefore = await demoAccount()
    const verified = await register(DEMO_EMAIL)
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ outcome: 'alreadyRegistered' })
    expect(await mailsTo(DEMO_EMAIL)).toBe(mailsBefore)
    expect(await demoAccount()).toEqual(accountBefore)
  })

  it('POST /user/registration: 400 for a bad e-mail or body, nothing stored', async () => {
    const before = await h.db.select().from(idpAccounts)
    for (const body of [
      { registration: { applicationId: applicationId() }, sendSetPasswordEmail: true, user: { email: 'a b@c.de' } },
      { registration: { applicationId: applicationId() }, user: {} },
      { registration: { applicationId: 'someone-else' }, user: { email: 'ok@demo.ir35.test' } },
      { registration: { applicationId: applicationId() }, user: { email: 'ok@demo.ir35.test', password: 'x' } },
    ]) {
      const response = await held(`${h.url}/api/identity/user/registration`, json(body))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message: expect.any(String), correlation_id: expect.any(String) })
    }
    const emptyBody = await held(`${h.url}/api/identity/user/registration`, { method: 'POST' })
    expect(emptyBody.status).toBe(400)
    expect(await h.db.select().from(idpAccounts)).toHaveLength(before.length)
  })

  it('resends the invitation to an unverified account through forgot-password (a set-password mail)', async () => {
    const email = 'invited.again@demo.ir35.test'
    await held(
      `${h.url}/api/identity/user/registration`,
      json({ registration: { applicationId: applicationId() }, sendSetPasswordEmail: true, user: { email } }),
    )
    const first = await latestPasswordLink(h, email)
    const resent = await held(
      `${h.url}/api/identity/user/forgot-password`,
      json({ applicationId: applicationId(), loginId: email }),
    )
    expect(resent.status).toBe(200)
    const second = await latestPasswordLink(h, email)
    expect(second.mail?.subject).toBe('Set your IR35 Portal password')
    expect(second.changePasswordId).not.toBe(first.changePasswordId)
    // Only the newest link works.
    expect((await fetch(first.link!)).status).toBe(410)
    expect((await fetch(second.link!)).status).toBe(200)
  })

  it('limits one address to 10 calls a minute (429 with a clear message and Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await held(`${h.url}/api/identity/user?email=someone${i}%40demo.ir35.test`)
      expect(response.status).toBe(200)
    }
    const limited = await held(`${h.url}/api/identity/user?email=someone-else%40demo.ir35.test`)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      message: 'Too many requests. Please wait a few minutes and try again.',
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const registration = await held(
      `${h.url}/api/identity/user/registration`,
      json({ registration: { applicationId: applicationId() }, user: { email: 'blocked@demo.ir35.test' } }),
    )
    expect(registration.status).toBe(429)
    expect(await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'blocked@demo.ir35.test'))).toHaveLength(0)
  })

  it('limits one e-mail to 5 calls in 10 minutes, whatever the call', async () => {
    const mailsBefore = (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_EMAIL))).length
    for (let i = 0; i < 3; i++)
      expect((await held(`${h.url}/api/identity/user?email=${encodeURIComponent(DEMO_EMAIL)}`)).status).toBe(200)
    for (let i = 0; i < 2; i++)
      expect(
        (
          await held(
            `${h.url}/api/identity/user/forgot-password`,
            json({ applicationId: applicationId(), loginId: DEMO_EMAIL.toUpperCase() }),
          )
        ).status,
      ).toBe(200)
    const limited = await held(
      `${h.url}/api/identity/user/forgot-password`,
      json({ applicationId: applicationId(), loginId: DEMO_EMAIL }),
    )
    expect(limited.status).toBe(429)
    const mailsAfter = (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_EMAIL))).length
    expect(mailsAfter - mailsBefore).toBe(2)
  })
})

describe('external identity (OIDC_ISSUER), tried against the embedded provider standing in for FusionAuth', () => {
  const external = () =>
    createExternalIdentity(
      loadConfig({
        PUBLIC_URL: h.url,
        OIDC_ISSUER: h.identity.issuer,
        IDENTITY_API_URL: `${h.url}/idp`,
        IDENTITY_API_KEY: h.identity.apiKey,
      }),
    )

  it('is what createIdentity picks when OIDC_ISSUER is set: no routes, the issuer given', async () => {
    const config = loadConfig({ PUBLIC_URL: h.url, OIDC_ISSUER: 'https://auth.example.com' })
    const identity = await createIdentity({
      config,
      db: h.db,
      logger: pino({ level: 'silent' }),
      onPasswordChanged: async () => {},
    })
    expect(identity.issuer).toBe('https://auth.example.com')
    expect(identity.routes).toBeNull()
  })

  it('verifies id tokens through discovery and the remote JWKS, and refuses others', async () => {
    const identity = external()
    const tokens = await signIn(h, browser(), DEMO_EMAIL, DEMO_PASSWORD)
    await expect(identity.verifyIdentityToken(tokens.id_token!)).resolves.toEqual({
      subject: h.account.id,
      email: DEMO_EMAIL,
      issuedAt: oauth.getValidatedIdTokenClaims(tokens)!.iat,
    })
    const [header, payload] = tokens.id_token!.split('.')
    await expect(identity.verifyIdentityToken(`${header}.${payload}.AAAA`)).rejects.toMatchObject({ status: 401 })
    await expect(identity.verifyIdentityToken('not-a-token')).rejects.toMatchObject({ status: 401 })
  })

  it('calls the FusionAuth-compatible API over HTTP with the same shapes', async () => {
    const { api } = external()
    await expect(api.findUserByEmail(DEMO_EMAIL)).resolves.toMatchObject({ id: h.account.id, verified: true })
    await expect(api.findUserByEmail('nobody@demo.ir35.test')).resolves.toBeNull()
    const email = 'via.http@demo.ir35.test'
    const registered = await api.register({ email, applicationId: h.config.identity.applicationId })
    expect(registered.user).toMatchObject({ email, verified: false })
    expect(registered.changePasswordId).toBe((await latestPasswordLink(h, email)).changePasswordId)
    await expect(api.register({ email, applicationId: h.config.identity.applicationId })).rejects.toMatchObject({
      status: 409,
      message: 'An account with this email already exists.',
    })
    await expect(
      api.forgotPassword({ loginId: email, applicationId: h.config.identity.applicationId }),
    ).resolves.toMatchObject({ changePasswordId: expect.any(String) })
    await expect(
      api.forgotPassword({ loginId: 'nobody@demo.ir35.test', applicationId: h.config.identity.applicationId }),
    ).resolves.toBeNull()
  })
})
