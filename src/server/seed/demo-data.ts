// Demo data for a new installation: an organisation tree three levels deep and one account per role.
import { eq } from 'drizzle-orm'
import { ROLE, type RoleName } from '#domain/roles'
import type { Database, Queryable } from '../db/client.ts'
import { actorRoles, actors, idpAccounts, organisations, permissionRoles, reviewerGroups } from '../db/schema.ts'
import { hashPassword } from '../idp/accounts.ts'
import type { BlobStore } from '../modules/files/blob-store.ts'
import { seedDemoContractors } from './demo-contractors.ts'
import { seedDemoEngagements } from './demo-engagements.ts'
import { seedDemoInvitee } from './demo-invitee.ts'
import { seedDemoInvites } from './demo-invites.ts'
import { linkDemoRoleUse, seedDemoJobRoles } from './demo-job-roles.ts'

export const DEMO_PASSWORD = 'Demo-Password-1'
export const DEMO_DOMAIN = 'demo.ir35.test'

type DemoOrganisation = { key: string; name: string; parent?: string; reference?: string; provider?: boolean }

/** Provider at the root; partners below it; clients with children below the partners. */
export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  { key: 'provider', name: 'IR35 Portal Provider', reference: 'PROVIDER', provider: true },
  { key: 'northbridge', name: 'Northbridge Partners', parent: 'provider', reference: 'NORTHBRIDGE' },
  { key: 'meridian', name: 'Meridian Staffing', parent: 'provider', reference: 'MERIDIAN' },
  { key: 'acme', name: 'Acme Retail Group', parent: 'northbridge', reference: 'ACME_RETAIL' },
  { key: 'acme-logistics', name: 'Acme Retail Logistics', parent: 'acme' },
  { key: 'acme-digital', name: 'Acme Retail Digital', parent: 'acme' },
  { key: 'halden', name: 'Halden Energy', parent: 'northbridge', reference: 'HALDEN' },
  { key: 'halden-renewables', name: 'Halden Renewables', parent: 'halden' },
  { key: 'corvid', name: 'Corvid Insurance', parent: 'meridian', reference: 'CORVID' },
]

type DemoAccount = {
  name: string
  firstName: string
  lastName: string
  role: RoleName
  organisation: string | null
  jobDescription?: string
  turnoverId?: number
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'provider.admin', firstName: 'Priya', lastName: 'Shah', role: ROLE.providerAdmin, organisation: 'provider' },
  {
    name: 'provider.manual.reviewer',
    firstName: 'Martin',
    lastName: 'Reed',
    role: ROLE.providerManualReviewer,
    organisation: 'provider',
  },
  { name: 'partner', firstName: 'Paula', lastName: 'Grant', role: ROLE.partner, organisation: 'northbridge' },
  { name: 'partner.admin', firstName: 'Adam', lastName: 'Noble', role: ROLE.partnerAdmin, organisation: 'northbridge' },
  // A second Partner Admin whose first sign-in no other browser test relies on (the settings screens' own).
  {
    name: 'northbridge.admin',
    firstName: 'Nadia',
    lastName: 'Price',
    role: ROLE.partnerAdmin,
    organisation: 'northbridge',
  },
  // A partner of the second branch: what Northbridge's people see and what Meridian's see never meet.
  {
    name: 'meridian.partner',
    firstName: 'Marcus',
    lastName: 'Bell',
    role: ROLE.partner,
    organisation: 'meridian',
  },
  {
    name: 'partner.readonly',
    firstName: 'Rosa',
    lastName: 'Lindqvist',
    role: ROLE.partnerReadOnly,
    organisation: 'northbridge',
  },
  {
    name: 'sign.off.user',
    firstName: 'Sam',
    lastName: 'Okafor',
    role: ROLE.signOffUser,
    organisation: 'acme',
    jobDescription: 'Head of Workforce Compliance',
  },
  // Halden's own Sign Off User reviews its engagements (and Halden Renewables', which requires sign-off).
  {
    name: 'halden.sign.off',
    firstName: 'Hannah',
    lastName: 'Cole',
    role: ROLE.signOffUser,
    organisation: 'halden',
    jobDescription: 'Head of Procurement',
  },
  // A second Sign Off User: the one Sam's reviews can be swapped to.
  {
    name: 'sign.off.deputy',
    firstName: 'Ravi',
    lastName: 'Mistry',
    role: ROLE.signOffUser,
    organisation: 'acme',
    jobDescription: 'Contingent Workforce Manager',
  },
  {
    name: 'readonly.full',
    firstName: 'Fiona',
    lastName: 'Hart',
    role: ROLE.readOnlyFullTool,
    organisation: 'provider',
  },
  {
    name: 'consultancy.manager',
    firstName: 'Colin',
    lastName: 'Mercer',
    role: ROLE.consultancyManager,
    organisation: 'provider',
  },
  {
    name: 'customer.service',
    firstName: 'Chloe',
    lastName: 'Evans',
    role: ROLE.customerService,
    organisation: 'provider',
  },
  {
    name: 'readonly.oneoff',
    firstName: 'Omar',
    lastName: 'Haddad',
    role: ROLE.readOnlyOneOff,
    organisation: 'provider',
  },
  {
    name: 'contractor',
    firstName: 'Connor',
    lastName: 'Walsh',
    role: ROLE.contractor,
    organisation: null,
    turnoverId: 3,
  },
  {
    name: 'contractor.type1',
    firstName: 'Tara',
    lastName: 'Bennett',
    role: ROLE.contractorType1,
    organisation: null,
    turnoverId: 2,
  },
  { name: 'new.contractor', firstName: 'Nia', lastName: 'Roberts', role: ROLE.contractorType1, organisation: null },
]

