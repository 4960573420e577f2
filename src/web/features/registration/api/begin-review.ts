// Working practice review registration (spec part 1 §4 "Registration"): look the e-mail up, then register a new
// user, resend the invitation of an unverified one, or ask a verified one to log in.
import * as Schema from 'effect/Schema'
import { api, isHttpError } from '../../../api/client'
import { loadConfig } from '../../../api/config'

const UserLookup = Schema.Struct({ user: Schema.Struct({ verified: Schema.Boolean }) })

export type RegistrationOutcome = 'registered' | 'invitationResent' | 'alreadyRegistered'

/** GET /api/identity/user?email=...: the user's verified flag, or null when no user has this e-mail (404). */
const findUser = async (email: string) => {
  try {
    return Schema.decodeUnknownSync(UserLookup)(await api('/identity/user', { query: { email } })).user
  } catch (error) {
    if (isHttpError(error, 404)) return null
    throw error
  }
}

export const beginReview = async (email: string): Promise<RegistrationOutcome> => {
  const { identity } = await loadConfig()
  const user = await findUser(email)
  if (user === null) {
    await api('/identity/user/registration', {
      method: 'POST',
      body: { registration: { applicationId: identity.application_id }, sendSetPasswordEmail: true, user: { email } },
    })
    return 'registered'
  }
  if (!user.verified) {
    await api('/identity/user/forgot-password', {
      method: 'POST',
      body: { applicationId: identity.application_id, loginId: email },
    })
    return 'invitationResent'
  }
  return 'alreadyRegistered'
}
