// Every response carries the security headers and a Content-Security-Policy: pages, files, API answers and
// errors alike; the identity provider's own pages keep their stricter policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signInDemo(server.url, 'partner')).accessToken
})
afterAll(() => server?.stop())

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values] as const
    }),
  )

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('x-frame-options')).toBe('DENY')
  expect(headers.get('referrer-policy')).toBe('same-origin')
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('x-powered-by')).toBeNull()
  const policy = directives(headers.get('content-security-policy') ?? '')
  // Whatever else a policy allows, no script may come from inline code, eval or another site.
  const scripts = policy.get('script-src') ?? policy.get('default-src')
  expect(scripts).toBeDefined()
  expect(scripts!.every((source) => source === "'self'" || source === "'none'" || source.startsWith("'sha256-"))).toBe(
    true,
  )
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(expect.arrayContaining(["'none'"]))
}

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })

describe('security headers', () => {
  it.each([
    ['the home page', '/'],
    ['a client route of the web app', '/engagements'],
    ['the identity configuration', '/api/config'],
    ['the health check', '/api/health'],
    ['an unknown API route (404)', '/api/no-such-route'],
    ['an API call without a session (401)', '/api/assessments/engagements'],
    ['the OpenID discovery document', '/idp/.well-known/openid-configuration'],
  ])('are on %s', async (_, path) => {
    const response = await get(path)
    expect(response.status).toBeLessThan(500)
    expectSecurityHeaders(response.headers)
  })

  it('are on a signed-in API answer and on a refused bad request (400)', async () => {
    const auth = { authorization: `Bearer ${token}` }
    const ok = await get('/api/assessments/engagements', { headers: auth })
    expect(ok.status).toBe(200)
    expectSecurityHeaders(ok.headers)
    const bad = await get('/api/assessments/engagements/not-a-uuid', {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"broken json',
    })
    expect(bad.status).toBeGreaterThanOrEqual(400)
    expect(bad.status).toBeLessThan(500)
    expectSecurityHeaders(bad.headers)
  })

  it("are on the web app's script files", async () => {
    const html = await (await get('/')).text()
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1]
    // The app is built before this suite runs (`npm run build`), as for the browser tests.
    expect(script, 'the web app is built').toBeDefined()
    const response = await get(script!)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response.headers)
  })

  it("keep the sign-in page's own policy, which allows no script at all", async () => {
    const config = (await (await get('/api/config')).json()) as { identity: { client_id: string } }
    const authorize = new URL(`${server.url}/idp/auth`)
    authorize.search = new URLSearchParams({
      client_id: config.identity.client_id,
      response_type: 'code',
      redirect_uri: `${server.url}/login`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString()
    const interaction = await get(authorize.pathname + authorize.search)
    const location = interaction.headers.get('location')
    expect(location).toMatch(/\/idp\/interaction\//)
    const cookie = interaction.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const page = await get(new URL(location!, server.url).pathname, { headers: { cookie } })
    expect(page.status).toBe(200)
    expectSecurityHeaders(page.headers)
    expect(directives(page.headers.get('content-security-policy')!).get('script-src')).toEqual(["'none'"])
  })
})
