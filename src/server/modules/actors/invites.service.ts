// Reading invites: an organisation's users for its administrators, and a person's own invitations
// (the invite dialogs on entry, before any organisation is chosen).
import { INVITES_DEFAULT_PAGE_SIZE, type InviteListQuery, inviteStatusFromQuery } from '#domain/invites'
import { pagingOf } from '#domain/list'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { AppError, Forbidden, Invalid } from '../../http/errors.ts'
import { inviteInReach, requireInvitePermission } from './invite-access.ts'
import { inviteResponse, listInvites } from './invites.queries.ts'
import { organisationInReach } from './organisation-records.service.ts'

/** Invites:Read or Actors:Read in the organisation. */
const requireUserListAccess = async (db: Database, session: AccessTokenClaims, organisationId: string) => {
  try {
    await organisationInReach(db, session, organisationId, 'Invites:Read')
  } catch (error) {
    if (!(error instanceof AppError && error.status === 403)) throw error
    await organisationInReach(db, session, organisationId, 'Actors:Read')
  }
}

export const getInvites = async (options: { db: Database; session: AccessTokenClaims; query: InviteListQuery }) => {
  const { db, session, query } = options
  if (!query.org_id && !query.actor_id)
    throw Invalid("Give org_id (an organisation's users) or actor_id (your own invites).")
  if (query.org_id) await requireUserListAccess(db, session, query.org_id)
  // Without an organisation, a person lists only their own invitations, whatever their token.
  else if (query.actor_id !== session.actorId) throw Forbidden('You can only list your own invites.')
  return listInvites(db, {
    organisationId: query.org_id,
    actorId: query.actor_id,
    status: query.status_id ? inviteStatusFromQuery(query.status_id)?.code : undefined,
    search: query.search,
    sortBy: query.sort_by ?? 'datecreated',
    sortDirection: query.sort_direction ?? (query.sort_by && query.sort_by !== 'datecreated' ? 'asc' : 'desc'),
    ...pagingOf(query, INVITES_DEFAULT_PAGE_SIZE),
  })
}

export const getInvite = async (options: { db: Database; session: AccessTokenClaims; inviteId: string }) => {
  const access = await inviteInReach(options.db, options.session, options.inviteId)
  if (!access.isInvitee) requireInvitePermission(access, 'Invites:Read')
  return (await inviteResponse(options.db, options.inviteId))!
}
