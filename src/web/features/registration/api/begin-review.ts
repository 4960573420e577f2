// Working practice review registration: one call, and the server says which of three things happened (a new
// account, the invitation sent again, or an account whose owner should log in). The browser never looks the
// address up itself: the look-up answers the same for every address.
import type { RegistrationOutcome } from '#domain/registration'
import { api } from '../../../api/client'
import { loadConfig } from '../../../api/config'
import { decodedWith } from '../../../api/decoded'

export type { RegistrationOutcome }

/** POST /api/identity/user/registration: what happened for this address. */
export const beginReview = async (email: string): Promise<RegistrationOutcome> => {
  const { identity } = await loadConfig()
  const answer = await decodedWith(
    api('/identity/user/registration', {
      method: 'POST',
      body: { registration: { applicationId: identity.application_id }, sendSetPasswordEmail: true, user: { email } },
    }),
    async () => (await import('#domain/registration')).RegistrationAnswer,
  )
  return answer.outcome
}
