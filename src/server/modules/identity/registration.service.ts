// Registration for a working practice review: the only identity call that tells an address with an account from
// one without, because the registration screen must (a new person is registered, an invited one gets the
// invitation again, anyone else is asked to log in). The look-up and forgotten-password calls never do.
import type { RegistrationOutcome } from '#domain/registration'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../http/errors.ts'
import type { IdentityApi, IdentityUser } from '../../idp/identity.ts'
import { enrolOneOffContractor } from '../actors/one-off-contractor.service.ts'

type Registration = {
  readonly db: Database
  readonly identity: IdentityApi
  readonly email: string
  readonly applicationId: string
}

const answerExisting = async (r: Registration, user: IdentityUser): Promise<RegistrationOutcome> => {
  if (user.verified) return 'alreadyRegistered'
  // Never chose a password: the identity provider's forgotten-password mail for such an account is the invitation.
  await r.identity.forgotPassword({ loginId: user.email, applicationId: r.applicationId })
  return 'invitationResent'
}

export const registerForReview = async (r: Registration): Promise<RegistrationOutcome> => {
  const existing = await r.identity.findUserByEmail(r.email)
  if (existing) return answerExisting(r, existing)
  try {
    // The identity API answers a changePasswordId too. It is NOT passed on: whoever holds it can choose the
    // account's password, so it travels only in the set-password e-mail to the address's owner.
    const { user } = await r.identity.register({ email: r.email, applicationId: r.applicationId })
    // /register is the working practice review's door: the new person is a one-off contractor.
    await enrolOneOffContractor(r.db, user.email)
    return 'registered'
  } catch (error) {
    // Two registrations of one address at once: the second is answered as the account now stands.
    if (!(error instanceof AppError && error.status === 409)) throw error
    const registered = await r.identity.findUserByEmail(r.email)
    if (!registered) throw error
    return answerExisting(r, registered)
  }
}
