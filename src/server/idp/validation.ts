// Input rules shared by the identity pages, the FusionAuth-compatible API and /api/identity.
import * as Schema from 'effect/Schema'
import { isEmailAddress } from '#domain/email'
import { MESSAGES } from '#domain/messages'

export const INVALID_EMAIL_MESSAGE = MESSAGES.emailInvalid

/** An e-mail address: surrounding whitespace trimmed, then checked. */
export const EmailAddress = Schema.Trim.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => isEmailAddress(value), {
      message: INVALID_EMAIL_MESSAGE,
    }),
  ),
)

export const PASSWORD_MIN_LENGTH = 10
/** Bounds the argon2 work a request can ask for. */
export const PASSWORD_MAX_LENGTH = 256
