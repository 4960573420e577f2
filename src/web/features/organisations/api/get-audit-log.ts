// GET /api/assessments/audit?org_id=: the Assessment log of an organisation and the organisations below it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'
import { type ListState, listQueryOf } from '../../../ui/list-state'

const AuditLogWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      occurred_at: Schema.String,
      engagement_id: WireId,
      engagement_name: Schema.String,
      organisation_name: Schema.String,
      event_type: Schema.String,
      description: Schema.NullOr(Schema.String),
      from_status: Schema.NullOr(Schema.String),
      to_status: Schema.String,
      actor_name: Schema.String,
    }),
  ),
  count: Schema.Number,
  pages: Schema.Number,
})

export type AuditLogEntry = (typeof AuditLogWire.Type)['items'][number]

export const auditLogQueryOptions = (organisationId: string, state: ListState) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'audit', state],
    queryFn: async () => {
      // The log is always newest first: sorting is not offered.
      const { sort_by: _s, sort_direction: _d, ...query } = listQueryOf(state)
      return Schema.decodeUnknownSync(AuditLogWire)(
        await api('/assessments/audit', { query: { ...query, org_id: organisationId } }),
      )
    },
    placeholderData: keepPreviousData,
  })

export const useAuditLog = (organisationId: string, state: ListState) =>
  useQuery(auditLogQueryOptions(organisationId, state))
