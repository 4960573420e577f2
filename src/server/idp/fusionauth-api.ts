// A FusionAuth-compatible identity API on the embedded provider, mounted at /idp/api, so that a FusionAuth
// server can replace ours by configuration (IDENTITY_API_URL): same paths, request and response shapes, and
// status codes (404 for "not found or wrong password", 400 with fieldErrors, 401 without a valid API key).
import { timingSafeEqual } from 'node:crypto'
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import { type Context, Hono } from 'hono'
import { MESSAGES } from '#domain/messages'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { AppError } from '../http/errors.ts'
import type { Account } from './accounts.ts'
import { ACCOUNT_EXISTS_MESSAGE, type EmbeddedIdentityApi, toIdentityUser } from './embedded-api.ts'
import { beginSignInAttempt, clientAddress, signInFailed, signInSucceeded } from './rate-limit.ts'

type FieldError = { code: string; message: string }
type ErrorBody = { fieldErrors?: Record<string, FieldError[]>; generalErrors?: FieldError[] }

const fail = (c: Context, status: 400 | 429, body: ErrorBody) => c.json(body, status)

const LoginBody = Schema.Struct({
  loginId: Schema.String,
  password: Schema.String,
  applicationId: Schema.optionalKey(Schema.String),
})

const RegistrationBody = Schema.Struct({
  registration: Schema.Struct({ applicationId: Schema.String }),
  sendSetPasswordEmail: Schema.optionalKey(Schema.Boolean),
  user: Schema.Struct({ email: Schema.String }),
})

const ForgotPasswordBody = Schema.Struct({
  applicationId: Schema.optionalKey(Schema.String),
  loginId: Schema.String,
  sendForgotPasswordEmail: Schema.optionalKey(Schema.Boolean),
})

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Decodes like FusionAuth: unknown properties are ignored, errors come back as fieldErrors. */
const decode = async <S extends Schema.Decoder<unknown>>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: S['Type'] } | { ok: false; response: Response }> => {
  let input: unknown
  try {
    input = await c.req.json()
  } catch {
    return {
      ok: false,
      response: fail(c, 400, {
        generalErrors: [{ code: '[invalidJSON]', message: 'The request body is not valid JSON.' }],
      }),
    }
  }
  const result = Schema.decodeUnknownResult(schema, { errors: 'all' })(input)
  if (Result.isSuccess(result)) return { ok: true, value: result.success }
  const fieldErrors: Record<string, FieldError[]> = {}
  for (const issue of formatIssues(result.failure.issue).issues) {
    const path = issue.path?.map(String).join('.') || 'request'
    const code = issue.message === 'Missing key' ? `[blank]${path}` : `[invalid]${path}`
    fieldErrors[path] = [...(fieldErrors[path] ?? []), { code, message: issue.message }]
  }
  return { ok: false, response: fail(c, 400, { fieldErrors }) }
}

const constantEquals = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export type FusionAuthApiDeps = {
  config: Config
  db: Database
  api: EmbeddedIdentityApi
  apiKey: string
  /** Signs FusionAuth's login `token`: an identity token for our client (verifyIdentityToken accepts it). */
  issueLoginToken(account: Account): Promise<string>
}

export const fusionAuthApiRoutes = (deps: FusionAuthApiDeps) => {
  const { config, db, api } = deps
  const routes = new Hono()

  // Every call except login needs the API key, sent as FusionAuth does: `Authorization: <key>`.
  routes.use('*', async (c, next) => {
    if (c.req.path.endsWith('/api/login') && c.req.method === 'POST') return next()
    const key = c.req.header('authorization') ?? ''
    if (!constantEquals(key, deps.apiKey)) return c.body(null, 401)
    return next()
  })

  routes.post('/login', async (c) => {
    const body = await decode(c, LoginBody)
    if (!body.ok) return body.response
    const { loginId, password, applicationId } = body.value
    const ip = clientAddress(c, config.trustedProxies)
    const gate = await beginSignInAttempt(db, loginId, ip)
    if (!gate.allowed) {
      c.header('Retry-After', String(gate.retryAfterSeconds))
      return fail(c, 429, {
        generalErrors: [{ code: '[TooManyRequests]', message: 'Too many failed sign-in attempts.' }],
      })
    }
    const account = await api.login({ loginId, password })
    if (!account) {
      await signInFailed(db, ip)
      // FusionAuth: 404 "the user was not found or the password was incorrect", no body.
      return c.body(null, 404)
    }
    await signInSucceeded(db, loginId, ip)
    const user = toIdentityUser(account)
    // FusionAuth returns a token when the user is registered for the application asked for.
    if (applicationId !== config.identity.applicationId) return c.json({ user })
    return c.json({ user, token: await deps.issueLoginToken(account) })
  })

  routes.get('/user', async (c) => {
    const email = c.req.query('email')?.trim()
    if (!email)
      return fail(c, 400, { fieldErrors: { email: [{ code: '[blank]email', message: 'Required parameter email.' }] } })
    const user = await api.findUserByEmail(email)
    return user ? c.json({ user }) : c.body(null, 404)
  })

  routes.post('/user/registration', async (c) => {
    const body = await decode(c, RegistrationBody)
    if (!body.ok) return body.response
    const email = body.value.user.email.trim()
    const { applicationId } = body.value.registration
    if (!EMAIL.test(email) || email.length > 254)
      return fail(c, 400, {
        fieldErrors: { 'user.email': [{ code: '[notEmail]user.email', message: MESSAGES.emailInvalid }] },
      })
    if (applicationId !== config.identity.applicationId)
      return fail(c, 400, {
        fieldErrors: {
          'registration.applicationId': [
            { code: '[invalid]registration.applicationId', message: 'The application does not exist.' },
          ],
        },
      })
    try {
      const { user, changePasswordId } = await api.register({ email, applicationId })
      return c.json({ user, registration: { applicationId, verified: user.verified }, changePasswordId })
    } catch (error) {
      if (error instanceof AppError && error.status === 409)
        return fail(c, 400, {
          fieldErrors: { 'user.email': [{ code: '[duplicate]user.email', message: ACCOUNT_EXISTS_MESSAGE }] },
        })
      throw error
    }
  })

  routes.post('/user/forgot-password', async (c) => {
    const body = await decode(c, ForgotPasswordBody)
    if (!body.ok) return body.response
    const { loginId } = body.value
    const applicationId = body.value.applicationId ?? config.identity.applicationId
    const result = await api.forgotPassword({ loginId: loginId.trim(), applicationId })
    return result ? c.json({ changePasswordId: result.changePasswordId }) : c.body(null, 404)
  })

  routes.all('*', (c) => c.body(null, 404))
  return routes
}
