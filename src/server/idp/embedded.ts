// The embedded OpenID Connect provider (oidc-provider) mounted at /idp, with local accounts, our own sign-in
// pages, a FusionAuth-compatible identity API under /idp/api and the in-process IdentityApi.
import type { IncomingMessage } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono } from 'hono'
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { refuseDeclaredTooLarge } from '../http/body-limit.ts'
import { Unauthorized } from '../http/errors.ts'
import { securityHeaderValues } from '../http/security-headers.ts'
import { type Account, findAccountById } from './accounts.ts'
import { drizzleAdapter, pruneExpiredPayloads } from './adapter.ts'
import { createEmbeddedIdentityApi } from './embedded-api.ts'
import { fusionAuthApiRoutes } from './fusionauth-api.ts'
import type { IdentityProvider, VerifiedIdentity } from './identity.ts'
import { interactionRoutes, nodeBindings } from './interactions.ts'
import { loadApiKey, loadCookieKeys, loadSigningKeys, SIGNING_ALG } from './keys.ts'
import { logoutPage, messagePage, PRODUCT_NAME } from './pages.ts'

/** Where app.ts mounts `routes`. */
export const IDP_MOUNT_PATH = '/idp'

export const IDP_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const
const CLAIMS = { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] }

const SESSION_MESSAGE = 'Your session has expired. Please log in again to continue.'
const DAY = 24 * 60 * 60

/** The embedded provider, plus what tests and the FusionAuth-style API need beyond IdentityProvider. */
export type EmbeddedIdentityProvider = IdentityProvider & {
  readonly provider: Provider
  /** The key /idp/api expects in `Authorization`. */
  readonly apiKey: string
}

