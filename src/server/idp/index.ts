// Picks the identity provider by configuration: the embedded one, or an external OIDC issuer (OIDC_ISSUER).
import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { createEmbeddedIdentityProvider } from './embedded.ts'
import { createExternalIdentity } from './external.ts'
import type { IdentityProvider } from './identity.ts'

export type { IdentityApi, IdentityProvider, IdentityUser, VerifiedIdentity } from './identity.ts'

export const createIdentity = async (deps: {
  config: Config
  db: Database
  logger: Logger
  /** A person chose a new password at the embedded provider: their sign-in sessions end (docs/sessions.md). */
  onPasswordChanged: (email: string) => Promise<void>
}): Promise<IdentityProvider> => {
  const { config, logger } = deps
  if (config.identity.externalIssuer) {
    if (!config.identity.apiUrl || !config.identity.apiKey)
      logger.warn(
        'identity: OIDC_ISSUER is set without IDENTITY_API_URL and IDENTITY_API_KEY; user lookup, registration and forgotten password will fail',
      )
    logger.info({ issuer: config.identity.externalIssuer }, 'identity: external OpenID Connect provider')
    return createExternalIdentity(config)
  }
  if (config.identity.apiUrl)
    logger.warn(
      'identity: IDENTITY_API_URL is ignored without OIDC_ISSUER; the embedded provider answers the identity calls',
    )
  return createEmbeddedIdentityProvider(deps)
}
