// /api/identity: the identity calls of spec part 1 §7 for the browser, a public client that holds neither a
// client secret nor the identity API key. Each call is rate-limited per client address and per e-mail (buckets in
// the database, shared by every server process) and answers as little as the registration screen needs.
import * as Schema from 'effect/Schema'
import { type Context, Hono } from 'hono'
import type { Logger } from 'pino'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { decodeBody, decodeQuery } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid, NotFound, TooManyRequests } from '../../http/errors.ts'
import type { IdentityProvider, IdentityUser } from '../../idp/identity.ts'
import { clientAddress, hitRateLimit, IDENTITY_LIMITS, type RateLimitResult } from '../../idp/rate-limit.ts'
import { EmailAddress } from '../../idp/validation.ts'
import { enrolOneOffContractor } from '../actors/one-off-contractor.service.ts'

export type IdentityApiDeps = {
  readonly config: Config
  readonly db: Database
  readonly identity: IdentityProvider
  readonly logger: Logger
}

export const TOO_MANY_IDENTITY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.'

const UserQuery = Schema.Struct({ email: EmailAddress })

const RegistrationBody = Schema.Struct({
  registration: Schema.Struct({ applicationId: Schema.String }),
  sendSetPasswordEmail: Schema.optionalKey(Schema.Boolean),
  user: Schema.Struct({ email: EmailAddress }),
})

const ForgotPasswordBody = Schema.Struct({
  applicationId: Schema.String,
  loginId: EmailAddress,
})

/** What the browser may know of a user. */
const publicUser = (user: IdentityUser) => ({ id: user.id, email: user.email, verified: user.verified })

export const identityApiRoutes = (deps: IdentityApiDeps) => {
  const { config, db, identity } = deps
  const routes = new Hono<AppEnv>()

  const refuse = (c: Context, result: RateLimitResult) => {
    c.header('Retry-After', String(result.retryAfterSeconds))
    throw TooManyRequests(TOO_MANY_IDENTITY_REQUESTS)
  }
  /** Counts the call against the caller's address (before reading the body, so junk counts too). */
  const limitAddress = async (c: Context) => {
    const result = await hitRateLimit(db, IDENTITY_LIMITS.perIp, clientAddress(c))
    if (!result.allowed) refuse(c, result)
  }
  const limitEmail = async (c: Context, email: string) => {
    const result = await hitRateLimit(db, IDENTITY_LIMITS.perEmail, email)
    if (!result.allowed) refuse(c, result)
  }
  const checkApplication = (applicationId: string) => {
    if (applicationId !== config.identity.applicationId) throw Invalid('The application id is not known.')
  }

  routes.get('/user', async (c) => {
    await limitAddress(c)
    const { email } = decodeQuery(c, UserQuery)
    await limitEmail(c, email)
    const user = await identity.api.findUserByEmail(email)
    if (!user) throw NotFound('An account with this email address')
    return c.json({ user: publicUser(user) })
  })

  routes.post('/user/registration', async (c) => {
    await limitAddress(c)
    const body = await decodeBody(c, RegistrationBody)
    checkApplication(body.registration.applicationId)
    await limitEmail(c, body.user.email)
    // The identity API answers a changePasswordId too. It is NOT passed on: whoever holds it can choose the
    // account's password, so it travels only in the set-password e-mail to the address's owner.
    const { user } = await identity.api.register({
      email: body.user.email,
      applicationId: body.registration.applicationId,
    })
    // /register is the working practice review's door: the new person is a one-off contractor.
    await enrolOneOffContractor(db, user.email)
    return c.json({ user: publicUser(user) })
  })

  routes.post('/user/forgot-password', async (c) => {
    await limitAddress(c)
    const body = await decodeBody(c, ForgotPasswordBody)
    checkApplication(body.applicationId)
    await limitEmail(c, body.loginId)
    const result = await identity.api.forgotPassword({ loginId: body.loginId, applicationId: body.applicationId })
    if (!result) throw NotFound('An account with this email address')
    // Never the changePasswordId (see registration above).
    return c.json({})
  })

  return routes
}
