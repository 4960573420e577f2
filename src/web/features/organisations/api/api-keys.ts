// /api/actors/organisations/{id}/api-keys: the organisation's API keys, creating one (its key answered once) and
// revoking one; decoded with the domain's response schemas.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { ApiKeyList, type ApiKeyRecord, type CreateApiKey, CreatedApiKey } from '#domain/api-keys'
import { api } from '../../../api/client'
import { organisationPath } from './get-organisation'

const keysPath = (organisationId: string) => `${organisationPath(organisationId)}/api-keys`

export const apiKeysQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'api-keys'],
    queryFn: async () => Schema.decodeUnknownSync(ApiKeyList)(await api(keysPath(organisationId))).items,
  })

export const useApiKeys = (organisationId: string) => useQuery(apiKeysQueryOptions(organisationId))

export const useCreateApiKey = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateApiKey) =>
      Schema.decodeUnknownSync(CreatedApiKey)(await api(keysPath(organisationId), { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(organisationId).queryKey }),
  })
}

export const useRevokeApiKey = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (key: ApiKeyRecord) =>
      api(`${keysPath(organisationId)}/${encodeURIComponent(key.id)}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(organisationId).queryKey }),
  })
}