export const createEmbeddedIdentityProvider = async (deps: {
  config: Config
  db: Database
  logger: Logger
  onPasswordChanged: (email: string) => Promise<void>
}): Promise<EmbeddedIdentityProvider> => {
  const { config, db, logger, onPasswordChanged } = deps
  const issuer = `${config.publicUrl}${IDP_MOUNT_PATH}`
  const basePath = new URL(issuer).pathname.replace(/\/$/, '')
  const publicOrigin = new URL(config.publicUrl).origin
  const clientId = config.identity.clientId
  const signInUrl = `${config.publicUrl}/login`

  const [signing, cookieKeys, apiKey] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db), loadApiKey(db)])

  const sendHtml = (ctx: KoaContextWithOIDC, page: { html: string; csp: string }) => {
    ctx.set('Content-Security-Policy', page.csp)
    ctx.set('Cache-Control', 'no-store')
    ctx.set('X-Frame-Options', 'DENY')
    ctx.type = 'html'
    ctx.body = page.html
  }

  const configuration: Configuration = {
    adapter: drizzleAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [signInUrl],
        post_logout_redirect_uris: [signInUrl],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
      },
    ],
    jwks: signing.privateJwks as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: CLAIMS,
    scopes: [...IDP_SCOPES],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The id token carries the scope's claims (e-mail) even though an access token for userinfo is issued too.
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.verified,
          ...(account.firstName ? { given_name: account.firstName } : {}),
          ...(account.lastName ? { family_name: account.lastName } : {}),
        }),
      }
    },
    interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      // Exchanged for a sign-in session the moment the browser has it (docs/sessions.md).
      IdToken: 10 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated refresh token of our public client keeps the lifetime of the one it replaces.
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL
        return 14 * DAY
      },
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // With an id_token_hint of the signed-in user (our web app's sign-out) the page submits itself: no extra
        // click. Otherwise (a bare link to the end-session endpoint) it asks first.
        logoutSource: async (ctx, form) => {
          const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint
          const accountId = ctx.oidc.session?.accountId
          const auto = Boolean(accountId && hint?.payload?.sub === accountId)
          sendHtml(ctx, logoutPage({ form, auto, formAction: `'self' ${publicOrigin}` }))
        },
        postLogoutSuccessSource: async (ctx) => {
          sendHtml(
            ctx,
            messagePage({
              title: 'You have signed out',
              message: `You have signed out of ${PRODUCT_NAME}.`,
              linkHref: signInUrl,
              linkText: 'Sign in again',
              tone: 'notice',
            }),
          )
        },
      },
    },
    renderError: async (ctx, out) => {
      sendHtml(
        ctx,
        messagePage({
          title: 'Sign-in problem',
          message:
            out.error === 'invalid_request' && /interaction|session/i.test(out.error_description ?? '')
              ? 'Your sign-in session has expired. Please start again.'
              : `The sign-in request could not be completed (${out.error_description ?? out.error}).`,
          linkHref: signInUrl,
          linkText: 'Back to sign in',
          tone: 'alert',
        }),
      )
    },
  }

  const provider = new Provider(issuer, configuration)
  // Behind a TLS-terminating proxy (an https public URL), trust its X-Forwarded-* headers for URLs and cookies.
  if (config.publicUrl.startsWith('https:')) provider.proxy = true
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'))

  const api = createEmbeddedIdentityApi({ config, db })
  const publicKeys = createLocalJWKSet(signing.publicJwks)
  const signingJwk = signing.privateJwks.keys[0]!
  const signingKey = await importJWK(signingJwk, SIGNING_ALG)

  const issueLoginToken = (account: Account) =>
    new SignJWT({
      email: account.email,
      email_verified: account.verified,
      applicationId: config.identity.applicationId,
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: signingJwk.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(account.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey)

  const routes = new Hono()
  routes.route('/api', fusionAuthApiRoutes({ config, db, api, apiKey, issueLoginToken }))
  routes.route(
    '/',
    interactionRoutes({
      provider,
      config,
      db,
      logger,
      api,
      basePath,
      supportedScopes: new Set(IDP_SCOPES),
      supportedClaims: new Set(Object.values(CLAIMS).flat()),
      onPasswordChanged,
    }),
  )
  // Everything else is oidc-provider's: discovery, authorize, token, jwks, userinfo, end session.
  const callback = provider.callback()
  // oidc-provider writes to the Node response itself, past the app's header middleware: the defaults go on first.
  const securityHeaders = Object.entries(securityHeaderValues(config))
  routes.all('*', async (c) => {
    // oidc-provider reads Node's request itself (and stops at its own 56 KB): a declared length past ours stops here.
    refuseDeclaredTooLarge(c)
    const { incoming, outgoing } = nodeBindings(c)
    for (const [name, value] of securityHeaders) outgoing.setHeader(name, value)
    const url = incoming.url ?? '/'
    ;(incoming as IncomingMessage & { originalUrl?: string }).originalUrl = url
    const rest = url.startsWith(IDP_MOUNT_PATH) ? url.slice(IDP_MOUNT_PATH.length) : url
    incoming.url = rest.startsWith('/') ? rest : `/${rest}`
    await callback(incoming, outgoing)
    return RESPONSE_ALREADY_SENT
  })

  const verifyIdentityToken = async (token: string): Promise<VerifiedIdentity> => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
    try {
      ;({ payload } = await jwtVerify(token, publicKeys, {
        issuer,
        audience: clientId,
        algorithms: [SIGNING_ALG],
        requiredClaims: ['sub', 'exp', 'iat'],
      }))
    } catch {
      throw Unauthorized(SESSION_MESSAGE)
    }
    const subject = String(payload.sub)
    const issuedAt = Number(payload.iat)
    if (typeof payload.email === 'string' && payload.email) return { subject, email: payload.email, issuedAt }
    // A token asked for without the email scope: the account knows the address.
    const account = await findAccountById(db, subject)
    if (!account) throw Unauthorized(SESSION_MESSAGE)
    return { subject, email: account.email, issuedAt }
  }

  const cleanup = setInterval(
    () => {
      pruneExpiredPayloads(db).catch((error) => logger.warn({ err: error }, 'identity: pruning expired rows failed'))
    },
    10 * 60 * 1000,
  )
  cleanup.unref()

  return {
    issuer,
    routes,
    verifyIdentityToken,
    api,
    provider,
    apiKey,
    close: async () => clearInterval(cleanup),
  }
}
