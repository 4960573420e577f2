// POST /api/actors/organisations (a new child) and PATCH /api/actors/organisations/{id} with If-Match.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { CreateOrganisation } from '#domain/organisations'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'
import { organisationPath } from './get-organisation'

export type OrganisationOperation = { op: 'replace'; path: string; value: unknown }

const CreatedWire = Schema.Struct({ id: WireId })

export const useCreateOrganisation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateOrganisation) =>
      String(Schema.decodeUnknownSync(CreatedWire)(await api('/actors/organisations', { method: 'POST', body })).id),
    // The tree, the selector and the parent's children all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  })
}

export const useUpdateOrganisation = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ operations, version }: { operations: OrganisationOperation[]; version: number }) =>
      api(organisationPath(organisationId), {
        method: 'PATCH',
        body: operations,
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  })
}