export const demoEmail = (name: string) => `${name}@${DEMO_DOMAIN}`

const insertOrganisations = async (tx: Queryable) => {
  const ids = new Map<string, string>()
  for (const org of DEMO_ORGANISATIONS) {
    const inserted = await tx
      .insert(organisations)
      .values({
        name: org.name,
        reference: org.reference ?? null,
        parentId: org.parent ? ids.get(org.parent)! : null,
        isProvider: org.provider ?? false,
        insuranceValidationTool: org.key === 'acme' || org.key === 'northbridge',
        shareLeads: org.key === 'northbridge',
        // Acme and its partner send the contractor their own questions (the contractor portal's demo).
        questionDissemination: org.key === 'acme' || org.key === 'northbridge',
        // Acme is a large employer: its exposures include the Apprenticeship Levy.
        annualPayBillPence: org.key === 'acme' ? 4_800_000_000 : null,
        // Halden Renewables requires sign-off: its roles and engagements name at least one Sign Off User.
        mandatorySignOff: org.key === 'halden-renewables',
        childCreation: !org.parent || org.parent === 'provider',
      })
      .returning({ id: organisations.id })
    ids.set(org.key, inserted[0]!.id)
  }
  return ids
}

/** Adds the demo organisations and accounts unless they are there already. */
export const seedDemoData = async (db: Database, blobs: BlobStore): Promise<{ added: boolean }> => {
  const present = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, DEMO_ORGANISATIONS[0]!.name))
  if (present.length > 0) return { added: false }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const organisationIds = await insertOrganisations(tx)
    const roleRows = await tx.select().from(permissionRoles)
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id
    // The provider's consultancy team: a group any organisation may choose, completed by any member.
    await tx.insert(reviewerGroups).values({
      organisationId: organisationIds.get('provider')!,
      name: 'IR35 Consultancy Team',
      memberRoles: [ROLE.consultancyManager, ROLE.providerManualReviewer],
      offeredToAll: true,
    })
    for (const account of DEMO_ACCOUNTS) {
      const email = demoEmail(account.name)
      await tx
        .insert(idpAccounts)
        .values({ email, passwordHash, verified: true, firstName: account.firstName, lastName: account.lastName })
        .onConflictDoNothing()
      const actor = await tx
        .insert(actors)
        .values({
          email,
          firstName: account.firstName,
          lastName: account.lastName,
          jobDescription: account.jobDescription ?? null,
          turnoverId: account.turnoverId ?? null,
        })
        .returning({ id: actors.id })
      await tx.insert(actorRoles).values({
        actorId: actor[0]!.id,
        organisationId: account.organisation ? organisationIds.get(account.organisation)! : null,
        roleId: roleId(account.role),
      })
    }
  })
  await seedDemoInvites(db)
  // Roles before engagements: the demo engagements' events are then the newest, as if set up earlier.
  await seedDemoJobRoles(db)
  // The contractors first: the demo engagements are assigned theirs when they are created, so that an SDS sent
  // on the way reaches a real Contractor party.
  await seedDemoContractors(db)
  await seedDemoEngagements(db, blobs)
  await linkDemoRoleUse(db)
  await seedDemoInvitee(db, passwordHash)
  return { added: true }
}
