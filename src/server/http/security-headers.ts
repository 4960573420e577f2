// Security headers and a Content-Security-Policy on every response: the web app, its files, the API, errors and
// the identity provider. A response that sets a header itself (the sign-in pages carry a hashed inline script and
// their own policy; images carry a sandboxing one) keeps it: these only fill in what a response lacks.
import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config.ts'

/** The web app loads only its own scripts and styles; the browser talks to this server and the identity provider. */
const contentSecurityPolicy = (config: Config) => {
  const issuer = config.identity.externalIssuer ? ` ${new URL(config.identity.externalIssuer).origin}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Popovers are positioned through element.style, which a policy does not govern; no style is written inline.
    "style-src 'self'",
    // Logos are previewed from blob: URLs before upload; the favicon and the select arrows are data: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // OpenID discovery and the token exchange go from the browser to the identity provider.
    `connect-src 'self'${issuer}`,
    `form-action 'self'${issuer}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The headers every response carries, by lower-case name. */
export const securityHeaderValues = (config: Config): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicy(config),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  // Browsers ignore HSTS over plain http, so a local run is not pinned to https.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
})

export const securityHeaders = (config: Config): MiddlewareHandler => {
  const values = Object.entries(securityHeaderValues(config))
  return async (c, next) => {
    await next()
    for (const [name, value] of values) if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  }
}
