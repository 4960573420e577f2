// Shared set-up for the invite API tests: demo tokens, organisation and role ids, and an invite helper.
import { actors, organisations, permissionRoles } from '../../src/server/db/schema.ts'
import { DEMO_ORGANISATIONS, demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient } from '../support/api.ts'
import type { TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

export const MISSING_ID = '00000000-0000-4000-8000-000000000000'

export const inviteFixtures = async (server: TestServer, accounts: readonly string[]) => {
  const call = apiClient(server.url)
  const { db } = server.database
  const organisationRows = await db.select().from(organisations)
  const roleRows = await db.select().from(permissionRoles)
  const actorRows = await db.select().from(actors)
  const tokens = new Map<string, string>()
  for (const account of accounts) tokens.set(account, (await signInDemo(server.url, account)).accessToken)
  const orgIds = new Map(
    DEMO_ORGANISATIONS.map((demo) => [demo.key, organisationRows.find((row) => row.name === demo.name)!.id]),
  )
  const as = (account: string) => tokens.get(account)!
  /** An organisation by its demo key (provider, northbridge, acme, acme-logistics ...) or an id. */
  const org = (key: string) => (key === 'missing' ? MISSING_ID : (orgIds.get(key) ?? key))
  const role = (name: string) => roleRows.find((r) => r.name === name)!.id
  return {
    as,
    org,
    role,
    missing: MISSING_ID,
    actorOf: (account: string) => actorRows.find((a) => a.email === demoEmail(account))!.id,
    invite: (email: string, organisation: string, roles: readonly string[], account = 'provider.admin') =>
      call('/api/actors/invites', {
        method: 'POST',
        token: as(account),
        body: { email, organisation_id: org(organisation), roles: roles.map(role) },
      }),
    /** A new organisation under Meridian, for tests that need one of their own. */
    createOrganisation: async (name: string) => {
      const response = await call('/api/actors/organisations', {
        method: 'POST',
        token: as('provider.admin'),
        body: { name, parent_id: org('meridian'), reference: 'FIXTURE' },
      })
      if (response.status !== 201) throw new Error(JSON.stringify(response.json))
      return response.json.id as string
    },
  }
}
