// Demo job roles: enough at Acme Retail Group to page through (roles list pages hold 30), with dates, day
// rates and references, some archived; a demo contractor engagement is marked as made from a role, so that
// role shows a last-used date and cannot be deleted.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { ROLE } from '#domain/roles'
import type { Database } from '../db/client.ts'
import { actors, engagements, organisations } from '../db/schema.ts'
import { createEngagement } from '../modules/assessments/engagement-commands.service.ts'
import { engagementEntity } from '../modules/engagements/engagement.entity.ts'
import { executeCommand } from '../workflow/engine.ts'
import { demoEmail } from './demo-data.ts'
import '../modules/assessments/engagement-effects.ts'

const TITLES = [
  'Business Analyst',
  'Data Engineer',
  'Project Manager',
  'Solution Architect',
  'Test Lead',
  'UX Designer',
]
const AREAS = ['Stores', 'Supply Chain', 'Finance', 'Digital', 'HR']
export const DEMO_ROLE_COUNT = 40
export const DEMO_ROLE_ORGANISATION = 'Acme Retail Group'
const USED_ROLE_REFERENCE = 'ACME_R100'

export const seedDemoJobRoles = async (db: Database) => {
  const acme = (await db.select().from(organisations).where(eq(organisations.name, DEMO_ROLE_ORGANISATION)))[0]
  const northbridge = (await db.select().from(organisations).where(eq(organisations.name, 'Northbridge Partners')))[0]
  const partner = (
    await db
      .select()
      .from(actors)
      .where(eq(actors.email, demoEmail('partner')))
  )[0]
  if (!acme || !partner) return
  const firer = { actorId: partner.id, roles: [ROLE.partner] }
  const ids: string[] = []
  await db.transaction(async (tx) => {
    for (let index = 0; index < DEMO_ROLE_COUNT; index += 1) {
      const month = String((index % 12) + 1).padStart(2, '0')
      ids.push(
        await createEngagement({
          tx,
          firer,
          engagement: {
            organisationId: acme.id,
            name: `${TITLES[index % TITLES.length]} (${AREAS[index % AREAS.length]})`,
            type: 'Role',
            questionSetTypeCode: 'FULL',
            reference: `ACME_R${100 + index}`,
            agencyId: northbridge?.id ?? null,
            startDate: `2027-${month}-01`,
            endDate: `2027-${month}-28`,
            dailyRatePence: 35_000 + index * 1_250,
          },
        }),
      )
    }
  })
  // Every fifth role is archived, through the machine like any other archive.
  for (const [index, id] of ids.entries())
    if (index % 5 === 4)
      await executeCommand({ db, entity: engagementEntity, id, event: { type: 'engagement.archive' }, firer })
}

/** Marks the first demo contractor engagement at Acme as made from the first role (run after engagements). */
export const linkDemoRoleUse = async (db: Database) => {
  const role = (await db.select().from(engagements).where(eq(engagements.reference, USED_ROLE_REFERENCE)))[0]
  if (!role) return
  const contractorEngagement = (
    await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        and(
          eq(engagements.organisationId, role.organisationId),
          eq(engagements.type, 'Contractor'),
          isNull(engagements.roleId),
        ),
      )
      .orderBy(asc(engagements.createdAt))
  )[0]
  if (contractorEngagement)
    await db.update(engagements).set({ roleId: role.id }).where(eq(engagements.id, contractorEngagement.id))
}
