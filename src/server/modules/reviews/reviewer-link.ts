// The sign-in link e-mailed to a reviewer who is not a user of the organisation. The token is opaque (a
// random id and its HMAC under a server secret, so a forged one is refused before the database is asked),
// stored only as a hash, single-use and expiring; it never carries the engagement id.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { addDays } from 'date-fns'
import { REVIEWER_LINK_DAYS } from '#domain/reviewers'
import type { Queryable } from '../../db/client.ts'
import { reviewerLinks } from '../../db/schema.ts'

const signatureOf = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('base64url')

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Whether the token is one this server signed (says nothing of whether it is still usable). */
export const isSignedToken = (secret: string, token: string) => {
  const [id, signature, ...rest] = token.split('.')
  if (!id || !signature || rest.length > 0) return false
  const expected = Buffer.from(signatureOf(secret, id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A new link for the reviewer record; earlier unused links of the record stay valid until they expire. */
export const issueReviewerLink = async (
  db: Queryable,
  secret: string,
  link: { reviewerId: string; engagementId: string; actorId: string },
  now = new Date(),
) => {
  const id = randomBytes(24).toString('base64url')
  const token = `${id}.${signatureOf(secret, id)}`
  await db.insert(reviewerLinks).values({
    ...link,
    tokenHash: tokenHashOf(token),
    expiresAt: addDays(now, REVIEWER_LINK_DAYS),
  })
  return token
}

export const reviewerLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/review?state=${encodeURIComponent(token)}`
