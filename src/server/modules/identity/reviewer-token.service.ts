// The token exchange for an e-mailed review link (issue: the link signs the reviewer in for one engagement).
import { eq } from 'drizzle-orm'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import { REVIEWER_LINK_ROLE } from '#domain/roles'
import type { AccessTokens } from '../../auth/access-token.ts'
import type { Database } from '../../db/client.ts'
import { actors } from '../../db/schema.ts'
import { Forbidden } from '../../http/errors.ts'
import type { VerifiedIdentity } from '../../idp/identity.ts'
import { checkReviewerLink, redeemReviewerLink } from '../reviews/reviewer-link.ts'

/**
 * Redeems the link for the person it was sent to and signs a reviewer-via-email-link token scoped to its
 * engagement. Someone else signed in (an external provider ignores the link) is refused before the link is
 * used up, so the reviewer can still follow it.
 */
export const issueReviewerAccessToken = async (options: {
  db: Database
  tokens: AccessTokens
  secret: string
  identity: VerifiedIdentity
  reviewerToken: string
}): Promise<string> => {
  const { db, secret, identity, reviewerToken } = options
  const grant = await db.transaction(async (tx) => {
    const { actorId } = await checkReviewerLink(tx, secret, reviewerToken)
    const [person] = await tx.select({ email: actors.email }).from(actors).where(eq(actors.id, actorId))
    if (person?.email.toLowerCase() !== identity.email.toLowerCase()) throw Forbidden(REVIEW_MESSAGES.linkInvalid)
    return { ...(await redeemReviewerLink(tx, secret, reviewerToken)), email: person.email }
  })
  return options.tokens.sign({
    actorId: grant.actorId,
    organisationId: null,
    topLevelOrganisationId: null,
    roles: [REVIEWER_LINK_ROLE],
    permissions: [],
    unique_name: grant.email,
    role: REVIEWER_LINK_ROLE,
    contractorId: null,
    engagementId: grant.engagementId,
  })
}
