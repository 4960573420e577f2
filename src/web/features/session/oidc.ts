// The identity provider side of sign-in: authorization code flow with PKCE (oauth4webapi), and its logout.
import * as oauth from 'oauth4webapi'
import type { IdentitySettings } from '../../api/config'
import { clearPendingAuthorization, readPendingAuthorization, savePendingAuthorization } from './storage'

export const redirectUri = () => `${window.location.origin}/login`
export const postLogoutRedirectUri = () => `${window.location.origin}/login`

// oauth4webapi refuses http issuers unless told otherwise; only a local identity provider is served over http.
const insecureIfHttp = (issuer: URL) =>
  issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true as const } : {}

let discovery: { issuer: string; server: Promise<oauth.AuthorizationServer> } | null = null

export const authorizationServer = (settings: IdentitySettings): Promise<oauth.AuthorizationServer> => {
  if (discovery?.issuer !== settings.issuer) {
    const issuer = new URL(settings.issuer)
    const server = oauth
      .discoveryRequest(issuer, { algorithm: 'oidc', ...insecureIfHttp(issuer) })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
    server.catch(() => {
      discovery = null // try again next time
    })
    discovery = { issuer: settings.issuer, server }
  }
  return discovery.server
}

/**
 * The authorize URL; the OAuth `state` is only the random anti-forgery value. The `nonce` makes every identity
 * token unique, so that one opens exactly one sign-in session (docs/sessions.md), even two sign-ins in a second.
 */
export const authorizationUrl = (
  endpoint: string,
  settings: Pick<IdentitySettings, 'client_id' | 'scope'>,
  request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
) => {
  const url = new URL(endpoint)
  url.searchParams.set('client_id', settings.client_id)
  url.searchParams.set('redirect_uri', request.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', settings.scope)
  url.searchParams.set('code_challenge', request.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  return url
}

/** Sends the browser to the authorize page (rule session.sign-in). */
export const beginAuthorization = async (settings: IdentitySettings) => {
  const server = await authorizationServer(settings)
  if (!server.authorization_endpoint) throw new Error('The identity provider has no authorization endpoint')
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  // The verifier stays in this tab's storage for the exchange after the callback.
  savePendingAuthorization({ state, nonce, codeVerifier })
  const url = authorizationUrl(server.authorization_endpoint, settings, {
    redirectUri: redirectUri(),
    state,
    nonce,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
  })
  window.location.assign(url.href)
}

/** Exchanges the code of the callback for the identity token (rule session.sign-in). */
export const completeAuthorization = async (settings: IdentitySettings, callback: URLSearchParams) => {
  const pending = readPendingAuthorization()
  clearPendingAuthorization() // a code and its verifier are used once
  if (!pending) throw new Error('No authorization request is pending in this tab')
  const issuer = new URL(settings.issuer)
  const server = await authorizationServer(settings)
  const client: oauth.Client = { client_id: settings.client_id }
  const params = oauth.validateAuthResponse(server, client, callback, pending.state)
  // A provider that needs a client secret is reached through our server, which holds it.
  const tokenServer = settings.token_endpoint ? { ...server, token_endpoint: settings.token_endpoint } : server
  const tokenUrl = new URL(tokenServer.token_endpoint ?? settings.issuer)
  const response = await oauth.authorizationCodeGrantRequest(
    tokenServer,
    client,
    oauth.None(),
    params,
    redirectUri(),
    pending.codeVerifier,
    { ...insecureIfHttp(issuer), ...insecureIfHttp(tokenUrl) },
  )
  const result = await oauth.processAuthorizationCodeResponse(server, client, response, {
    requireIdToken: true,
    expectedNonce: pending.nonce,
  })
  if (!result.id_token) throw new Error('The identity provider returned no identity token')
  return { identityToken: result.id_token }
}

/** Where logout sends the browser: the provider's end-session endpoint, back to /login afterwards. */
export const endSessionUrl = async (settings: IdentitySettings, identityToken: string | null): Promise<string> => {
  const server = await authorizationServer(settings)
  if (!server.end_session_endpoint) return '/login'
  const url = new URL(server.end_session_endpoint)
  if (identityToken) url.searchParams.set('id_token_hint', identityToken)
  url.searchParams.set('client_id', settings.client_id)
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri())
  return url.href
}
