// POST /api/actors/contractors and PATCH /api/actors/master-contractors/{id} (If-Match: the version read).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { CreateContractor } from '#domain/contractors'
import { api } from '../../../api/client'
import type { ContractorOperation } from '../contractor-form-values'
import { contractorQueryOptions, masterContractorOf, masterContractorPath } from './get-contractor'

const CreatedWire = Schema.Struct({ id: Schema.String })

export const useCreateContractor = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateContractor) =>
      Schema.decodeUnknownSync(CreatedWire)(await api('/actors/contractors', { method: 'POST', body })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contractors'] }),
  })
}

export const useUpdateContractor = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ operations, version }: { operations: readonly ContractorOperation[]; version: number }) =>
      masterContractorOf(
        api(masterContractorPath(id), {
          method: 'PATCH',
          body: operations,
          headers: { 'If-Match': String(version) },
        }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contractorQueryOptions(id).queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: ['contractors'], predicate: (q) => q.queryKey[2] === 'list' })
    },
  })
}

export const useDeleteContractor = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (version: number) =>
      api(`/actors/contractors/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { 'If-Match': String(version) },
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contractorQueryOptions(id).queryKey })
      return queryClient.invalidateQueries({ queryKey: ['contractors'] })
    },
  })
}
