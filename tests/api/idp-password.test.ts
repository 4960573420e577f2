// Registration, the set-password page and the forgotten-password page, ending in a sign-in with the new password.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { idpAccounts, idpPayloads, mailOutbox } from '../../src/server/db/schema.ts'
import {
  browser,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  latestPasswordLink,
  setupIdpTestServer,
  signIn,
  startAuthorization,
  submitNewPassword,
} from './idp-harness.ts'

const h = setupIdpTestServer()

const register = (email: string) =>
  fetch(`${h.url}/api/identity/user/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registration: { applicationId: h.config.identity.applicationId },
      sendSetPasswordEmail: true,
      user: { email },
    }),
  })

describe('registration, then the set-password page, then sign-in', () => {
  it('sets a password through the e-mailed link and signs in with it', async () => {
    const email = 'first.timer@demo.ir35.test'
    expect((await register(email)).status).toBe(200)
    const { link } = await latestPasswordLink(h, email)
    expect(link).toBeTruthy()
    const b = browser()

    const page = await b.request(link!)
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    const html = await page.text()
    expect(html).toContain('<html lang="en-GB">')
    expect(html).toContain('Choose your password')
    expect(html).toContain(email)
    expect(html).toContain('<label for="field-password">New password</label>')
    expect(html).toContain('<label for="field-confirm">Confirm new password</label>')

    const shortHtml = await submitNewPassword(b, link!, 400, 'too-short')
    expect(shortHtml).toContain('Your password must be at least 10 characters long.')

    const differentHtml = await submitNewPassword(b, link!, 400, 'A-long-password-1', 'A-long-password-2')
    expect(differentHtml).toContain('The passwords do not match.')
    expect(differentHtml).toContain('aria-invalid="true"')

    const missingConfirmHtml = await submitNewPassword(b, link!, 400, 'A-long-password-1', '')
    expect(missingConfirmHtml).toContain('Enter your password again to confirm it.')

    const doneHtml = await submitNewPassword(b, link!, 200, 'A-long-password-1')
    expect(doneHtml).toContain('Your password has been set')
    expect(doneHtml).toContain(`href="${h.url}/login"`)

    const [account] = await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, email))
    expect(account!.verified).toBe(true)
    expect(account!.changePasswordId).toBeNull()
    expect(account!.passwordHash).toMatch(/^\$argon2/)

    // Single use.
    expect((await b.request(link!)).status).toBe(410)
    const reusedHtml = await submitNewPassword(b, link!, 410, 'Another-password-1')
    expect(reusedHtml).toContain('This link has expired or has already been used.')

    const tokens = await signIn(h, browser(), email, 'A-long-password-1')
    await expect(h.identity.verifyIdentityToken(tokens.id_token!)).resolves.toMatchObject({
      subject: account!.id,
      email,
    })
    // With a password chosen, registering the address again asks its owner to log in.
    expect(await (await register(email)).json()).toEqual({ outcome: 'alreadyRegistered' })
  })

  it('refuses a link older than 24 hours and an unknown link', async () => {
    const email = 'too.late@demo.ir35.test'
    await register(email)
    const { link } = await latestPasswordLink(h, email)
    await h.db
      .update(idpAccounts)
      .set({ changePasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpAccounts.email, email))
    expect((await fetch(link!)).status).toBe(410)
    const post = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=A-long-password-1&confirm=A-long-password-1',
    })
    expect(post.status).toBe(410)
    expect((await fetch(`${h.url}/idp/password/${'x'.repeat(43)}`)).status).toBe(410)
    expect((await fetch(`${h.url}/idp/password/short`)).status).toBe(410)
  })
})

describe('forgotten password', () => {
  it('is linked from the sign-in page and sends a link without saying whether the account exists', async () => {
    const b = browser()
    const { response } = await startAuthorization(h, b)
    const loginHtml = await (await b.request(new URL(response.headers.get('location')!, h.url))).text()
    const href = loginHtml.match(/<a href="([^"]+)">Forgotten your password\?<\/a>/)?.[1]?.replaceAll('&amp;', '&')
    expect(href).toMatch(/^\/idp\/forgot-password\?uid=/)

    const page = await b.request(new URL(href!, h.url))
    expect(page.status).toBe(200)
    const pageHtml = await page.text()
    expect(pageHtml).toContain('Forgotten your password?')
    const action = pageHtml.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&')

    const mailsBefore = (await h.db.select().from(mailOutbox)).length
    const known = await b.postForm(new URL(action, h.url), { email: DEMO_EMAIL })
    expect(known.status).toBe(200)
    const knownHtml = await known.text()
    expect(knownHtml).toContain('Check your email')
    expect(knownHtml).toContain(`href="/idp/interaction/`)
    const unknown = await b.postForm(new URL(action, h.url), { email: 'nobody@demo.ir35.test' })
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('Check your email')
    expect((await h.db.select().from(mailOutbox)).length).toBe(mailsBefore + 1)

    const invalid = await b.postForm(new URL(action, h.url), { email: 'nope' })
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('Email address is not valid')
  })

  it('resets the password, ends the sessions signed in with the old one, and the new one works', async () => {
    const email = 'resetter@demo.ir35.test'
    await register(email)
    const invite = await latestPasswordLink(h, email)
    await browser().postForm(invite.link!, { password: 'Old-password-123', confirm: 'Old-password-123' })
    const oldSession = browser()
    await signIn(h, oldSession, email, 'Old-password-123')
    const [account] = await h.db.select().from(idpAccounts).where(eq(idpAccounts.email, email))
    const sessionsOf = async () =>
      (await h.db.select().from(idpPayloads).where(eq(idpPayloads.kind, 'Session'))).filter(
        (row) => (row.payload as { accountId?: string }).accountId === account!.id,
      )
    expect(await sessionsOf()).toHaveLength(1)

    const b = browser()
    await b.postForm(`${h.url}/idp/forgot-password`, { email })
    const reset = await latestPasswordLink(h, email)
    expect(reset.mail?.subject).toBe('Reset your IR35 Portal password')
    await submitNewPassword(b, reset.link!, 200, 'New-password-456')
    expect(await sessionsOf()).toHaveLength(0)
    // The portal is told, so that the person's sign-in sessions there end too.
    expect(h.passwordChanges).toContain(email)

    // The old browser session no longer signs in silently: the login page comes back.
    const again = await startAuthorization(h, oldSession)
    expect(new URL(again.response.headers.get('location')!, h.url).pathname).toMatch(/^\/idp\/interaction\//)
    await expect(signIn(h, browser(), email, 'Old-password-123')).rejects.toThrow(/401/)
    const tokens = await signIn(h, browser(), email, 'New-password-456')
    expect(tokens.id_token).toBeTruthy()
  })

  it('limits requests for one e-mail (429)', async () => {
    const b = browser()
    for (let i = 0; i < 3; i++)
      expect((await b.postForm(`${h.url}/idp/forgot-password`, { email: DEMO_EMAIL })).status).toBe(200)
    const limited = await b.postForm(`${h.url}/idp/forgot-password`, { email: DEMO_EMAIL })
    expect(limited.status).toBe(429)
    expect(await limited.text()).toContain('Too many attempts')
    // The demo password still works: asking for a link changes nothing until the link is used.
    expect((await signIn(h, browser(), DEMO_EMAIL, DEMO_PASSWORD)).id_token).toBeTruthy()
  })
})
