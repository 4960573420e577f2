// The embedded OpenID Connect provider over HTTP: discovery, the authorization-code + PKCE flow through our
// sign-in page, refresh, sign-out, and verifyIdentityToken's refusals.
import { randomUUID } from 'node:crypto'
import { eq, like, sql } from 'drizzle-orm'
import { generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import * as oauth from 'oauth4webapi'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { rateLimits, serverSecrets } from '../../src/server/db/schema.ts'
import { AppError } from '../../src/server/http/errors.ts'
import { createEmbeddedIdentityProvider } from '../../src/server/idp/embedded.ts'
import {
  type Browser,
  browser,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  discover,
  exchangeCode,
  followToCallback,
  insecure,
  setupIdpTestServer,
  signIn,
  startAuthorization,
} from './idp-harness.ts'

const h = setupIdpTestServer()

const expectUnauthorized = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).status).toBe(401)
}

/** Opens the login page of a fresh authorization request. */
const openLoginPage = async (b: Browser) => {
  const started = await startAuthorization(h, b)
  expect(started.response.status).toBe(303)
  const interactionUrl = new URL(started.response.headers.get('location')!, h.url)
  expect(interactionUrl.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/)
  const page = await b.request(interactionUrl)
  return { ...started, interactionUrl, page }
}

