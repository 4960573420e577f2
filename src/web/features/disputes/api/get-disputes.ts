// GET assessments/engagements/{id}/disputes (or the party's link): the disputes the caller sees, newest first,
// with their clocks, the client's answer, the files, the comments and what the caller may do (`can`).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DisputeWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { type DisputeTarget, disputesBase, disputesKey } from './dispute-target'

export const disputesQueryOptions = (target: DisputeTarget) =>
  queryOptions({
    queryKey: [...disputesKey(target), 'list'],
    queryFn: () => api<DisputeWire[]>(disputesBase(target)),
  })

export const useDisputes = (target: DisputeTarget) => useQuery(disputesQueryOptions(target))
