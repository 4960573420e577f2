// POST /api/actors/invites: invite a person by e-mail into an organisation with roles (rules invites.lifecycle,
// invites.form).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CreateInvite } from '#domain/invites'
import { MESSAGES } from '#domain/messages'
import type { AccessTokenClaims } from '#domain/session'
import type { Config } from '../../config.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { actorRoles, actors, inviteRoles, invites } from '../../db/schema.ts'
import { Conflict } from '../../http/errors.ts'
import type { IdentityApi } from '../../idp/identity.ts'
import { enqueueMail } from '../../mail/outbox.ts'
import { persist, startEntity } from '../../workflow/engine.ts'
import { inviteEntity, inviteStatusOfSnapshot } from './invite.entity.ts'
import { inviteMail } from './invite-mail.ts'
import { checkAssignable } from './invite-roles.service.ts'
import { findInvite, inviteResponse } from './invites.queries.ts'
import { organisationInReach } from './organisation-records.service.ts'
import { passwordSetupFor } from './password-setup.ts'

const findActorByEmail = async (db: Queryable, email: string) =>
  (await db.select().from(actors).where(sql`lower(${actors.email}) = ${email.toLowerCase()}`))[0]

/** The new person's actor; when a concurrent invite created them meanwhile, that one. */
const insertActor = async (db: Queryable, email: string) => {
  const inserted = await db.insert(actors).values({ email }).onConflictDoNothing().returning({ id: actors.id })
  return inserted[0]?.id ?? (await findActorByEmail(db, email))!.id
}

/** A person who holds a role in the organisation, or has a pending invite there, already "exists". */
const alreadyThere = async (db: Queryable, email: string, organisationId: string) => {
  const actor = await findActorByEmail(db, email)
  const holdsRole = actor
    ? (
        await db
          .select({ id: actorRoles.id })
          .from(actorRoles)
          .where(and(eq(actorRoles.actorId, actor.id), eq(actorRoles.organisationId, organisationId)))
          .limit(1)
      ).length > 0
    : false
  const pending = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.organisationId, organisationId),
        eq(invites.status, 'Pending'),
        isNull(invites.deletedAt),
        sql`lower(${invites.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1)
  return { actor, exists: holdsRole || pending.length > 0 }
}

/** Authorisation, roles and the "already exists" rule; run before the identity call and again inside the write. */
const checkInvite = async (db: Queryable, session: AccessTokenClaims, input: CreateInvite) => {
  const access = await organisationInReach(db, session, input.organisation_id, 'Invites:Create')
  const roleIds = await checkAssignable(db, access.row, input.roles)
  const { actor, exists } = await alreadyThere(db, input.email, access.row.id)
  if (exists) throw Conflict(MESSAGES.userAlreadyExists)
  return { access, roleIds, actor }
}

export const createInvite = async (options: {
  db: Database
  config: Config
  identity: IdentityApi
  session: AccessTokenClaims
  input: CreateInvite
}) => {
  const { db, session, input } = options
  // Refused invites create no account: check first, then ask the identity provider (its own transaction).
  await checkInvite(db, session, input)
  const passwordSetup = await passwordSetupFor(options.identity, options.config, input.email)
  const id = await db.transaction(async (tx) => {
    const { access, roleIds, actor } = await checkInvite(tx, session, input)
    const actorId = actor?.id ?? (await insertActor(tx, input.email))
    const inviteId = crypto.randomUUID()
    await startEntity({
      tx,
      entity: inviteEntity,
      id: inviteId,
      input: {},
      firer: { actorId: session.actorId, roles: access.roles },
      eventType: 'invite.create',
      auditPayload: { organisationId: access.row.id, inviteeActorId: actorId, roleIds },
      insert: async (initial) => {
        await tx.insert(invites).values({
          id: inviteId,
          actorId,
          email: input.email,
          organisationId: access.row.id,
          invitedBy: session.actorId,
          state: persist(initial),
          status: inviteStatusOfSnapshot(initial),
        })
        await tx.insert(inviteRoles).values(roleIds.map((roleId) => ({ inviteId, roleId })))
      },
    })
    // The first invitation is part of creating it (the machine's sendInvite is for resending); the mail
    // outbox delivers it after commit, so no invite goes unannounced and no mail announces a missing invite.
    await enqueueMail(
      tx,
      options.config,
      await inviteMail(tx, options.config, (await findInvite(tx, inviteId))!, passwordSetup),
    )
    return inviteId
  })
  return (await inviteResponse(db, id))!
}
