// The working practice review registration's one call: POST /api/identity/user/registration answers which of
// three things happened, so the browser never has to look an address up (a look-up would tell anyone whether an
// address has an account).
import * as Schema from 'effect/Schema'

export const REGISTRATION_OUTCOMES = ['registered', 'invitationResent', 'alreadyRegistered'] as const

/**
 * registered: a new account, with a set-password e-mail; invitationResent: the address had an account whose
 * password was never set, and its invitation went again; alreadyRegistered: the address's owner should log in.
 */
export const RegistrationOutcome = Schema.Literals(REGISTRATION_OUTCOMES)
export type RegistrationOutcome = typeof RegistrationOutcome.Type

export const RegistrationAnswer = Schema.Struct({ outcome: RegistrationOutcome })
export type RegistrationAnswer = typeof RegistrationAnswer.Type
