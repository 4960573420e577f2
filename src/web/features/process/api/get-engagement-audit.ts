// GET /api/assessments/engagements/{id}/audit: an engagement's history for auditors, every transition with who,
// when, from, to and why, and the server's check of the hash chain. 404 (not visible to this person, or no such
// engagement) is an answer here, not an error.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api, isHttpError } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { EngagementAudit } from './engagement-audit-wire'

export type { AuditEvent, ChainCheck, EngagementAudit } from './engagement-audit-wire'

/** The engagement API takes UUIDs; anything else in the URL is answered by the page rather than by a 400. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isEngagementId = (value: string) => UUID.test(value)

const NOT_VISIBLE = Symbol('not visible')

/** The engagement's history, or null when this person cannot see it (or it does not exist). */
export const fetchEngagementAudit = (engagementId: string): Promise<EngagementAudit | null> =>
  decoded(
    api(`/assessments/engagements/${encodeURIComponent(engagementId)}/audit`).catch((error: unknown) => {
      if (isHttpError(error, 404)) return NOT_VISIBLE
      throw error
    }),
    async () => {
      const { decodeEngagementAudit } = await import('./engagement-audit-wire')
      return (body) => (body === NOT_VISIBLE ? null : decodeEngagementAudit(body))
    },
  )

export const engagementAuditQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: ['process', 'engagement-audit', engagementId],
    queryFn: () => fetchEngagementAudit(engagementId),
  })

export const useEngagementAudit = (engagementId: string) => useSuspenseQuery(engagementAuditQueryOptions(engagementId))
