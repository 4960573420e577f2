// An e-mailed review link opens a sign-in session of its own kind (docs/sessions.md): short, confined to its one
// engagement's review, and never exchanged for an organisation's token. No identity provider session is made, so
// nothing the link leaves in the browser signs anyone in to their account.
import { and, eq, inArray } from 'drizzle-orm'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import { REVIEWER_LINK_ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { reviewerStatus } from '#machines/state-map'
import type { AccessTokens } from '../../auth/access-token.ts'
import { REVIEW_LINK_SESSION_SECONDS, type SignInSession, type SignInSessions } from '../../auth/sign-in-sessions.ts'
import type { Database } from '../../db/client.ts'
import { actors, engagementReviewers, reviewerLinks } from '../../db/schema.ts'
import { Forbidden, Unauthorized } from '../../http/errors.ts'
import { checkReviewerLink, markReviewerLinkOpened } from '../reviews/reviewer-link.ts'

const claimsOf = (person: { id: string; email: string }, engagementId: string): AccessTokenClaims => ({
  actorId: person.id,
  organisationId: null,
  topLevelOrganisationId: null,
  roles: [REVIEWER_LINK_ROLE],
  permissions: [],
  unique_name: person.email,
  role: REVIEWER_LINK_ROLE,
  contractorId: null,
  engagementId,
})

/** POST /api/identity/review-link: the link's token opens its review (or the refusal says why it cannot). */
export const openReviewLinkSession = async (
  deps: { db: Database; tokens: AccessTokens; sessions: SignInSessions; secret: string },
  reviewerToken: string,
) => {
  const { db, tokens, sessions, secret } = deps
  const opened = await db.transaction(async (tx) => {
    const grant = await checkReviewerLink(tx, secret, reviewerToken)
    const [person] = await tx.select().from(actors).where(eq(actors.id, grant.actorId))
    if (!person) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
    await markReviewerLinkOpened(tx, grant.linkId)
    // Never longer than the link itself lives.
    const lifetimeSeconds = Math.min(
      REVIEW_LINK_SESSION_SECONDS,
      Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000),
    )
    const { row, cookie } = await sessions.open(tx, {
      actorId: person.id,
      kind: 'review-link',
      lifetimeSeconds,
      engagementId: grant.engagementId,
      reviewerLinkId: grant.linkId,
    })
    return { claims: claimsOf(person, grant.engagementId), sessionId: row.id, cookie }
  })
  return {
    accessToken: await tokens.sign(opened.claims, opened.sessionId),
    expiresIn: tokens.ttlSeconds,
    cookie: opened.cookie,
  }
}

/**
 * A renewed token of a review-link session: only while the link still speaks for the reviewer (not removed or
 * swapped to someone else since), and never for an organisation.
 */
export const reviewLinkClaims = async (
  db: Database,
  session: SignInSession,
  organisationId: string | null | undefined,
): Promise<AccessTokenClaims> => {
  if (organisationId) throw Forbidden(REVIEW_MESSAGES.linkOnlyReview)
  const { reviewerLinkId, engagementId } = session
  if (!reviewerLinkId || !engagementId) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  const [reviewer] = await db
    .select({ email: actors.email })
    .from(reviewerLinks)
    .innerJoin(engagementReviewers, eq(engagementReviewers.id, reviewerLinks.reviewerId))
    .innerJoin(actors, eq(actors.id, reviewerLinks.actorId))
    .where(
      and(
        eq(reviewerLinks.id, reviewerLinkId),
        eq(engagementReviewers.actorId, session.actorId),
        inArray(engagementReviewers.status, reviewerStatus.tagged('onPanel')),
      ),
    )
  if (!reviewer) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  return claimsOf({ id: session.actorId, email: reviewer.email }, engagementId)
}
