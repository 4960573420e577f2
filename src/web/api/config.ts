// Runtime settings of this deployment: the identity provider and the feature flags (GET /api/config, public).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { FeatureFlags } from '#domain/navigation'
import { api } from './client'
import { queryClient } from './query-client'

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
export type IdentitySettings = AppConfig['identity']

export const fetchConfig = async (): Promise<AppConfig> => Schema.decodeUnknownSync(AppConfig)(await api('/config'))

export const configQueryOptions = queryOptions({ queryKey: ['config'], queryFn: fetchConfig, staleTime: Infinity })

export const loadConfig = () => queryClient.ensureQueryData(configQueryOptions)

const FLAGS_OFF: FeatureFlags = { contractors_and_roles: false }

/** Feature flags for rendering; all off until the configuration has loaded. */
export const useFeatureFlags = (): FeatureFlags => useQuery(configQueryOptions).data?.features ?? FLAGS_OFF
