// A person the product mails before they have chosen a password (an invitee, a contractor asked for their
// answers): the identity account is made or found, and the set-password link the mail may carry.
import type { Config } from '../../config.ts'
import { setPasswordLink } from '../../idp/embedded-api.ts'
import type { IdentityApi } from '../../idp/identity.ts'

/** null: the person has a password; otherwise the changePasswordId the identity provider gave (may be ''). */
export type PasswordSetup = { changePasswordId: string } | null

/** The password a person still has to choose: a fresh set-password link from the identity provider. */
export const passwordSetupFor = async (
  identity: IdentityApi,
  config: Config,
  email: string,
): Promise<PasswordSetup> => {
  const user = await identity.findUserByEmail(email)
  if (!user) {
    const registered = await identity.register({ email, applicationId: config.identity.applicationId })
    return { changePasswordId: registered.changePasswordId }
  }
  if (user.verified) return null
  const reset = await identity.forgotPassword({ loginId: email, applicationId: config.identity.applicationId })
  return { changePasswordId: reset?.changePasswordId ?? '' }
}

/** The set-password page to link to, or null: only the embedded provider's is known here (an external one mails its own). */
export const passwordLinkOf = (config: Config, setup: PasswordSetup) =>
  setup?.changePasswordId && !config.identity.externalIssuer ? setPasswordLink(config, setup.changePasswordId) : null
