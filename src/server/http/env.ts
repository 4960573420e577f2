import type { Logger } from 'pino'
import type { AccessTokenClaims } from '#domain/session'

/** What a request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    correlationId: string
    logger: Logger
    /** Set by requireSession: the verified application access token. */
    session: AccessTokenClaims
  }
}
