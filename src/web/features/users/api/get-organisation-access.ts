// GET /api/actors/organisations/{id}, read for what the users screens need of it: its name, and the caller's
// permissions there (which decide, with the invite machine, the buttons on show).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const AccessWire = Schema.Struct({ name: Schema.String, permissions: Schema.Array(Schema.String) })

export type OrganisationAccess = typeof AccessWire.Type

export const organisationAccessQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'access'],
    queryFn: async (): Promise<OrganisationAccess> =>
      Schema.decodeUnknownSync(AccessWire)(await api(`/actors/organisations/${encodeURIComponent(organisationId)}`)),
  })

export const useOrganisationAccess = (organisationId: string | null) =>
  useQuery({ ...organisationAccessQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
