// The wire shape of GET /api/config, decoded with Effect Schema; loaded beside the request (config.ts).
import * as Schema from 'effect/Schema'

const AppConfig = Schema.Struct({
  identity: Schema.Struct({
    issuer: Schema.String,
    client_id: Schema.String,
    application_id: Schema.String,
    scope: Schema.String,
    /** Our server's token endpoint when the provider needs a client secret the browser must not hold. */
    token_endpoint: Schema.optionalKey(Schema.NullOr(Schema.String)),
  }),
  features: Schema.Struct({ contractors_and_roles: Schema.Boolean }),
})
export type AppConfig = typeof AppConfig.Type

export const decodeAppConfig = Schema.decodeUnknownSync(AppConfig)
