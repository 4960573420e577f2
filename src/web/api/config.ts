// Runtime settings of this deployment: the identity provider and the feature flags (GET /api/config, public).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FeatureFlags } from '#domain/navigation'
import { api } from './client'
import type { AppConfig } from './config-wire'
import { decoded } from './decoded'
import { queryClient } from './query-client'

export type { AppConfig }
export type IdentitySettings = AppConfig['identity']

export const fetchConfig = (): Promise<AppConfig> =>
  decoded(api('/config'), async () => (await import('./config-wire')).decodeAppConfig)

export const configQueryOptions = queryOptions({ queryKey: ['config'], queryFn: fetchConfig, staleTime: Infinity })

export const loadConfig = () => queryClient.ensureQueryData(configQueryOptions)

const FLAGS_OFF: FeatureFlags = { contractors_and_roles: false }

/** Feature flags for rendering; all off until the configuration has loaded. */
export const useFeatureFlags = (): FeatureFlags => useQuery(configQueryOptions).data?.features ?? FLAGS_OFF
