// Working practice review registration: one call, and the server says which of three things happened (a new
// account, the invitation sent again, or an account whose owner should log in). The browser never looks the
// address up itself: the look-up answers the same for every address.
import * as Schema from 'effect/Schema'
import { RegistrationAnswer, type RegistrationOutcome } from '#domain/registration'
import { api } from '../../../api/client'
import { loadConfig } from '../../../api/config'

export type { RegistrationOutcome }

const decodeAnswer = Schema.decodeUnknownSync(RegistrationAnswer)

/** POST /api/identity/user/registration: what happened for this address. */
export const beginReview = async (email: string): Promise<RegistrationOutcome> => {
  const { identity } = await loadConfig()
  const answer = await api('/identity/user/registration', {
    method: 'POST',
    body: { registration: { applicationId: identity.application_id }, sendSetPasswordEmail: true, user: { email } },
  })
  return decodeAnswer(answer).outcome
}
