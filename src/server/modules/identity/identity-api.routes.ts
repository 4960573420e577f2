// /api/identity: the identity calls of the registration screen and the forgotten-password link, for the browser,
// a public client that holds neither a client secret nor the identity API key. Each call is rate-limited per client
// address and per e-mail (buckets in the database, shared by every server process). The look-up and the
// forgotten-password call answer the same for every address, with or without an account; only registration says
// which it was, because its screen must (docs/identity.md).
import * as Schema from 'effect/Schema'
import { type Context, Hono } from 'hono'
import type { Logger } from 'pino'
import { RegistrationAnswer } from '#domain/registration'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid, TooManyRequests } from '../../http/errors.ts'
import type { IdentityProvider } from '../../idp/identity.ts'
import { clientAddress, hitRateLimit, IDENTITY_LIMITS, type RateLimitResult } from '../../idp/rate-limit.ts'
import { EmailAddress } from '../../idp/validation.ts'
import { registerForReview } from './registration.service.ts'

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

/**
 * The look-up's and forgotten-password call's one answer, whatever the address: telling them apart would let
 * anyone find out who has an account.
 */
const SAME_FOR_EVERY_ADDRESS = {} as const
const SameForEveryAddress = Schema.Struct({})

const tag = 'Sign-in'
const LIMITED =
  'Rate-limited per client address and per e-mail address: 429 with Retry-After (seconds) when over the limit.'

export const identityApiRoutes = (deps: IdentityApiDeps) => {
  const { config, db, identity } = deps
  const routes = new Hono<AppEnv>()

  const refuse = (c: Context, result: RateLimitResult) => {
    c.header('Retry-After', String(result.retryAfterSeconds))
    throw TooManyRequests(TOO_MANY_IDENTITY_REQUESTS)
  }
  /** Counts the call against the caller's address (before reading the body, so junk counts too). */
  const limitAddress = async (c: Context) => {
    const result = await hitRateLimit(db, IDENTITY_LIMITS.perIp, clientAddress(c, config.trustedProxies))
    if (!result.allowed) refuse(c, result)
  }
  const limitEmail = async (c: Context, email: string) => {
    const result = await hitRateLimit(db, IDENTITY_LIMITS.perEmail, email)
    if (!result.allowed) refuse(c, result)
  }
  const checkApplication = (applicationId: string) => {
    if (applicationId !== config.identity.applicationId) throw Invalid('The application id is not known.')
  }

  /** Counts every call against its address first, before its input is read, so junk counts too. */
  const countAddress = async (c: Context, next: () => Promise<void>) => {
    await limitAddress(c)
    await next()
  }

  // Validated and counted like the other calls, but the identity provider is not asked: there is nothing an
  // answer may say, and asking would take longer for some addresses than for others.
  routes.get(
    '/user',
    countAddress,
    described(
      {
        summary: 'Look an e-mail address up (answers the same for every address)',
        description: `The answer is the same with or without an account, so it tells no one who has one. ${LIMITED}`,
        tag,
        auth: 'none',
        query: UserQuery,
        responses: { 200: SameForEveryAddress },
        errors: [429],
      },
      async (c, { query }) => {
        await limitEmail(c, query.email)
        return c.json(SAME_FOR_EVERY_ADDRESS)
      },
    ),
  )

  routes.post(
    '/user/registration',
    countAddress,
    described(
      {
        summary: 'Register an e-mail address for a working practice review',
        description:
          "`registered`: a new account, with a set-password e-mail; `invitationResent`: the account's password was " +
          `never set and its invitation went again; \`alreadyRegistered\`: its owner should sign in. ${LIMITED}`,
        tag,
        auth: 'none',
        body: RegistrationBody,
        responses: { 200: RegistrationAnswer },
        errors: [429],
      },
      async (c, { body }) => {
        checkApplication(body.registration.applicationId)
        await limitEmail(c, body.user.email)
        const outcome = await registerForReview({
          db,
          identity: identity.api,
          email: body.user.email,
          applicationId: body.registration.applicationId,
        })
        return c.json({ outcome } satisfies RegistrationAnswer)
      },
    ),
  )

  routes.post(
    '/user/forgot-password',
    countAddress,
    described(
      {
        summary: 'Send a set-password e-mail to an address with an account (answers the same for every address)',
        description: `A mail goes only to an address with an account; the answer is the same either way. ${LIMITED}`,
        tag,
        auth: 'none',
        body: ForgotPasswordBody,
        responses: { 200: SameForEveryAddress },
        errors: [429],
      },
      async (c, { body }) => {
        checkApplication(body.applicationId)
        await limitEmail(c, body.loginId)
        // A mail goes only to an address with an account; the answer is the same either way, and never carries the
        // changePasswordId (whoever holds it can choose the account's password).
        await identity.api.forgotPassword({ loginId: body.loginId, applicationId: body.applicationId })
        return c.json(SAME_FOR_EVERY_ADDRESS)
      },
    ),
  )

  return routes
}
