// /register end to end (rule registration.flow): a new person registers for a working practice review,
// receives the set-password e-mail, chooses a password and signs in as a new contractor.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actorRoles, actors, permissionRoles } from '../../src/server/db/schema.ts'
import { claimsOf } from '../support/api.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { browser, latestPasswordLink, submitNewPassword } from './idp-harness.ts'

const api = apiFixture({ accounts: [] })
const { call } = api

const register = async (email: string) => {
  const config = (await call('/api/config')).json as { identity: { application_id: string } }
  return call('/api/identity/user/registration', {
    method: 'POST',
    body: {
      registration: { applicationId: config.identity.application_id },
      sendSetPasswordEmail: true,
      user: { email },
    },
  })
}

const rolesOf = async (email: string) =>
  api.server.database.db
    .select({ role: permissionRoles.name, organisationId: actorRoles.organisationId })
    .from(actors)
    .innerJoin(actorRoles, eq(actorRoles.actorId, actors.id))
    .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
    .where(eq(actors.email, email))

describe('registering for a working practice review', () => {
  it('makes a one-off contractor who sets a password and signs in as a new contractor', async () => {
    const email = 'wpr.first.timer@example.co.uk'
    const registered = await register(email)
    expect(registered.status).toBe(200)
    expect(registered.json).toEqual({ outcome: 'registered' })
    expect(await rolesOf(email)).toEqual([{ role: 'Contractor', organisationId: null }])

    const { link } = await latestPasswordLink(api.server.database, email)
    expect(link).toBeTruthy()
    await submitNewPassword(browser(), link!, 200, 'A-long-password-1')

    const idToken = await identityTokenFor(api.server.url, email, 'A-long-password-1')
    const accessToken = await accessTokenFor(api.server.url, idToken)
    const claims = claimsOf(accessToken)
    expect(claims).toMatchObject({ roles: ['Contractor'], role: 'Contractor', organisationId: null })
    // No turnover yet: the browser makes them a new contractor and sends them to /additional-info.
    const actor = await call(`/api/actors/actors/${claims.actorId}`, { token: accessToken })
    expect(actor.json).toMatchObject({ email, turnover_id: null })
  })

  it('adds no second actor or role when the same e-mail registers again: the invitation is sent again instead', async () => {
    const email = 'wpr.twice@example.co.uk'
    const first = await register(email)
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ outcome: 'registered' })
    const firstLink = (await latestPasswordLink(api.server.database, email)).link
    const again = await register(email)
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ outcome: 'invitationResent' })
    expect((await latestPasswordLink(api.server.database, email)).link).not.toBe(firstLink)
    expect(await rolesOf(email)).toHaveLength(1)
  })
})
