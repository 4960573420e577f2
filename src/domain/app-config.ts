// What the server tells anyone who asks before signing in: that it is up, and how the browser signs in (the identity
// provider to use) and which features are switched on.
import * as Schema from 'effect/Schema'

/** GET /api/health: the server answers and its database too. */
export const HealthResponse = Schema.Struct({ status: Schema.Literal('ok') })

/** GET /api/config: the identity provider the browser signs in with, and the features switched on. */
export const AppConfigResponse = Schema.Struct({
  identity: Schema.Struct({
    /** The OpenID Connect issuer the browser signs in at. */
    issuer: Schema.String,
    client_id: Schema.String,
    application_id: Schema.String,
    scope: Schema.String,
    /** This server's token endpoint when the provider needs a client secret the browser must not hold; else null. */
    token_endpoint: Schema.NullOr(Schema.String),
  }),
  features: Schema.Struct({ contractors_and_roles: Schema.Boolean }),
})
export type AppConfigResponse = typeof AppConfigResponse.Type
