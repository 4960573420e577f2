// The e-mailed review link signs its reviewer in to the embedded provider without a password: following the
// link proves they read the mail sent to that address. The link is only checked here; the token exchange uses it.
import { eq } from 'drizzle-orm'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import type { Database } from '../db/client.ts'
import { actors } from '../db/schema.ts'
import { AppError } from '../http/errors.ts'
import { checkReviewerLink } from '../modules/reviews/reviewer-link.ts'
import { type Account, createAccount, findAccountByEmail } from './accounts.ts'

export type ReviewerLinkLogin = { readonly account: Account } | { readonly refusal: string }

/** The account of the link's person (made, without a password, on their first visit), or why the link fails. */
export const reviewerLinkLogin = async (db: Database, secret: string, token: string): Promise<ReviewerLinkLogin> => {
  try {
    const { actorId } = await checkReviewerLink(db, secret, token)
    const [person] = await db.select().from(actors).where(eq(actors.id, actorId))
    if (!person) throw new AppError(401, REVIEW_MESSAGES.linkInvalid)
    const account =
      (await findAccountByEmail(db, person.email)) ??
      (await createAccount(db, {
        email: person.email,
        verified: true,
        firstName: person.firstName ?? undefined,
        lastName: person.lastName ?? undefined,
      }))
    return { account }
  } catch (error) {
    if (error instanceof AppError) return { refusal: error.message }
    throw error
  }
}
