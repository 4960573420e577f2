// "Copy from an existing completed role": GET /api/assessments/jobroles with completed_only (every one, newest
// first) for the list, and GET /api/assessments/jobroles/{id} for the details a chosen role copies.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { JobRoleRecord } from '#domain/job-roles'
import { api } from '../../../api/client'
import { idOrNull, WireId } from '../../../api/wire'

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

const JobRoleWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  organisation_id: WireId,
  organisation_name: Schema.String,
  agency_id: Schema.NullOr(WireId),
})

export type CompletedRole = { id: string; name: string; organisationName: string; reference: string | null }
export type CopiedRole = Pick<
  JobRoleRecord,
  'id' | 'name' | 'start_date' | 'end_date' | 'daily_rate' | 'organisation_id' | 'organisation_name' | 'agency_id'
>

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

export const copiedRoleQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: ['job-roles', 'record', roleId],
    queryFn: async (): Promise<CopiedRole> => {
      const wire = Schema.decodeUnknownSync(JobRoleWire)(
        await api(`/assessments/jobroles/${encodeURIComponent(roleId)}`),
      )
      return {
        ...wire,
        id: String(wire.id),
        organisation_id: String(wire.organisation_id),
        agency_id: idOrNull(wire.agency_id),
      }
    },
  })
