// GET /api/assessments/jobroles: one page of the roles of an organisation and the clients below it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { JobRoleListItem } from '#domain/job-roles'
import { api } from '../../../api/client'
import { JOB_ROLES_KEY } from '../../../api/query-keys'
import { WireId } from '../../../api/wire'
import { type ListState, listQueryOf } from '../../../ui/list-state'

const JobRoleListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      organisation_name: Schema.String,
      reference: Schema.NullOr(Schema.String),
      last_result: Schema.NullOr(Schema.Literals(['Borderline', 'Inside IR35', 'Outside IR35'])),
      assessment_status: Schema.String,
      requires_update: Schema.Boolean,
      date_last_used: Schema.NullOr(Schema.String),
      date_created: Schema.String,
      archived: Schema.Boolean,
    }),
  ),
  pages: Schema.Number,
  count: Schema.Number,
})

export type JobRolePage = { items: JobRoleListItem[]; pages: number; count: number }

export type JobRolesFilter = { organisationId: string; includeArchived: boolean }

export { JOB_ROLES_KEY }

export const jobRolesQueryOptions = (filter: JobRolesFilter, list: ListState) =>
  queryOptions({
    queryKey: [...JOB_ROLES_KEY, 'list', filter, list],
    queryFn: async (): Promise<JobRolePage> => {
      const wire = Schema.decodeUnknownSync(JobRoleListWire)(
        await api('/assessments/jobroles', {
          query: {
            ...listQueryOf(list),
            org_id: filter.organisationId,
            include_archived: String(filter.includeArchived),
          },
        }),
      )
      return { ...wire, items: wire.items.map((item) => ({ ...item, id: String(item.id) })) }
    },
  })

export const useJobRoles = (filter: JobRolesFilter, list: ListState) =>
  useQuery({ ...jobRolesQueryOptions(filter, list), placeholderData: keepPreviousData })
