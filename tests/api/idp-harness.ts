// A small server with just the identity pieces (embedded provider at /idp, /api/identity) on an ephemeral port,
// over PGlite in memory (PostgreSQL when DATABASE_URL is set), and helpers that walk the browser's sign-in over HTTP.
// (Stands in for tests/api/harness.ts's startTestServer until the identity tests move onto it.)
import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as oauth from 'oauth4webapi'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { type Config, loadConfig } from '../../src/server/config.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { mailOutbox, rateLimits } from '../../src/server/db/schema.ts'
import type { AppEnv } from '../../src/server/http/env.ts'
import { AppError } from '../../src/server/http/errors.ts'
import { mountedOperations } from '../../src/server/http/openapi.ts'
import { type Account, createAccount } from '../../src/server/idp/accounts.ts'
import { createEmbeddedIdentityProvider, type EmbeddedIdentityProvider } from '../../src/server/idp/embedded.ts'
import { identityApiRoutes } from '../../src/server/modules/identity/identity-api.routes.ts'
import { ensureReferenceData } from '../../src/server/seed/reference-data.ts'

export const DEMO_EMAIL = 'partner@demo.ir35.test'
export const DEMO_PASSWORD = 'Demo-Password-1'

export type IdpTestServer = Awaited<ReturnType<typeof startIdpTestServer>>

/**
 * With DATABASE_URL set, PostgreSQL in a database of its own (dropped at close), so runs never meet. A database
 * rather than a schema: the generated migrations name the public schema.
 */
