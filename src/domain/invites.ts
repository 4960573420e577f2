// Invites on the wire (rules records.invite, invites.form, invites.assignable-roles, api.invites).
// Read by the server (decoding, the assignable-role rule) and the browser (forms, decoding responses).
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { isEmailAddress } from './email.ts'
import { ListQueryFields, PageOf } from './list.ts'
import { MESSAGES } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'
import type { Permission } from './roles.ts'

// ---- statuses ----

/** The wire statuses with fixed ids (GET /api/actors/invite-statuses answers this list). */
export const INVITE_STATUSES = [
  { id: 1, code: 'Pending' },
  { id: 2, code: 'Accepted' },
  { id: 3, code: 'Rejected' },
  { id: 4, code: 'Cancelled' },
] as const
export type InviteStatusCode = (typeof INVITE_STATUSES)[number]['code']
export const InviteStatus = Schema.Struct({
  id: Schema.Int,
  code: Schema.Literals(['Pending', 'Accepted', 'Rejected', 'Cancelled']),
}).annotate({ identifier: 'InviteStatus' })
export type InviteStatus = typeof InviteStatus.Type

export const inviteStatusOf = (code: InviteStatusCode): InviteStatus =>
  INVITE_STATUSES.find((status) => status.code === code)!

/** `status_id` in a query: the id ("1") or the code ("Pending"). */
export const inviteStatusFromQuery = (value: string): InviteStatus | undefined =>
  INVITE_STATUSES.find((status) => String(status.id) === value || status.code === value)

/** The permission an administrator needs, in the invite's organisation, for each of their commands. */
export const INVITE_ADMIN_PERMISSIONS = {
  resend: 'Invites:Update',
  cancel: 'Invites:Update',
  changeRoles: 'Invites:Update',
  delete: 'Invites:Delete',
} as const satisfies Record<string, Permission>

// ---- fields ----

/** The invitee's e-mail: trimmed, required, and the shape {something}@{domain}.{tld} with no spaces. */
export const InviteEmail = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: MESSAGES.emailRequired }),
    Schema.makeFilter((value: string) => value === '' || isEmailAddress(value), { message: MESSAGES.emailInvalid }),
  ),
)

/** The role ids an invite grants: at least one, no repeats (a repeat is dropped). */
export const InviteRoleIds = Schema.Array(Uuid).pipe(
  Schema.check(Schema.isMinLength(1, { message: MESSAGES.inviteRolesRequired })),
)

// ---- requests ----

/** POST /api/actors/invites */
export const CreateInvite = Schema.Struct({
  email: InviteEmail,
  organisation_id: Uuid,
  roles: InviteRoleIds,
})
export type CreateInvite = typeof CreateInvite.Type

/** PATCH /api/actors/invites/{id}: replace the roles ("Edit user"). */
export const InvitePatch = PatchList([ReplaceOperation('/roles', InviteRoleIds)])
export type InvitePatch = typeof InvitePatch.Type

export const INVITE_SORT_FIELDS = ['datecreated', 'email', 'name', 'status'] as const
export const INVITES_DEFAULT_PAGE_SIZE = 10

/**
 * GET /api/actors/invites: either org_id (the organisation's users, needs Invites:Read or Actors:Read
 * there) or actor_id equal to the caller's own actor id (their own invites, any token). Both may be given.
 */
export const InviteListQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
  sort_by: Schema.optionalKey(Schema.Literals(INVITE_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  org_id: Schema.optionalKey(Uuid),
  actor_id: Schema.optionalKey(Uuid),
  status_id: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((value: string) => inviteStatusFromQuery(value) !== undefined, {
          message: 'status_id must be one of 1, 2, 3, 4 or Pending, Accepted, Rejected, Cancelled',
        }),
      ),
    ),
  ),
})
export type InviteListQuery = typeof InviteListQuery.Type

/** GET /api/actors/roles?inviteable_only=true&org_id= */
export const RolesQuery = Schema.Struct({
  inviteable_only: Schema.optionalKey(Schema.Literals(['true', 'false'])),
  org_id: Schema.optionalKey(Uuid),
})

// ---- responses ----

export const InviteRole = Schema.Struct({ id: Uuid, name: Schema.String })
export type InviteRole = typeof InviteRole.Type

/** One invite (rule records.invite), plus the version to send back as If-Match. */
export const InviteResponse = Schema.Struct({
  id: Uuid,
  /** "First Last" when the invitee has given a name, else null. */
  name: Schema.NullOr(Schema.String),
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  email: Schema.String,
  status: InviteStatus,
  organisation_id: Uuid,
  organisation_name: Schema.String,
  /** `/api/files/logos/{fileId}` when the organisation has a logo, else null. */
  organisation_logo: Schema.NullOr(Schema.String),
  roles: Schema.Array(InviteRole),
  /** null once a cancelled invitee's data has been erased. */
  actor_id: Schema.NullOr(Uuid),
  /** ISO 8601 */
  created_at: Schema.String,
  version: Schema.Int,
}).annotate({ identifier: 'Invite' })
export type InviteResponse = typeof InviteResponse.Type

export const InviteList = PageOf(InviteResponse)
export type InviteList = typeof InviteList.Type

/** A command's answer (POST .../cancel, /resend, /accept, /reject, PATCH, DELETE). */
export const InviteCommandResponse = Schema.Struct({
  id: Uuid,
  /** null once the invite is deleted. */
  status: Schema.NullOr(InviteStatus),
  version: Schema.Int,
}).annotate({ identifier: 'InviteCommandAnswer' })
export type InviteCommandResponse = typeof InviteCommandResponse.Type

/** A role as GET /api/actors/roles answers it (rule invites.assignable-roles). */
export const PermissionRoleResponse = Schema.Struct({
  id: Uuid,
  code: Schema.String,
  name: Schema.String,
  is_provider_only: Schema.Boolean,
}).annotate({ identifier: 'Role' })
export type PermissionRoleResponse = typeof PermissionRoleResponse.Type

// ---- the assignable-role rule (rule invites.assignable-roles) ----

export type AssignableCandidate = { providerOnly: boolean; kind: 'organisation' | 'contractor' | string }

/**
 * The roles that may be granted by an invite into an organisation (rule invites.assignable-roles): for the provider's
 * root organisation every organisation role; for any other organisation the roles not flagged
 * provider-only. Contractor roles never (contractors are not invited into organisations).
 *
 * "When the organisation is the user's own, all roles are assignable" is read within the sentence before
 * it ("Provider-only roles are offered only for that one root organisation"): an administrator inviting
 * into their own organisation may grant every role that organisation can hold — no narrower set than
 * elsewhere (Partner Admin included) — but it never widens provider-only roles beyond the provider's root.
 * Read the other way, a Partner Admin could make someone Provider Admin of a client, which the previous
 * sentence forbids. For the Provider Admin their own organisation is the root, so they get every role.
 */
export const assignableRoles = <R extends AssignableCandidate>(
  roles: readonly R[],
  organisation: { isProviderRoot: boolean },
): R[] => roles.filter((role) => role.kind === 'organisation' && (organisation.isProviderRoot || !role.providerOnly))
