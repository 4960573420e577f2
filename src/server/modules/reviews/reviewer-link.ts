// The sign-in link e-mailed to a reviewer who is not a user of the organisation. The token is opaque (a
// random id and its HMAC under a server secret, so a forged one is refused before the database is asked),
// stored only as a hash, single-use and expiring; it never carries the engagement id.
import { addDays } from 'date-fns'
import { and, eq, isNull } from 'drizzle-orm'
import { REVIEW_MESSAGES, REVIEWER_LINK_DAYS } from '#domain/reviewers'
import { isSignedToken, newSignedToken, tokenHashOf } from '../../auth/signed-token.ts'
import type { Queryable } from '../../db/client.ts'
import { engagementReviewers, reviewerLinks } from '../../db/schema.ts'
import { Unauthorized } from '../../http/errors.ts'

/** A new link for the reviewer record; earlier unused links of the record stay valid until they expire. */
export const issueReviewerLink = async (
  db: Queryable,
  secret: string,
  link: { reviewerId: string; engagementId: string; actorId: string },
  now = new Date(),
) => {
  const token = newSignedToken(secret)
  await db.insert(reviewerLinks).values({
    ...link,
    tokenHash: tokenHashOf(token),
    expiresAt: addDays(now, REVIEWER_LINK_DAYS),
  })
  return token
}

export const reviewerLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/review?state=${encodeURIComponent(token)}`

/** What a usable link grants: the person it was sent to, for the one engagement. */
export type ReviewerLinkGrant = { readonly linkId: string; readonly actorId: string; readonly engagementId: string }

/**
 * The link's grant while it can still be used, else the refusal: not ours or unknown (invalid), used, expired,
 * or its reviewer record taken away (invalid). Consumes nothing: the identity provider asks before the exchange.
 */
export const checkReviewerLink = async (
  db: Queryable,
  secret: string,
  token: string,
  now = new Date(),
): Promise<ReviewerLinkGrant> => {
  if (!isSignedToken(secret, token)) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  const [link] = await db
    .select({
      linkId: reviewerLinks.id,
      actorId: reviewerLinks.actorId,
      engagementId: reviewerLinks.engagementId,
      usedAt: reviewerLinks.usedAt,
      expiresAt: reviewerLinks.expiresAt,
      reviewerStatus: engagementReviewers.status,
      reviewerActorId: engagementReviewers.actorId,
    })
    .from(reviewerLinks)
    .innerJoin(engagementReviewers, eq(engagementReviewers.id, reviewerLinks.reviewerId))
    .where(eq(reviewerLinks.tokenHash, tokenHashOf(token)))
  if (!link) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  if (link.usedAt) throw Unauthorized(REVIEW_MESSAGES.linkUsed)
  if (link.expiresAt <= now) throw Unauthorized(REVIEW_MESSAGES.linkExpired)
  // Removed, or swapped to someone else since the mail went out: the link no longer speaks for a reviewer.
  if (link.reviewerStatus === 'Removed' || link.reviewerActorId !== link.actorId)
    throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  return { linkId: link.linkId, actorId: link.actorId, engagementId: link.engagementId }
}

/** Checks the link and marks it used; of two redemptions at the same moment only one finds it unused. */
export const redeemReviewerLink = async (
  tx: Queryable,
  secret: string,
  token: string,
  now = new Date(),
): Promise<ReviewerLinkGrant> => {
  const grant = await checkReviewerLink(tx, secret, token, now)
  const marked = await tx
    .update(reviewerLinks)
    .set({ usedAt: now })
    .where(and(eq(reviewerLinks.id, grant.linkId), isNull(reviewerLinks.usedAt)))
    .returning({ id: reviewerLinks.id })
  if (marked.length === 0) throw Unauthorized(REVIEW_MESSAGES.linkUsed)
  return grant
}
