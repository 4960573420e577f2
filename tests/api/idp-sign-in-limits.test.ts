// The sign-in limiter through the embedded provider's login page: one account's failures from one client address
// earn that pair a growing wait (no lock anyone else can trip), and X-Forwarded-For counts only from a configured
// proxy. Waits are never slept through: the test moves the pair's last attempt back instead.
import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../src/server/db/schema.ts'
import { tryAgainInMessage } from '../../src/server/idp/pages.ts'
import {
  browser,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  exchangeCode,
  followToCallback,
  type IdpTestServer,
  setupIdpTestServer,
  startAuthorization,
  startIdpTestServer,
} from './idp-harness.ts'

const ATTACKER = '203.0.113.66'
const OWNER = '198.51.100.7'

/** One login page, and its form posted with whatever X-Forwarded-For the caller says. */
const loginPage = async (h: IdpTestServer) => {
  const b = browser()
  const started = await startAuthorization(h, b)
  const interactionUrl = new URL(started.response.headers.get('location')!, h.url)
  expect((await b.request(interactionUrl)).status).toBe(200)
  const post = (password: string, forwardedFor?: string) =>
    b.postForm(
      `${interactionUrl.href}/login`,
      { email: DEMO_EMAIL, password },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    )
  /** The right password, then the rest of the flow: the identity token the web app would get. */
  const signIn = async (forwardedFor?: string) => {
    const posted = await post(DEMO_PASSWORD, forwardedFor)
    expect(posted.status, await posted.clone().text()).toBe(303)
    const callback = await followToCallback(h, b, posted)
    return exchangeCode(h, callback, started.codeVerifier, started.state)
  }
  return { post, signIn }
}

/** As if the pair's last attempt had just happened, or `seconds` earlier: the clock without sleeping. */
const lastPairAttempt = (h: IdpTestServer, secondsAgo: number) =>
  h.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - (${secondsAgo}::int * interval '1 second')` })
    .where(like(rateLimits.key, 'login-pair:%'))

const expectWait = async (response: Response, seconds: number) => {
  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe(String(seconds))
  expect(await response.text()).toContain(tryAgainInMessage(seconds))
}

describe('behind a configured proxy (TRUSTED_PROXIES)', () => {
  const h = setupIdpTestServer({ TRUSTED_PROXIES: '127.0.0.1' })

  it("slows the attacker's address with a doubling wait and never stops the owner signing in from another", async () => {
    const attacker = await loginPage(h)
    // Five failures cost nothing.
    for (let i = 0; i < 5; i++) expect((await attacker.post(`wrong-${i}`, ATTACKER)).status).toBe(401)
    // Then each failure doubles the wait; during it the pair is refused without its password being checked.
    for (const wait of [1, 2, 4, 8, 16, 32, 64, 128, 256, 300]) {
      await lastPairAttempt(h, 0)
      await expectWait(await attacker.post(DEMO_PASSWORD, ATTACKER), wait)
      await lastPairAttempt(h, wait)
      expect((await attacker.post(`wrong-after-${wait}`, ATTACKER)).status).toBe(401)
    }

    // Fifteen wrong passwords later, the owner signs in from home, and again from the office.
    const tokens = await (await loginPage(h)).signIn(OWNER)
    expect(tokens.id_token).toBeTruthy()
    expect((await (await loginPage(h)).signIn('192.0.2.10')).id_token).toBeTruthy()
    // Only a client-written address left of the proxy's own entry is not believed: this is still the attacker.
    await lastPairAttempt(h, 0)
    await expectWait(await attacker.post(DEMO_PASSWORD, `${OWNER}, ${ATTACKER}`), 300)
  })

  it("forgets a pair's failures once its owner signs in with the right password", async () => {
    const page = await loginPage(h)
    for (let i = 0; i < 5; i++) expect((await page.post(`wrong-${i}`, OWNER)).status).toBe(401)
    await lastPairAttempt(h, 1)
    await page.signIn(OWNER)
    const again = await loginPage(h)
    for (let i = 0; i < 5; i++) expect((await again.post(`wrong-again-${i}`, OWNER)).status).toBe(401)
    expect((await h.db.select().from(rateLimits).where(like(rateLimits.key, 'login-pair:%')))[0]?.count).toBe(5)
  })
})

describe('without a configured proxy (the default)', () => {
  let h: IdpTestServer
  beforeAll(async () => {
    h = await startIdpTestServer()
  })
  afterAll(() => h?.close())

  it('ignores X-Forwarded-For: every attempt counts against the connection it came on', async () => {
    const page = await loginPage(h)
    for (let i = 0; i < 5; i++) expect((await page.post(`wrong-${i}`, `203.0.113.${i}`)).status).toBe(401)
    await lastPairAttempt(h, 0)
    // A sixth "client" is the same connection's address: the pair's wait applies, the password is not checked.
    await expectWait(await page.post(DEMO_PASSWORD, OWNER), 1)
  })
})
