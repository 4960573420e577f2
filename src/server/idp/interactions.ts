// The embedded provider's own pages: the sign-in interaction, forgotten password and set password.
//
// Forgery protection: an interaction is found through oidc-provider's interaction cookie (signed, httpOnly,
// SameSite=Lax, scoped to the interaction's path) and must match the uid in the URL, so another site cannot
// post a sign-in into someone's interaction; every form post also refuses a foreign Origin. The set-password
// form is guarded by its secret, single-use changePasswordId.

import type { HttpBindings } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { errors, type default as Provider } from 'oidc-provider'
import type { Logger } from 'pino'
import { isEmailAddress } from '#domain/email'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { completePasswordChange, findAccountByChangePasswordId, verifyCredentials } from './accounts.ts'
import { revokeAccountArtifacts } from './adapter.ts'
import type { EmbeddedIdentityApi } from './embedded-api.ts'
import {
  forgotPasswordPage,
  IDP_MESSAGES,
  loginPage,
  messagePage,
  type Page,
  PRODUCT_NAME,
  setPasswordPage,
  tryAgainInMessage,
} from './pages.ts'
import {
  beginSignInAttempt,
  clientAddress,
  FORGOT_PAGE_LIMITS,
  hitRateLimit,
  signInFailed,
  signInSucceeded,
} from './rate-limit.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation.ts'

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

export type InteractionDeps = {
  readonly provider: Provider
  readonly config: Config
  readonly db: Database
  readonly logger: Logger
  readonly api: EmbeddedIdentityApi
  /** The browser-facing path of the provider (the issuer's path, e.g. /idp). */
  readonly basePath: string
  readonly supportedScopes: ReadonlySet<string>
  readonly supportedClaims: ReadonlySet<string>
  /** A new password ends the person's sign-in sessions of the portal too, not only the provider's own. */
  readonly onPasswordChanged: (email: string) => Promise<void>
}

type Status = 200 | 400 | 401 | 403 | 404 | 410 | 429

/** Sends one of our pages with headers that keep it out of frames and caches. */
export const sendPage = (c: Context, page: Page, status: Status = 200) => {
  c.header('Content-Security-Policy', page.csp)
  c.header('Cache-Control', 'no-store')
  c.header('X-Frame-Options', 'DENY')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'same-origin')
  return c.html(page.html, status)
}

export const nodeBindings = (c: Context): HttpBindings => {
  const env = c.env as Partial<HttpBindings> | undefined
  if (!env?.incoming || !env.outgoing) throw new Error('The embedded identity provider needs @hono/node-server.')
  return env as HttpBindings
}

const INTERACTION_UID = /^[A-Za-z0-9_-]{10,64}$/

const formString = (value: unknown) => (typeof value === 'string' ? value : '')