const isolatedPostgres = async (base: string) => {
  const name = `idp_test_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

export const startIdpTestServer = async (env: Record<string, string> = {}) => {
  const postgres = process.env.DATABASE_URL ? await isolatedPostgres(process.env.DATABASE_URL) : null
  const database = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir: 'memory://' })
  const { db } = database
  // The roles a registration grants (a one-off contractor) are reference data, as on a real server.
  await ensureReferenceData(db)
  let app: Hono<AppEnv> | null = null
  const server = serve({
    fetch: (request, bindings) => (app ? app.fetch(request, bindings) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  if (!server.listening) await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config: Config = loadConfig({ PUBLIC_URL: url, DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...env })
  const logger = pino({ level: 'silent' })
  /** The e-mails whose password was changed: the portal ends their sign-in sessions. */
  const passwordChanges: string[] = []
  const identity: EmbeddedIdentityProvider = await createEmbeddedIdentityProvider({
    config,
    db,
    logger,
    onPasswordChanged: async (email) => {
      passwordChanges.push(email)
    },
  })

  // The same error mapping as app.ts.
  const built = new Hono<AppEnv>()
  built.use('*', async (c, next) => {
    const correlationId = randomUUID()
    c.set('correlationId', correlationId)
    c.set('logger', logger)
    c.header('x-correlation-id', correlationId)
    await next()
  })
  built.onError((error, c) => {
    const correlationId = c.get('correlationId')
    if (error instanceof AppError)
      return c.json(
        { message: error.message, correlation_id: correlationId, ...(error.details ? { issues: error.details } : {}) },
        error.status,
      )
    logger.error({ err: error }, 'unhandled error')
    return c.json({ message: 'Something went wrong', correlation_id: correlationId }, 500)
  })
  const api = new Hono<AppEnv>()
  api.route('/identity', identityApiRoutes({ config, db, identity, logger }))
  built.route('/api', api)
  if (identity.routes) built.route('/idp', identity.routes)
  app = built

  const account: Account = await createAccount(db, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    verified: true,
    firstName: 'Pat',
    lastName: 'Partner',
  })

  const close = async () => {
    await identity.close()
    server.close()
    await database.close()
    await postgres?.drop()
  }
  return { url, db, config, identity, account, passwordChanges, close, operations: mountedOperations(built.routes) }
}

/**
 * One server for a test file (`env`: settings beside the defaults): started before its tests, closed after them,
 * with the rate limits cleared before each test so that one test's attempts never throttle the next. The object returned is empty until the server is up
 * (beforeAll fills it in), so a test file can hold it from the start.
 */
export const setupIdpTestServer = (env: Record<string, string> = {}): IdpTestServer => {
  const server = {} as IdpTestServer
  beforeAll(async () => {
    Object.assign(server, await startIdpTestServer(env))
  })
  afterAll(() => server.close?.())
  beforeEach(async () => {
    await server.db.delete(rateLimits)
  })
  return server
}

/** Cookies as a browser keeps them: by name and path, sent to requests under that path. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>()

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) || '/'
      const expired =
        value === '' ||
        attributes.some((a) => a.toLowerCase().startsWith('expires=') && new Date(a.slice(8)).getTime() < Date.now())
      if (expired) this.cookies.delete(`${name};${path}`)
      else this.cookies.set(`${name};${path}`, { name, value, path })
    }
  }

  header(url: string | URL) {
    const { pathname } = new URL(url)
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
  }
}

/** A browser: fetch with a cookie jar and no automatic redirects. */
export const browser = () => {
  const jar = new CookieJar()
  const request = async (url: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    const cookie = jar.header(url)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    jar.store(response)
    return response
  }
  const postForm = (url: string | URL, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  return { jar, request, postForm }
}

export type Browser = ReturnType<typeof browser>

export const insecure = { [oauth.allowInsecureRequests]: true } as const

/** What the flow helpers need of a server: this harness's, or the whole app's (tests/support/server.ts). */
export type IdpEndpoints = Pick<IdpTestServer, 'url' | 'config'> & { identity: { issuer: string } }

export const discover = async (h: IdpEndpoints) => {
  const issuer = new URL(h.identity.issuer)
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure))
  const client: oauth.Client = { client_id: h.config.identity.clientId }
  return { as, client, redirectUri: `${h.url}/login` }
}

/** Starts the authorization-code + PKCE flow the web app runs; answers the provider's first response. */
export const startAuthorization = async (
  h: IdpEndpoints,
  b: Browser,
  scope = 'openid email profile offline_access',
  extraParams: Record<string, string> = {},
) => {
  const { as } = await discover(h)
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const state = oauth.generateRandomState()
  const authorizeUrl = new URL(as.authorization_endpoint!)
  authorizeUrl.search = new URLSearchParams({
    client_id: h.config.identity.clientId,
    redirect_uri: `${h.url}/login`,
    response_type: 'code',
    scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...extraParams,
  }).toString()
  const response = await b.request(authorizeUrl)
  return { response, codeVerifier, state }
}

/** Follows redirects (with cookies) until one leaves for the web app's /login; returns that URL. */
export const followToCallback = async (h: IdpEndpoints, b: Browser, response: Response): Promise<URL> => {
  let current = response
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location')
    if (!location) throw new Error(`expected a redirect, got ${current.status}: ${await current.text()}`)
    const next = new URL(location, h.url)
    if (next.pathname === '/login') return next
    current = await b.request(next)
  }
  throw new Error('too many redirects')
}

/** Exchanges the code at the token endpoint as the public client (PKCE, no secret). */
export const exchangeCode = async (h: IdpEndpoints, callback: URL, codeVerifier: string, state: string) => {
  const { as, client, redirectUri } = await discover(h)
  const params = oauth.validateAuthResponse(as, client, callback, state)
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri,
    codeVerifier,
    insecure,
  )
  return oauth.processAuthorizationCodeResponse(as, client, response)
}

/** The whole interactive sign-in: authorize, login page, credentials, code, tokens. */
export const signIn = async (h: IdpTestServer, b: Browser, email: string, password: string) => {
  const { response, codeVerifier, state } = await startAuthorization(h, b)
  const interactionUrl = new URL(response.headers.get('location')!, h.url)
  const page = await b.request(interactionUrl)
  if (page.status !== 200) throw new Error(`login page answered ${page.status}`)
  const posted = await b.postForm(`${interactionUrl.href}/login`, { email, password })
  if (posted.status !== 303) throw new Error(`sign-in answered ${posted.status}: ${await posted.text()}`)
  const callback = await followToCallback(h, b, posted)
  return exchangeCode(h, callback, codeVerifier, state)
}

/** The link in the newest mail to `to`, and that mail. */
export const latestPasswordLink = async (h: Pick<IdpTestServer, 'db'>, to: string) => {
  const rows = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
  const mail = rows[0]
  const match = mail?.text.match(/https?:\/\/\S+\/idp\/password\/([A-Za-z0-9_-]+)/)
  return { mail, link: match?.[0], changePasswordId: match?.[1] }
}

/** Posts the set-password form at `link` (confirm defaults to the password), expects `status`, returns the page. */
export const submitNewPassword = async (
  b: Browser,
  link: string,
  status: number,
  password: string,
  confirm: string = password,
) => {
  const response = await b.postForm(link, { password, confirm })
  expect(response.status).toBe(status)
  return response.text()
}
