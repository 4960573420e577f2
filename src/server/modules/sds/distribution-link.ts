// The link e-mailed to a supply-chain party, who has no account. The token is opaque and signed
// (auth/signed-token.ts), stored only as a hash. It expires, but can be used again until then: the party may view the SDS, then come back to acknowledge or dispute.
import { addDays } from 'date-fns'
import { eq } from 'drizzle-orm'
import { DISTRIBUTION_LINK_DAYS, DISTRIBUTION_MESSAGES } from '#domain/sds-distribution'
import { isSignedToken, newSignedToken, tokenHashOf } from '../../auth/signed-token.ts'
import type { Queryable } from '../../db/client.ts'
import { distributionLinks, distributions } from '../../db/schema.ts'
import { Unauthorized } from '../../http/errors.ts'

/** A new link to the party's copy; earlier links stay valid until they expire. */
export const issueDistributionLink = async (
  db: Queryable,
  secret: string,
  distributionId: string,
  now = new Date(),
) => {
  const token = newSignedToken(secret)
  await db.insert(distributionLinks).values({
    distributionId,
    tokenHash: tokenHashOf(token),
    expiresAt: addDays(now, DISTRIBUTION_LINK_DAYS),
  })
  return token
}

/** The page a supply-chain party opens (a public route of the web app). */
export const distributionLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/sds?token=${encodeURIComponent(token)}`

/** What a usable link grants: one party's copy of one engagement's SDS. */
export type DistributionLinkGrant = {
  readonly distributionId: string
  readonly engagementId: string
  readonly email: string
}

/** The link's grant while it can still be used, else 401 with what to do. */
export const checkDistributionLink = async (
  db: Queryable,
  secret: string,
  token: string,
  now = new Date(),
): Promise<DistributionLinkGrant> => {
  if (!isSignedToken(secret, token)) throw Unauthorized(DISTRIBUTION_MESSAGES.linkInvalid)
  const [link] = await db
    .select({
      distributionId: distributionLinks.distributionId,
      expiresAt: distributionLinks.expiresAt,
      engagementId: distributions.engagementId,
      email: distributions.email,
      party: distributions.party,
    })
    .from(distributionLinks)
    .innerJoin(distributions, eq(distributions.id, distributionLinks.distributionId))
    .where(eq(distributionLinks.tokenHash, tokenHashOf(token)))
  if (link?.party !== 'Supply Chain') throw Unauthorized(DISTRIBUTION_MESSAGES.linkInvalid)
  if (link.expiresAt <= now) throw Unauthorized(DISTRIBUTION_MESSAGES.linkExpired)
  return { distributionId: link.distributionId, engagementId: link.engagementId, email: link.email }
}
