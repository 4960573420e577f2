// Resend, cancel, accept, reject, change roles and delete: each an invite-machine event through the
// workflow engine, which decides whether it may happen now (409), who may fire it (403) and keeps the trail.
import { eq } from 'drizzle-orm'
import { type InviteCommandResponse, type InvitePatch, inviteStatusOf } from '#domain/invites'
import { changesOf } from '#domain/patch'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { InviteEvent } from '#machines/invite.machine'
import { inviteStatus } from '#machines/state-map'
import type { Database } from '../../db/client.ts'
import { invites } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { inviteEntity } from './invite.entity.ts'
import { inviteInReach, requireInvitePermission } from './invite-access.ts'
import { checkAssignable, organisationRecord } from './invite-roles.service.ts'

export type InviteCommand = 'resend' | 'cancel' | 'accept' | 'reject' | 'delete'

/** The event each command sends, and the permission an administrator needs (none: only the invitee). */
const COMMANDS: Record<InviteCommand, { event: InviteEvent; permission: Permission | null }> = {
  resend: { event: { type: 'invite.resend' }, permission: 'Invites:Update' },
  cancel: { event: { type: 'invite.cancel' }, permission: 'Invites:Update' },
  accept: { event: { type: 'invite.accept' }, permission: null },
  reject: { event: { type: 'invite.reject' }, permission: null },
  delete: { event: { type: 'invite.delete' }, permission: 'Invites:Delete' },
}

const STALE = 'Someone else changed this invite meanwhile. Reload and try again.'

const sendInviteEvent = async (options: {
  db: Database
  session: AccessTokenClaims
  inviteId: string
  event: InviteEvent
  permission: Permission | null
  /** The version the caller read (If-Match), if they sent one. */
  expectedVersion: number | null
  /** Checks that need the invite (e.g. the roles being assignable in its organisation). */
  check?: (organisationId: string) => Promise<void>
}): Promise<InviteCommandResponse> => {
  const { db, session, inviteId, event } = options
  const access = await inviteInReach(db, session, inviteId)
  if (options.permission) requireInvitePermission(access, options.permission)
  else if (!access.isInvitee) throw Forbidden('Only the person invited may answer this invitation.')
  const { invite } = access
  if (options.expectedVersion !== null && options.expectedVersion !== invite.version) throw Conflict(STALE)
  await options.check?.(invite.organisationId)
  const result = await executeCommand({
    db,
    entity: inviteEntity,
    id: inviteId,
    event,
    firer: access.firer,
    auditPayload: { organisationId: invite.organisationId },
    within: async (tx) => {
      const saved = (await tx.select({ version: invites.version }).from(invites).where(eq(invites.id, inviteId)))[0]
      if (saved?.version !== invite.version + 1) throw Conflict(STALE)
    },
  })
  const status = inviteStatus.of(result.snapshot.value)
  return {
    id: inviteId,
    status: status === null ? null : inviteStatusOf(status),
    version: result.version,
  }
}

export const commandInvite = (options: {
  db: Database
  session: AccessTokenClaims
  inviteId: string
  command: InviteCommand
  expectedVersion: number | null
}) => sendInviteEvent({ ...options, ...COMMANDS[options.command] })

/** PATCH /api/actors/invites/{id}: replace /roles ("Edit user"). */
export const changeInviteRoles = async (options: {
  db: Database
  session: AccessTokenClaims
  inviteId: string
  patch: InvitePatch
  expectedVersion: number | null
}) => {
  const roleIds = [...new Set(changesOf(options.patch).roles as string[])]
  return sendInviteEvent({
    ...options,
    event: { type: 'invite.changeRoles', roleIds },
    permission: 'Invites:Update',
    check: async (organisationId) => {
      const organisation = await organisationRecord(options.db, organisationId)
      if (!organisation) throw NotFound('The organisation')
      await checkAssignable(options.db, organisation, roleIds)
    },
  })
}
