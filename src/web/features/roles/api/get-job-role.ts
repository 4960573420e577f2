// GET /api/assessments/jobroles/{id}: the role record the edit and update forms start from.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { ExposureTermsWire } from '#domain/exposure-terms'
import type { JobRoleRecord } from '#domain/job-roles'
import { api } from '../../../api/client'
import { ReviewersWire } from '../../../api/reviewer-wire'
import { idOrNull, WireId } from '../../../api/wire'
import { JOB_ROLES_KEY } from './get-job-roles'

const JobRoleWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  organisation_id: WireId,
  organisation_name: Schema.String,
  agency_id: Schema.NullOr(WireId),
  archived: Schema.Boolean,
  status: Schema.String,
  date_last_used: Schema.NullOr(Schema.String),
  reviewers: ReviewersWire,
  version: Schema.Number,
  ...ExposureTermsWire,
})

export const jobRolePath = (roleId: string) => `/assessments/jobroles/${encodeURIComponent(roleId)}`

export const jobRoleQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: [...JOB_ROLES_KEY, 'record', roleId],
    queryFn: async (): Promise<JobRoleRecord> => {
      const wire = Schema.decodeUnknownSync(JobRoleWire)(await api(jobRolePath(roleId)))
      return {
        ...wire,
        id: String(wire.id),
        organisation_id: String(wire.organisation_id),
        agency_id: idOrNull(wire.agency_id),
      }
    },
  })

export const useJobRole = (roleId: string) => useQuery(jobRoleQueryOptions(roleId))
