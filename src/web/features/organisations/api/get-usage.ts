// GET /api/reporting/usage?org_id=&from=&to=: assessments started and completed per month per organisation.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const UsageWire = Schema.Struct({
  organisation_id: WireId,
  from: Schema.String,
  to: Schema.String,
  items: Schema.Array(
    Schema.Struct({
      month: Schema.String,
      organisation_id: WireId,
      organisation_name: Schema.String,
      parent_id: Schema.NullOr(WireId),
      started: Schema.Number,
      completed: Schema.Number,
    }),
  ),
  totals: Schema.Struct({ started: Schema.Number, completed: Schema.Number }),
})

export type Usage = typeof UsageWire.Type
export type UsageRange = { from?: string; to?: string }

export const usageQueryOptions = (organisationId: string, range: UsageRange) =>
  queryOptions({
    queryKey: ['reporting', 'usage', organisationId, range],
    queryFn: async () =>
      Schema.decodeUnknownSync(UsageWire)(
        await api('/reporting/usage', {
          query: {
            org_id: organisationId,
            ...(range.from ? { from: range.from } : {}),
            ...(range.to ? { to: range.to } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const useUsage = (organisationId: string | null, range: UsageRange) =>
  useQuery({ ...usageQueryOptions(organisationId ?? '', range), enabled: organisationId !== null })
