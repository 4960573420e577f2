// The link e-mailed to a reviewer who is not a user of the organisation (docs/sessions.md). The token is opaque (a
// random id and its HMAC under a server secret, so a forged one is refused before the database is asked), stored
// only as a hash, and never carries the engagement id. It opens a short session confined to the one review, again
// and again until the reviewer has finished the review or the link expires.
import { addDays } from 'date-fns'
import { and, eq, isNull } from 'drizzle-orm'
import { REVIEW_MESSAGES, REVIEWER_LINK_DAYS } from '#domain/reviewers'
import { onReviewPanel, signedOff } from '#machines/state-map'
import { isSignedToken, newSignedToken, tokenHashOf } from '../../auth/signed-token.ts'
import type { Queryable } from '../../db/client.ts'
import { engagementReviewers, reviewerLinks } from '../../db/schema.ts'
import { Gone, Unauthorized } from '../../http/errors.ts'

/** A new link for the reviewer record (earlier links of the record stay valid until they expire), and its expiry. */
export const issueReviewerLink = async (
  db: Queryable,
  secret: string,
  link: { reviewerId: string; engagementId: string; actorId: string },
  now = new Date(),
) => {
  const token = newSignedToken(secret)
  const expiresAt = addDays(now, REVIEWER_LINK_DAYS)
  await db.insert(reviewerLinks).values({ ...link, tokenHash: tokenHashOf(token), expiresAt })
  return { token, expiresAt }
}

export const reviewerLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/review?state=${encodeURIComponent(token)}`

/** What a usable link grants: the person it was sent to, for the one engagement, until the link expires. */
export type ReviewerLinkGrant = {
  readonly linkId: string
  readonly reviewerId: string
  readonly actorId: string
  readonly engagementId: string
  readonly expiresAt: Date
}

/**
 * The link's grant while it can still be used, else the refusal: not ours or unknown (invalid), expired, the review
 * finished (signed off), or its reviewer record taken away (invalid). Marks nothing.
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
      reviewerId: reviewerLinks.reviewerId,
      actorId: reviewerLinks.actorId,
      engagementId: reviewerLinks.engagementId,
      expiresAt: reviewerLinks.expiresAt,
      reviewerStatus: engagementReviewers.status,
      reviewerActorId: engagementReviewers.actorId,
    })
    .from(reviewerLinks)
    .innerJoin(engagementReviewers, eq(engagementReviewers.id, reviewerLinks.reviewerId))
    .where(eq(reviewerLinks.tokenHash, tokenHashOf(token)))
  if (!link) throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  // Removed, or swapped to someone else since the mail went out: the link no longer speaks for a reviewer.
  if (!onReviewPanel({ status: link.reviewerStatus }) || link.reviewerActorId !== link.actorId)
    throw Unauthorized(REVIEW_MESSAGES.linkInvalid)
  if (signedOff({ status: link.reviewerStatus })) throw Gone(REVIEW_MESSAGES.linkFinished)
  if (link.expiresAt <= now) throw Gone(REVIEW_MESSAGES.linkExpired)
  const { reviewerStatus: _status, reviewerActorId: _actor, ...grant } = link
  return grant
}

/** Records the link's first use (the review's trail shows when the reviewer first opened it). */
export const markReviewerLinkOpened = (db: Queryable, linkId: string, now = new Date()) =>
  db
    .update(reviewerLinks)
    .set({ usedAt: now })
    .where(and(eq(reviewerLinks.id, linkId), isNull(reviewerLinks.usedAt)))
