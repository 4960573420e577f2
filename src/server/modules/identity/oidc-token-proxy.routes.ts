// For an external identity provider that requires a client secret, the browser (a public client that
// holds no secret) exchanges its code here; the server adds the secret and forwards the request.
import { Hono } from 'hono'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { Invalid, NotFound } from '../../http/errors.ts'

const FORWARDED = ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'refresh_token', 'client_id'] as const
const GRANTS = ['authorization_code', 'refresh_token']

export const TOKEN_PROXY_PATH = '/api/identity/oidc/token'

const tokenEndpointOf = async (issuer: string) => {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`)
  const endpoint = ((await response.json()) as { token_endpoint?: unknown }).token_endpoint
  if (typeof endpoint !== 'string') throw new Error(`OpenID discovery at ${issuer} has no token_endpoint`)
  return endpoint
}

export const oidcTokenProxyRoutes = (deps: AppDeps) => {
  const { externalIssuer, clientId, clientSecret } = deps.config.identity
  let tokenEndpoint: Promise<string> | null = null
  return new Hono<AppEnv>().post(
    '/oidc/token',
    described(
      {
        summary: "Exchange an authorization code (or refresh token) at the identity provider's token endpoint",
        description:
          'Only when the external identity provider needs a client secret, which the browser must not hold (404 ' +
          "otherwise): the server adds the secret and forwards the form. The provider's answer comes back as it " +
          'sent it: its tokens, or its OAuth error with its status.',
        tag: 'Sign-in',
        auth: 'none',
        form: {
          grant_type: { description: 'authorization_code or refresh_token' },
          code: { description: 'The authorization code (authorization_code)' },
          redirect_uri: { description: 'The redirect URI the code was issued for (authorization_code)' },
          code_verifier: { description: 'The PKCE verifier (authorization_code)' },
          refresh_token: { description: 'The refresh token (refresh_token)' },
          client_id: { description: "This application's client id, if sent" },
        },
        responses: {
          200: { file: 'application/json', description: "The identity provider's token answer, as it sent it." },
        },
        errors: [401, 404],
      },
      async (c) => {
        if (!externalIssuer || !clientSecret) throw NotFound('This endpoint')
        const form = await c.req.parseBody().catch(() => {
          throw Invalid('Send the token request as a form (application/x-www-form-urlencoded).')
        })
        const grant = String(form.grant_type ?? '')
        if (!GRANTS.includes(grant)) throw Invalid('grant_type must be authorization_code or refresh_token.')
        if (form.client_id !== undefined && form.client_id !== clientId)
          throw Invalid('client_id is not this application.')
        const body = new URLSearchParams()
        for (const key of FORWARDED) if (typeof form[key] === 'string') body.set(key, form[key] as string)
        body.set('client_id', clientId)
        tokenEndpoint ??= tokenEndpointOf(externalIssuer).catch((error) => {
          tokenEndpoint = null
          throw error
        })
        const upstream = await fetch(await tokenEndpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        // The provider's answer goes back as it is (tokens, or its OAuth error), never with the secret.
        return new Response(await upstream.text(), {
          status: upstream.status,
          headers: {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
            'cache-control': 'no-store',
          },
        })
      },
    ),
  )
}
