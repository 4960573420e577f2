// "Copy from an existing completed role": GET /api/assessments/jobroles with completed_only (every one, newest
// first) for the list. The details a chosen role copies are its record, read as the role screens read it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const CompletedRolesWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      organisation_name: Schema.String,
      reference: Schema.NullOr(Schema.String),
    }),
  ),
})

export type CompletedRole = { id: string; name: string; organisationName: string; reference: string | null }

export const completedRolesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['job-roles', 'completed', organisationId],
    queryFn: async (): Promise<CompletedRole[]> =>
      Schema.decodeUnknownSync(CompletedRolesWire)(
        await api('/assessments/jobroles', {
          query: {
            org_id: organisationId,
            completed_only: 'true',
            page_size: '10000',
            sort_by: 'datecreated',
            sort_direction: 'desc',
          },
        }),
      ).items.map((item) => ({
        id: String(item.id),
        name: item.name,
        organisationName: item.organisation_name,
        reference: item.reference,
      })),
  })

export const useCompletedRoles = (organisationId: string | null) =>
  useQuery({ ...completedRolesQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