describe('discovery', () => {
  it('publishes the issuer at /idp with code flow, PKCE S256 and end-session', async () => {
    const { as } = await discover(h)
    expect(as.issuer).toBe(`${h.url}/idp`)
    expect(as.response_types_supported).toEqual(['code'])
    expect(as.code_challenge_methods_supported).toEqual(['S256'])
    expect(as.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']))
    expect(as.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name']),
    )
    expect(as.end_session_endpoint).toBe(`${h.url}/idp/session/end`)
    const jwks = (await (await fetch(as.jwks_uri!)).json()) as { keys: JWK[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })
})

describe('authorization code + PKCE through the sign-in page', () => {
  it('signs in end to end and issues an id_token that verifyIdentityToken accepts', async () => {
    const b = browser()
    const { page, interactionUrl, codeVerifier, state } = await openLoginPage(b)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="en-GB">')
    expect(html).toContain('IR35 Portal')
    expect(html).toContain('<label for="field-email">Email address</label>')
    expect(html).toContain('<label for="field-password">Password</label>')
    expect(html).toContain('>Sign in</button>')
    expect(html).toContain('Forgotten your password?')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const posted = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    expect(posted.status).toBe(303)
    const callback = await followToCallback(h, b, posted)
    expect(callback.searchParams.get('code')).toBeTruthy()
    expect(callback.searchParams.get('state')).toBe(state)

    const tokens = await exchangeCode(h, callback, codeVerifier, state)
    expect(tokens.id_token).toBeTruthy()
    expect(tokens.access_token).toBeTruthy()
    const claims = oauth.getValidatedIdTokenClaims(tokens)!
    expect(claims.email).toBe(DEMO_EMAIL)
    expect(claims.aud).toBe(h.config.identity.clientId)

    await expect(h.identity.verifyIdentityToken(tokens.id_token!)).resolves.toEqual({
      subject: h.account.id,
      email: DEMO_EMAIL,
      issuedAt: claims.iat,
    })
  })

  it('refuses an authorization request without PKCE', async () => {
    const { as } = await discover(h)
    const url = new URL(as.authorization_endpoint!)
    url.search = new URLSearchParams({
      client_id: h.config.identity.clientId,
      redirect_uri: `${h.url}/login`,
      response_type: 'code',
      scope: 'openid email',
      state: 'x',
    }).toString()
    const response = await fetch(url, { redirect: 'manual' })
    const location = new URL(response.headers.get('location')!)
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('error')).toBe('invalid_request')
  })

  it('signs in again without the form while the provider session lasts (the session is stored)', async () => {
    const b = browser()
    await signIn(h, b, DEMO_EMAIL, DEMO_PASSWORD)
    const { response, codeVerifier, state } = await startAuthorization(h, b)
    const callback = await followToCallback(h, b, response)
    const tokens = await exchangeCode(h, callback, codeVerifier, state)
    expect(oauth.getValidatedIdTokenClaims(tokens)!.sub).toBe(h.account.id)
  })

  it('issues a refresh token for offline_access with prompt=consent, consent given without a click', async () => {
    const b = browser()
    const { as, client } = await discover(h)
    const codeVerifier = oauth.generateRandomCodeVerifier()
    const url = new URL(as.authorization_endpoint!)
    url.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: `${h.url}/login`,
      response_type: 'code',
      scope: 'openid email profile offline_access',
      prompt: 'consent',
      state: 's1',
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).toString()
    const started = await b.request(url)
    const interactionUrl = new URL(started.headers.get('location')!, h.url)
    await b.request(interactionUrl)
    const posted = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    const callback = await followToCallback(h, b, posted)
    const tokens = await exchangeCode(h, callback, codeVerifier, 's1')
    expect(tokens.scope?.split(' ')).toContain('offline_access')
    expect(tokens.refresh_token).toBeTruthy()

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
    )
    expect(refreshed.access_token).toBeTruthy()
    expect(refreshed.id_token).toBeTruthy()

    // Signed in already: prompt=consent goes through the consent step by redirects alone.
    const again = await b.request(url)
    const consentStep = new URL(again.headers.get('location')!, h.url)
    expect(consentStep.pathname).toMatch(/^\/idp\/interaction\//)
    const secondCallback = await followToCallback(h, b, again)
    const secondTokens = await exchangeCode(h, secondCallback, codeVerifier, 's1')
    expect(secondTokens.refresh_token).toBeTruthy()
  })

  it('shows a branded error page for a broken request and an unknown interaction', async () => {
    const bad = await fetch(`${h.url}/idp/auth?client_id=unknown-client&response_type=code&scope=openid`)
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('IR35 Portal')
    expect(html).toContain('Back to sign in')
    const stale = await fetch(`${h.url}/idp/interaction/AAAAAAAAAAAAAAAAAAAAA`)
    expect(stale.status).toBe(400)
    expect(await stale.text()).toContain('Your sign-in session has expired. Please start again.')
  })
})

describe('the sign-in form', () => {
  it('answers "Wrong email or password" for a wrong password and keeps the e-mail', async () => {
    const b = browser()
    const { interactionUrl } = await openLoginPage(b)
    const response = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: 'not-it-at-all' })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('Wrong email or password')
    expect(html).toContain(`value="${DEMO_EMAIL}"`)
    expect(html).toContain('role="alert"')
  })

  it('answers the same for an unknown e-mail, and the interaction still works afterwards', async () => {
    const b = browser()
    const { interactionUrl, codeVerifier, state } = await openLoginPage(b)
    const unknown = await b.postForm(`${interactionUrl.href}/login`, {
      email: 'nobody@demo.ir35.test',
      password: DEMO_PASSWORD,
    })
    expect(unknown.status).toBe(401)
    expect(await unknown.text()).toContain('Wrong email or password')
    const retry = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    expect(retry.status).toBe(303)
    const tokens = await exchangeCode(h, await followToCallback(h, b, retry), codeVerifier, state)
    expect(tokens.id_token).toBeTruthy()
  })

  it('asks for missing fields', async () => {
    const b = browser()
    const { interactionUrl } = await openLoginPage(b)
    const response = await b.postForm(`${interactionUrl.href}/login`, { email: '', password: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Enter your email address.')
    expect(html).toContain('Enter your password.')
  })

  it('refuses a post without the interaction cookie (another site cannot sign someone in)', async () => {
    const b = browser()
    const { interactionUrl } = await openLoginPage(b)
    const stranger = browser()
    const response = await stranger.postForm(`${interactionUrl.href}/login`, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Your sign-in session has expired')
  })

  it('refuses a post from a foreign origin', async () => {
    const b = browser()
    const { interactionUrl } = await openLoginPage(b)
    const response = await b.postForm(
      `${interactionUrl.href}/login`,
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })

  it('slows down repeated failures of one e-mail from one address (429 with the wait)', async () => {
    const b = browser()
    const { interactionUrl } = await openLoginPage(b)
    for (let i = 0; i < 5; i++) {
      const response = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: `wrong-${i}` })
      expect(response.status).toBe(401)
    }
    // As if the fifth had just failed (a slow machine could take the one-second wait to get here).
    await h.db.update(rateLimits).set({ windowStart: sql`now()` }).where(like(rateLimits.key, 'login-pair:%'))
    const blocked = await b.postForm(`${interactionUrl.href}/login`, { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe('1')
    expect(await blocked.text()).toContain('Too many attempts. Try again in 1 second.')
  })
})

describe('sign-out (rpInitiatedLogout)', () => {
  it('signs out without a click when the web app sends its id_token_hint, then asks for the password again', async () => {
    const b = browser()
    const tokens = await signIn(h, b, DEMO_EMAIL, DEMO_PASSWORD)
    const { as } = await discover(h)
    const endSession = new URL(as.end_session_endpoint!)
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${h.url}/login`,
      state: 'bye',
    }).toString()
    const page = await b.request(endSession)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Signing you out')
    expect(html).toContain('name="logout" value="yes"')
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/)
    // What the page's script does: submit the form.
    const form = html.match(/<form id="op.logoutForm" method="post" action="([^"]+)">/)
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)
    const confirmed = await b.postForm(form![1]!, { xsrf: xsrf![1]!, logout: 'yes' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${h.url}/login?state=bye`)

    const again = await startAuthorization(h, b)
    expect(new URL(again.response.headers.get('location')!, h.url).pathname).toMatch(/^\/idp\/interaction\//)
  })

  it('asks for confirmation on a bare end-session link', async () => {
    const b = browser()
    await signIn(h, b, DEMO_EMAIL, DEMO_PASSWORD)
    const page = await b.request(`${h.url}/idp/session/end`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Do you want to sign out of IR35 Portal?')
    expect(html).not.toContain('<script>')
  })
})

describe('verifyIdentityToken', () => {
  const storedKey = async () => {
    const rows = await h.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'idp.jwks'))
    return (rows[0]!.value as { keys: JWK[] }).keys[0]!
  }
  const token = (claims: Record<string, unknown>) =>
    new SignJWT({ email: DEMO_EMAIL, ...claims })
      .setIssuer(h.identity.issuer)
      .setAudience(h.config.identity.clientId)
      .setSubject(h.account.id)
      .setIssuedAt()

  it('refuses a token signed with another key, even one claiming our key id', async () => {
    const { kid } = await storedKey()
    const { privateKey } = await generateKeyPair('RS256')
    const forged = await token({}).setProtectedHeader({ alg: 'RS256', kid }).setExpirationTime('1h').sign(privateKey)
    await expectUnauthorized(h.identity.verifyIdentityToken(forged))
  })

  it('refuses an expired token signed with our own key', async () => {
    const jwk = await storedKey()
    const key = await importJWK(jwk, 'RS256')
    const now = Math.floor(Date.now() / 1000)
    const expired = await token({})
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key)
    await expectUnauthorized(h.identity.verifyIdentityToken(expired))
  })

  it('refuses a token for another audience or issuer, an unsigned token and garbage', async () => {
    const jwk = await storedKey()
    const key = await importJWK(jwk, 'RS256')
    const otherAudience = await token({})
      .setAudience('someone-else')
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setExpirationTime('1h')
      .sign(key)
    await expectUnauthorized(h.identity.verifyIdentityToken(otherAudience))
    const otherIssuer = await token({})
      .setIssuer('https://elsewhere.example/idp')
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setExpirationTime('1h')
      .sign(key)
    await expectUnauthorized(h.identity.verifyIdentityToken(otherIssuer))
    const [header, payload] = otherAudience.split('.')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`
    await expectUnauthorized(h.identity.verifyIdentityToken(none))
    await expectUnauthorized(h.identity.verifyIdentityToken(`${header}.${payload}.AAAA`))
    await expectUnauthorized(h.identity.verifyIdentityToken(randomUUID()))
  })

  it('keeps its keys across a restart (a second provider over the same database verifies the token)', async () => {
    const tokens = await signIn(h, browser(), DEMO_EMAIL, DEMO_PASSWORD)
    const second = await createEmbeddedIdentityProvider({
      config: h.config,
      db: h.db,
      logger: pino({ level: 'silent' }),
      onPasswordChanged: async () => {},
    })
    await expect(second.verifyIdentityToken(tokens.id_token!)).resolves.toMatchObject({ email: DEMO_EMAIL })
    expect(second.apiKey).toBe(h.identity.apiKey)
    await second.close()
  })

  it('publishes the stored signing key (public part only) at the JWKS endpoint', async () => {
    const jwk = await storedKey()
    const { as } = await discover(h)
    const published = ((await (await fetch(as.jwks_uri!)).json()) as { keys: JWK[] }).keys
    expect(published).toEqual([expect.objectContaining({ kid: jwk.kid, n: jwk.n, e: jwk.e, kty: 'RSA' })])
    expect(published[0]).not.toHaveProperty('d')
  })
})