export const interactionRoutes = (deps: InteractionDeps) => {
  const { provider, config, db, logger, api, basePath } = deps
  const publicOrigin = new URL(config.publicUrl).origin
  const formAction = `'self' ${publicOrigin}`
  const signInUrl = `${config.publicUrl}/login`
  const routes = new Hono()

  const expiredInteraction = (c: Context) =>
    sendPage(
      c,
      messagePage({
        title: 'Sign in',
        message: IDP_MESSAGES.sessionExpired,
        linkHref: signInUrl,
        linkText: 'Start again',
        tone: 'alert',
      }),
      400,
    )

  /** Form posts must come from our own pages (a missing or opaque Origin is left to the other checks). */
  const foreignOrigin = (c: Context) => {
    const origin = c.req.header('origin')
    if (!origin || origin === 'null') return false
    return origin !== publicOrigin && origin !== new URL(c.req.url).origin
  }

  const refuseForeign = (c: Context) =>
    sendPage(
      c,
      messagePage({ title: 'Request refused', message: 'This form was sent from another site.', tone: 'alert' }),
      403,
    )

  /** The interaction named by the URL, found through its cookie; null when it is missing, expired or another one. */
  const loadInteraction = async (c: Context): Promise<Interaction | null> => {
    const uid = c.req.param('uid') ?? ''
    if (!INTERACTION_UID.test(uid)) return null
    const { incoming, outgoing } = nodeBindings(c)
    try {
      const interaction = await provider.interactionDetails(incoming, outgoing)
      return interaction.uid === uid ? interaction : null
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null
      throw error
    }
  }

  /**
   * Our client is first-party: consent is given on the user's behalf, for what was asked within what we support.
   * Returns the id of the grant to hand to oidc-provider (null for any other client: none is registered).
   */
  const grantConsent = async (interaction: Interaction, accountId: string): Promise<string | null> => {
    const clientId = String(interaction.params.client_id ?? '')
    if (clientId !== config.identity.clientId) return null
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined
    const grant =
      existing && existing.accountId === accountId && existing.clientId === clientId
        ? existing
        : new provider.Grant({ accountId, clientId })
    const scopes = String(interaction.params.scope ?? '')
      .split(' ')
      .filter((scope) => deps.supportedScopes.has(scope))
    if (scopes.length > 0) grant.addOIDCScope(scopes)
    const claims = requestedClaims(interaction.params.claims).filter((claim) => deps.supportedClaims.has(claim))
    const missing = interaction.prompt.details.missingOIDCClaims
    if (Array.isArray(missing)) claims.push(...missing.filter((claim) => deps.supportedClaims.has(String(claim))))
    if (claims.length > 0) grant.addOIDCClaims(claims)
    const missingResources = interaction.prompt.details.missingResourceScopes
    if (missingResources && typeof missingResources === 'object')
      for (const [indicator, resourceScopes] of Object.entries(missingResources as Record<string, string[]>))
        grant.addResourceScope(indicator, resourceScopes)
    return grant.save()
  }

  const finish = async (c: Context, result: Parameters<Provider['interactionResult']>[2]) => {
    const { incoming, outgoing } = nodeBindings(c)
    const returnTo = await provider.interactionResult(incoming, outgoing, result, { mergeWithLastSubmission: false })
    return c.redirect(returnTo, 303)
  }

  const refused = { error: 'access_denied', error_description: 'This sign-in request cannot be completed here.' }

  const loginAction = (uid: string) => `${basePath}/interaction/${uid}/login`
  // The e-mail is not carried over in the query string: it would end up in access logs.
  const forgotHref = (uid: string) => `${basePath}/forgot-password?uid=${encodeURIComponent(uid)}`

  routes.get('/interaction/:uid', async (c) => {
    const interaction = await loadInteraction(c)
    if (!interaction) return expiredInteraction(c)
    const { uid } = interaction
    switch (interaction.prompt.name) {
      case 'login': {
        const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined
        return sendPage(
          c,
          loginPage({ action: loginAction(uid), forgotHref: forgotHref(uid), formAction, email: hint }),
        )
      }
      case 'consent': {
        const accountId = interaction.session?.accountId
        if (!accountId) return expiredInteraction(c)
        const grantId = await grantConsent(interaction, accountId)
        return grantId ? finish(c, { consent: { grantId } }) : finish(c, refused)
      }
      default:
        return finish(c, refused)
    }
  })

  routes.post('/interaction/:uid/login', async (c) => {
    if (foreignOrigin(c)) return refuseForeign(c)
    const interaction = await loadInteraction(c)
    if (!interaction) return expiredInteraction(c)
    const { uid } = interaction
    if (interaction.prompt.name !== 'login') return c.redirect(`${basePath}/interaction/${uid}`, 303)

    const form = await c.req.parseBody()
    const email = formString(form.email).trim()
    const password = formString(form.password)
    const page = (status: Status, fields: { error?: string; emailError?: string; passwordError?: string }) =>
      sendPage(
        c,
        loginPage({ action: loginAction(uid), forgotHref: forgotHref(uid), formAction, email, ...fields }),
        status,
      )
    if (!email || !password)
      return page(400, {
        emailError: email ? undefined : IDP_MESSAGES.enterEmail,
        passwordError: password ? undefined : IDP_MESSAGES.enterPassword,
      })

    const ip = clientAddress(c, config.trustedProxies)
    const gate = await beginSignInAttempt(db, email, ip)
    if (!gate.allowed) {
      c.header('Retry-After', String(gate.retryAfterSeconds))
      const error = gate.by === 'account' ? tryAgainInMessage(gate.retryAfterSeconds) : IDP_MESSAGES.tooManyAttempts
      return page(429, { error })
    }

    const account = password.length <= PASSWORD_MAX_LENGTH ? await verifyCredentials(db, email, password) : null
    if (!account) {
      await signInFailed(db, ip)
      // The same answer for an unknown e-mail and a wrong password; the e-mail stays in the field.
      return page(401, { error: IDP_MESSAGES.wrongCredentials })
    }
    await signInSucceeded(db, email, ip)
    const grantId = await grantConsent(interaction, account.id)
    if (!grantId) return finish(c, refused)
    return finish(c, { login: { accountId: account.id, amr: ['pwd'] }, consent: { grantId } })
  })

  // ---- Forgotten password: sends a set-password link; never says whether the e-mail has an account ----

  const backHref = (uid: string | undefined) =>
    uid && INTERACTION_UID.test(uid) ? `${basePath}/interaction/${uid}` : signInUrl
  const forgotAction = (uid: string | undefined) =>
    `${basePath}/forgot-password${uid && INTERACTION_UID.test(uid) ? `?uid=${encodeURIComponent(uid)}` : ''}`

  routes.get('/forgot-password', (c) => {
    const uid = c.req.query('uid')
    return sendPage(
      c,
      forgotPasswordPage({
        action: forgotAction(uid),
        formAction,
        backHref: backHref(uid),
      }),
    )
  })

  routes.post('/forgot-password', async (c) => {
    if (foreignOrigin(c)) return refuseForeign(c)
    const uid = c.req.query('uid')
    const form = await c.req.parseBody()
    const email = formString(form.email).trim()
    const page = (status: Status, fields: { error?: string; emailError?: string; sentTo?: string }) =>
      sendPage(
        c,
        forgotPasswordPage({ action: forgotAction(uid), formAction, backHref: backHref(uid), email, ...fields }),
        status,
      )
    if (!email) return page(400, { emailError: IDP_MESSAGES.enterEmail })
    if (!isEmailAddress(email)) return page(400, { emailError: IDP_MESSAGES.invalidEmail })
    const limits = await Promise.all([
      hitRateLimit(db, FORGOT_PAGE_LIMITS.perIp, clientAddress(c, config.trustedProxies)),
      hitRateLimit(db, FORGOT_PAGE_LIMITS.perEmail, email),
    ])
    if (limits.some((l) => !l.allowed)) return page(429, { error: IDP_MESSAGES.tooManyAttempts })
    await api.forgotPassword({ loginId: email, applicationId: config.identity.applicationId })
    return page(200, { sentTo: email })
  })

  // ---- Set password through a changePasswordId (registration and forgotten password) ----

  const expiredLink = (c: Context) =>
    sendPage(
      c,
      messagePage({
        title: 'Link expired',
        message: `${IDP_MESSAGES.linkExpired} You can ask for a new one.`,
        linkHref: `${basePath}/forgot-password`,
        linkText: 'Send me a new link',
        tone: 'alert',
      }),
      410,
    )

  routes.get('/password/:changePasswordId', async (c) => {
    const id = c.req.param('changePasswordId')
    const account = await findAccountByChangePasswordId(db, id)
    if (!account) return expiredLink(c)
    return sendPage(
      c,
      setPasswordPage({ action: `${basePath}/password/${encodeURIComponent(id)}`, formAction, email: account.email }),
    )
  })

  routes.post('/password/:changePasswordId', async (c) => {
    if (foreignOrigin(c)) return refuseForeign(c)
    const id = c.req.param('changePasswordId')
    const account = await findAccountByChangePasswordId(db, id)
    if (!account) return expiredLink(c)
    const form = await c.req.parseBody()
    const password = formString(form.password)
    const confirm = formString(form.confirm)
    const passwordError =
      password.length < PASSWORD_MIN_LENGTH
        ? IDP_MESSAGES.passwordTooShort
        : password.length > PASSWORD_MAX_LENGTH
          ? IDP_MESSAGES.passwordTooLong
          : undefined
    const confirmError = passwordError
      ? undefined
      : !confirm
        ? IDP_MESSAGES.confirmPassword
        : confirm !== password
          ? IDP_MESSAGES.passwordsDiffer
          : undefined
    if (passwordError || confirmError)
      return sendPage(
        c,
        setPasswordPage({
          action: `${basePath}/password/${encodeURIComponent(id)}`,
          formAction,
          email: account.email,
          error: passwordError ?? confirmError,
          passwordError,
          confirmError,
        }),
        400,
      )
    const updated = await completePasswordChange(db, id, password)
    if (!updated) return expiredLink(c)
    // A new password ends the sessions and tokens signed in with the old one: the provider's and the portal's.
    await revokeAccountArtifacts(db, updated.id)
    await deps.onPasswordChanged(updated.email)
    logger.info({ accountId: updated.id }, 'identity: password set')
    return sendPage(
      c,
      messagePage({
        title: 'Your password has been set',
        message: `You can now sign in to ${PRODUCT_NAME} with your email address and new password.`,
        linkHref: signInUrl,
        linkText: 'Sign in',
        tone: 'notice',
      }),
    )
  })

  return routes
}

/** Claim names asked for through the `claims` authorization parameter. */
const requestedClaims = (claimsParam: unknown): string[] => {
  if (typeof claimsParam !== 'string') return []
  try {
    const parsed = JSON.parse(claimsParam) as { id_token?: object; userinfo?: object }
    return [...Object.keys(parsed.id_token ?? {}), ...Object.keys(parsed.userinfo ?? {})]
  } catch {
    return []
  }
}
