// The shape of the `meta` every state and transition carries, read by the /process page, the audit trail
// and the registry test, and the groups of roles that fire the same transitions.
import { REVIEWER_LINK_ROLE, ROLE, type RoleName } from '#domain/roles'

/**
 * Who fires a transition when it is not a role of the product: a party to the engagement (whoever holds
 * that party's distribution, with or without an account role), a reviewer acting on their own record,
 * the person invited, or the server itself (the scheduler's clock, the mail outbox, or a use case that
 * passes on a fact about another record, such as a reviewer's sign-off to the engagement).
 */
export const PARTY = {
  contractor: 'Contractor party',
  supplyChain: 'Supply Chain party',
  reviewer: 'Reviewer',
  invitee: 'Invitee',
  system: 'System',
} as const
export type PartyName = (typeof PARTY)[keyof typeof PARTY]

export type Firer = RoleName | PartyName | typeof REVIEWER_LINK_ROLE

/**
 * A state's meta. `status` is the wire status a record in this state shows (the status column, the API's
 * `status`); machines/state-map.ts derives every lookup between states and statuses from it. A state with no
 * status (a deleted record's tombstone) shows none; a child state shows its parent's.
 */
export type StateMeta<Status extends string = string> = {
  readonly title?: string
  readonly description: string
  readonly status?: Status
}
export type MachineMeta = { readonly title: string; readonly description: string }
export type TransitionMeta = { readonly description: string; readonly roles: readonly Firer[] }

/** The client's people who run assessments on their organisation's engagements (and the provider's admin). */
export const CLIENT_ROLES = [ROLE.partner, ROLE.partnerAdmin, ROLE.providerAdmin] as const satisfies readonly RoleName[]

/**
 * Who answers an assessment: the client roles on their engagements, the provider's one-off team on a direct
 * contractor's assessment (OneOffAssessments:Update), and a contractor on their own working practices review.
 */
export const ASSESSOR_ROLES = [
  ...CLIENT_ROLES,
  ROLE.consultancyManager,
  ROLE.customerService,
  ROLE.contractor,
] as const satisfies readonly RoleName[]

export const CONTRACTOR_ROLES = [ROLE.contractor, ROLE.contractorType1] as const satisfies readonly RoleName[]

/** The provider's manual-review team (rule manual-review.assignees). */
export const MANUAL_REVIEW_ROLES = [
  ROLE.providerManualReviewer,
  ROLE.consultancyManager,
] as const satisfies readonly RoleName[]

/** Who manages users and invites (Invites:Update). */
export const USER_ADMIN_ROLES = [ROLE.providerAdmin, ROLE.partnerAdmin] as const satisfies readonly RoleName[]

/** The parties an SDS is distributed to. */
export const SDS_PARTIES = [PARTY.contractor, PARTY.supplyChain] as const

/** Every name a transition's `roles` may hold. */
export const FIRERS: readonly Firer[] = [...Object.values(ROLE), ...Object.values(PARTY), REVIEWER_LINK_ROLE]
