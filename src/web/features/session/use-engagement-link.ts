// Where the signed-in person's cards and rows open: the record when their roles open it, the review page for an
// engagement waiting for their sign-off, else nowhere (a link that would only be refused is not offered).
import { useMemo } from 'react'
import { type EngagementLink, engagementLinkOf } from '#domain/engagement-list-values'
import { useMyReviews } from '../../api/my-reviews'
import { useClaims, useSessionRole } from './use-session'

type Row = Parameters<typeof engagementLinkOf>[0]

export const useEngagementLink = (): ((row: Row) => EngagementLink | null) => {
  const claims = useClaims()
  const sessionRole = useSessionRole()
  const reviews = useMyReviews(sessionRole === 'organisationUser' ? (claims?.actorId ?? null) : null)
  return useMemo(() => {
    const visitor = { sessionRole, roles: claims?.roles ?? [] }
    const reviewing = new Set((reviews.data ?? []).map((review) => review.engagement_id))
    return (row: Row) => engagementLinkOf(row, visitor, reviewing)
  }, [claims, sessionRole, reviews.data])
}
