// GET assessments/engagements/{id}/disputes/distribution: the caller's own copy of the SDS as far as disputing
// goes (null for the client's people, or before the SDS has reached the caller), and the organisation that
// issued the SDS (the dispute's organisation_id).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DisputingDistributionWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { type DisputeTarget, disputesBase, disputesKey } from './dispute-target'

export const disputingDistributionQueryOptions = (target: DisputeTarget) =>
  queryOptions({
    queryKey: [...disputesKey(target), 'distribution'],
    queryFn: () =>
      api<{ distribution: DisputingDistributionWire | null; organisation_id: string }>(
        `${disputesBase(target)}/distribution`,
      ),
  })

export const useDisputingDistribution = (target: DisputeTarget) => useQuery(disputingDistributionQueryOptions(target))
