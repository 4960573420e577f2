// GET /api/reporting/usage?org_id=&from=&to=: assessments started and completed per month per organisation.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import type { UsageWire } from './usage-wire'

export type Usage = typeof UsageWire.Type
export type UsageRange = { from?: string; to?: string }

export const usageQueryOptions = (organisationId: string, range: UsageRange) =>
  queryOptions({
    queryKey: ['reporting', 'usage', organisationId, range],
    queryFn: (): Promise<Usage> =>
      decodedWith(
        api('/reporting/usage', {
          query: {
            org_id: organisationId,
            ...(range.from ? { from: range.from } : {}),
            ...(range.to ? { to: range.to } : {}),
          },
        }),
        async () => (await import('./usage-wire')).UsageWire,
      ),
    placeholderData: keepPreviousData,
  })

export const useUsage = (organisationId: string | null, range: UsageRange) =>
  useQuery({ ...usageQueryOptions(organisationId ?? '', range), enabled: organisationId !== null })
