// The demo organisations' users as the users screens list them: a person joins an organisation by accepting an
// invite (its roles become theirs there), so each demo membership is recorded as an accepted invite, replayed
// through the workflow engine for a real history, plus one invitation still pending.
import { and, eq, inArray } from 'drizzle-orm'
import { ROLE } from '#domain/roles'
import { PARTY } from '#machines/meta'
import type { Database } from '../db/client.ts'
import { actorRoles, actors, inviteRoles, invites, organisations, permissionRoles } from '../db/schema.ts'
import { inviteEntity, inviteStatusOfSnapshot } from '../modules/actors/invite.entity.ts'
import { executeCommand, type Firer, persist, startEntity } from '../workflow/engine.ts'
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, demoEmail } from './demo-data.ts'

/** Someone invited to Northbridge Partners who has not answered yet (no account of their own yet). */
export const DEMO_PENDING_INVITE = {
  name: 'invited.colleague',
  organisation: 'Northbridge Partners',
  roles: [ROLE.partner],
} as const

/** The seed invites on the provider's behalf: no person of the demo sent these. */
const SEED: Firer = { actorId: null, roles: [PARTY.system] }

const recordInvite = async (
  db: Database,
  invite: { actorId: string; email: string; organisationId: string; roleIds: readonly string[] },
) => {
  const id = crypto.randomUUID()
  await db.transaction((tx) =>
    startEntity({
      tx,
      entity: inviteEntity,
      id,
      input: {},
      firer: SEED,
      eventType: 'invite.create',
      auditPayload: { organisationId: invite.organisationId, inviteeActorId: invite.actorId, roleIds: invite.roleIds },
      insert: async (initial) => {
        await tx.insert(invites).values({
          id,
          actorId: invite.actorId,
          email: invite.email,
          organisationId: invite.organisationId,
          state: persist(initial),
          status: inviteStatusOfSnapshot(initial),
        })
        await tx.insert(inviteRoles).values(invite.roleIds.map((roleId) => ({ inviteId: id, roleId })))
      },
    }),
  )
  return id
}

export const seedDemoInvites = async (db: Database) => {
  const organisationRows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      inArray(
        organisations.name,
        DEMO_ORGANISATIONS.map((organisation) => organisation.name),
      ),
    )
  const organisationId = (name: string) => organisationRows.find((row) => row.name === name)!.id
  for (const account of DEMO_ACCOUNTS) {
    if (!account.organisation) continue
    const email = demoEmail(account.name)
    const actor = (await db.select({ id: actors.id }).from(actors).where(eq(actors.email, email)))[0]!
    const name = DEMO_ORGANISATIONS.find((organisation) => organisation.key === account.organisation)!.name
    const memberships = await db
      .select({ roleId: actorRoles.roleId })
      .from(actorRoles)
      .where(and(eq(actorRoles.actorId, actor.id), eq(actorRoles.organisationId, organisationId(name))))
    const id = await recordInvite(db, {
      actorId: actor.id,
      email,
      organisationId: organisationId(name),
      roleIds: memberships.map((membership) => membership.roleId),
    })
    // The member holds the roles already: accepting only records how they came by them.
    await executeCommand({
      db,
      entity: inviteEntity,
      id,
      event: { type: 'invite.accept' },
      firer: { actorId: actor.id, roles: [PARTY.invitee] },
      auditPayload: { organisationId: organisationId(name) },
    })
  }
  const pending = DEMO_PENDING_INVITE
  const email = demoEmail(pending.name)
  const invitee = await db.insert(actors).values({ email }).returning({ id: actors.id })
  const roleRows = await db
    .select({ id: permissionRoles.id })
    .from(permissionRoles)
    .where(inArray(permissionRoles.name, [...pending.roles]))
  await recordInvite(db, {
    actorId: invitee[0]!.id,
    email,
    organisationId: organisationId(pending.organisation),
    roleIds: roleRows.map((role) => role.id),
  })
}
