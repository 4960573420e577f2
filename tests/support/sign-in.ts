// Signs a person in the way the browser does: authorization code with PKCE against the identity
// provider's own login page, then the application token exchange.
import { createHash, randomBytes } from 'node:crypto'
import { DEMO_PASSWORD, demoEmail } from '../../src/server/seed/demo-data.ts'

type Jar = Map<string, string>

const storeCookies = (jar: Jar, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const [name, ...value] = pair!.split('=')
    jar.set(name!.trim(), value.join('='))
  }
}
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

/** Follows redirects by hand so that cookies set along the way are kept. */
const follow = async (jar: Jar, url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> => {
  let current = url
  let request: RequestInit = init
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(current, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie: cookieHeader(jar) },
    })
    storeCookies(jar, response)
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: current }
    const next = new URL(location, current)
    if (next.pathname === '/login' && next.searchParams.has('code')) return { response, url: next.toString() }
    current = next.toString()
    request = {}
  }
  throw new Error('Too many redirects')
}

const loginForm = (html: string) => {
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1]
  const email = /<input[^>]*type="email"[^>]*name="([^"]+)"|<input[^>]*name="([^"]+)"[^>]*type="email"/i.exec(html)
  const password = /<input[^>]*type="password"[^>]*name="([^"]+)"|<input[^>]*name="([^"]+)"[^>]*type="password"/i.exec(
    html,
  )
  const hidden = [...html.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)].map((m) => ({
    name: /name="([^"]+)"/.exec(m[0])?.[1],
    value: /value="([^"]*)"/.exec(m[0])?.[1] ?? '',
  }))
  if (!action || !email || !password) throw new Error(`No login form found in:\n${html.slice(0, 500)}`)
  return {
    action: action.replace(/&amp;/g, '&'),
    email: email[1] ?? email[2]!,
    password: password[1] ?? password[2]!,
    hidden,
  }
}

/** The identity token (id_token) for an account, through the real authorization-code flow. */
export const identityTokenFor = async (baseUrl: string, email: string, password = DEMO_PASSWORD) => {
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
    identity: { issuer: string; client_id: string; scope: string }
  }
  const discovery = (await (await fetch(`${config.identity.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const redirectUri = `${baseUrl}/login`
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: config.identity.client_id,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    // As the browser does: every identity token unique, each opening one sign-in session.
    nonce: randomBytes(16).toString('base64url'),
  }).toString()
  const jar: Jar = new Map()
  const page = await follow(jar, authorize.toString())
  const form = loginForm(await page.response.text())
  const body = new URLSearchParams()
  for (const field of form.hidden) if (field.name) body.set(field.name, field.value)
  body.set(form.email, email)
  body.set(form.password, password)
  const submitted = await follow(jar, new URL(form.action, page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
  const code = new URL(submitted.url).searchParams.get('code')
  if (!code) throw new Error(`Sign-in of ${email} did not return a code (HTTP ${submitted.response.status})`)
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.identity.client_id,
      code_verifier: verifier,
    }).toString(),
  })
  const json = (await token.json()) as { id_token?: string }
  if (!json.id_token) throw new Error(`No id_token: ${JSON.stringify(json)}`)
  return json.id_token
}

export const accessTokenFor = async (baseUrl: string, idToken: string, organisationId: string | null = null) => {
  const response = await fetch(`${baseUrl}/api/identity/identity/token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ organisation_id: organisationId }),
  })
  if (!response.ok) throw new Error(`Token exchange failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A signed-in demo account: its identity token and its application access token (no organisation yet). */
export const signInDemo = async (baseUrl: string, name: string) => {
  const idToken = await identityTokenFor(baseUrl, demoEmail(name))
  return { idToken, accessToken: await accessTokenFor(baseUrl, idToken) }
}
