// Where a signed-in person lands, and the claims of the application access token (rules session.state,
// session.sign-in).
import type { ApiKeyCapability } from './api-keys.ts'
import { isContractorUserType, type SessionRole } from './roles.ts'

/** Claims of the application access token, decoded by the browser and verified by the server. */
export type AccessTokenClaims = {
  readonly actorId: string
  readonly organisationId: string | null
  readonly topLevelOrganisationId: string | null
  readonly roles: readonly string[]
  readonly permissions: readonly string[]
  readonly unique_name: string
  /** The user type: a role name for contractors, otherwise "Organisation User". */
  readonly role: string
  readonly contractorId: string | null
  /** A reviewer-via-email-link session reaches this one engagement and nothing else. */
  readonly engagementId?: string | null
  /** The server's sign-in session the token was issued for (its `sid`); the browser has no use for it. */
  readonly sessionId?: string
  /** Set when the call carries an organisation's API key instead of a person's token (docs/api-keys.md). */
  readonly apiKey?: { readonly id: string; readonly capabilities: readonly ApiKeyCapability[] }
}

export const ORGANISATION_USER_TYPE = 'Organisation User'

export const isContractorClaims = (claims: Pick<AccessTokenClaims, 'roles' | 'role'>): boolean =>
  claims.role.includes('Contractor') || isContractorUserType(claims.roles)

/** `engagementId`: the one engagement of a review-link session (its access token's claim). */
export const destinationFor = (role: SessionRole, engagementId: string | null | undefined): string => {
  switch (role) {
    case 'reviewer-via-email-link':
      return engagementId ? `/review/${encodeURIComponent(engagementId)}` : '/login'
    case 'newContractor':
      return '/additional-info'
    default:
      return '/'
  }
}

/** Initials for the header avatar: first letters of first and last name, else of the e-mail. */
export const initialsOf = (firstName: string | null | undefined, lastName: string | null | undefined, email = '') => {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`
  return (letters || email.slice(0, 2)).toUpperCase()
}
