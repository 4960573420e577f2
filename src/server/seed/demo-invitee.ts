// A demo person who has been invited but belongs to no organisation yet: two pending invitations from demo
// organisations, shown in the invite dialog when they sign in (rule invites.dialogs).
import { eq, inArray } from 'drizzle-orm'
import { ROLE } from '#domain/roles'
import type { Database } from '../db/client.ts'
import { actors, idpAccounts, inviteRoles, invites, organisations, permissionRoles } from '../db/schema.ts'
import { inviteEntity, inviteStatusOfSnapshot } from '../modules/actors/invite.entity.ts'
import { persist, startEntity } from '../workflow/engine.ts'
import { demoEmail } from './demo-data.ts'

export const DEMO_INVITEE = {
  name: 'invitee',
  firstName: 'Ivy',
  lastName: 'Turner',
  description: 'Invited, no organisation yet (two pending invitations)',
} as const

/** Who invites the demo invitee, where, and with which role. */
const INVITATIONS = [
  { organisation: 'Acme Retail Group', inviter: 'partner.admin', inviterRole: ROLE.partnerAdmin, role: ROLE.partner },
  { organisation: 'Halden Energy', inviter: 'partner.admin', inviterRole: ROLE.partnerAdmin, role: ROLE.signOffUser },
] as const

export const seedDemoInvitee = async (db: Database, passwordHash: string) =>
  db.transaction(async (tx) => {
    const email = demoEmail(DEMO_INVITEE.name)
    const { firstName, lastName } = DEMO_INVITEE
    await tx.insert(idpAccounts).values({ email, passwordHash, verified: true, firstName, lastName })
    const [invitee] = await tx.insert(actors).values({ email, firstName, lastName }).returning({ id: actors.id })
    const names = INVITATIONS.map((invitation) => invitation.organisation)
    const organisationRows = await tx.select().from(organisations).where(inArray(organisations.name, names))
    const roleRows = await tx.select().from(permissionRoles)
    for (const invitation of INVITATIONS) {
      const organisationId = organisationRows.find((row) => row.name === invitation.organisation)!.id
      const roleId = roleRows.find((row) => row.name === invitation.role)!.id
      const [inviter] = await tx
        .select({ id: actors.id })
        .from(actors)
        .where(eq(actors.email, demoEmail(invitation.inviter)))
      const inviteId = crypto.randomUUID()
      await startEntity({
        tx,
        entity: inviteEntity,
        id: inviteId,
        input: {},
        firer: { actorId: inviter!.id, roles: [invitation.inviterRole] },
        eventType: 'invite.create',
        auditPayload: { organisationId, inviteeActorId: invitee!.id, roleIds: [roleId] },
        insert: async (initial) => {
          await tx.insert(invites).values({
            id: inviteId,
            actorId: invitee!.id,
            email,
            organisationId,
            invitedBy: inviter!.id,
            state: persist(initial),
            status: inviteStatusOfSnapshot(initial),
          })
          await tx.insert(inviteRoles).values({ inviteId, roleId })
        },
      })
    }
  })
