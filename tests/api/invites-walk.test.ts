// Invites across roles and organisations (the authorisation table), and every path of the invite machine
// driven through the real endpoints, with the stored status checked after each step.
import { beforeAll, describe, expect, it } from 'vitest'
import { getInitialSnapshot } from 'xstate'
import { type InviteEvent, inviteMachine } from '../../machines/invite.machine.ts'
import { inviteStatus } from '../../machines/state-map.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { inviteWalk } from '../model/invite.walk.ts'
import { walk } from '../model/transition-coverage.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { itAnswersEveryCell, organisationMatrixRows } from '../support/authorisation-matrix.ts'
import { verifyThroughServer } from '../walks/verified-transitions.ts'
import { inviteFixtures } from './invite-fixtures.ts'

const api = apiFixture({ accounts: [] })
const { call } = api
let fx: Awaited<ReturnType<typeof inviteFixtures>>

const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
/** The invitee of the walk: an existing account with a password, invited into a new organisation per path. */
const INVITEE = 'customer.service'

beforeAll(async () => {
  fx = await inviteFixtures(api.server, [...ACCOUNTS, INVITEE])
})

const base = '/api/actors/invites'
let sequence = 0
const freshEmail = () => `matrix.${++sequence}@example.com`

/** A pending invite made by the provider admin (or a made-up id for the organisation out of everyone's reach). */
const pendingInvite = async (org: string) => {
  if (org === 'missing') return fx.missing
  const response = await fx.invite(freshEmail(), org, ['Partner'])
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}

describe('authorisation: each invite endpoint × account × organisation', () => {
  const ENDPOINTS = [
    'GET list',
    'POST create',
    'GET one',
    'PATCH roles',
    'POST resend',
    'POST cancel',
    'POST accept',
    'POST reject',
    'DELETE',
    'GET inviteable roles',
  ] as const
  type Endpoint = (typeof ENDPOINTS)[number]

  const request = async (endpoint: Endpoint, account: string, org: string) => {
    const token = fx.as(account)
    const command = (name: string, id: string) => call(`${base}/${id}/${name}`, { method: 'POST', token })
    switch (endpoint) {
      case 'GET list':
        return call(`${base}?org_id=${fx.org(org)}`, { token })
      case 'POST create':
        return call(base, {
          method: 'POST',
          token,
          body: { email: freshEmail(), organisation_id: fx.org(org), roles: [fx.role('Partner')] },
        })
      case 'GET one':
        return call(`${base}/${await pendingInvite(org)}`, { token })
      case 'PATCH roles':
        return call(`${base}/${await pendingInvite(org)}`, {
          method: 'PATCH',
          token,
          body: [{ op: 'replace', path: '/roles', value: [fx.role('Partner Read-Only')] }],
        })
      case 'POST resend':
        return command('resend', await pendingInvite(org))
      case 'POST cancel':
        return command('cancel', await pendingInvite(org))
      case 'POST accept':
        return command('accept', await pendingInvite(org))
      case 'POST reject':
        return command('reject', await pendingInvite(org))
      case 'DELETE': {
        // Only a cancelled (or rejected, or accepted) invite may be removed.
        const id = await pendingInvite(org)
        if (org !== 'missing') await call(`${base}/${id}/cancel`, { method: 'POST', token: fx.as('provider.admin') })
        return call(`${base}/${id}`, { method: 'DELETE', token })
      }
      case 'GET inviteable roles':
        return call(`/api/actors/roles?inviteable_only=true&org_id=${fx.org(org)}`, { token })
    }
  }

  // Administrators manage users; nobody but the invitee answers an invitation.
  itAnswersEveryCell({
    endpoints: ENDPOINTS,
    rows: organisationMatrixRows({
      admin: [200, 201, 200, 200, 200, 200, 403, 403, 200, 200],
      other: ENDPOINTS.map(() => 403),
      // A contractor is refused every organisation-side call first, before its query or body is read.
      contractor: ENDPOINTS.map(() => 403),
      outOfReach: ENDPOINTS.map(() => 404),
    }),
    cells: 230,
    request,
    timeout: 120_000,
  })
})

describe('the invite machine walked through the API', () => {
  const { paths } = walk(inviteMachine, inviteWalk)

  /** The endpoint an event maps to, and who sends it: the invitee answers, the administrator does the rest. */
  const send = (id: string, event: InviteEvent) => {
    const admin = fx.as('provider.admin')
    switch (event.type) {
      case 'invite.accept':
        return call(`${base}/${id}/accept`, { method: 'POST', token: fx.as(INVITEE) })
      case 'invite.reject':
        return call(`${base}/${id}/reject`, { method: 'POST', token: fx.as(INVITEE) })
      case 'invite.resend':
        return call(`${base}/${id}/resend`, { method: 'POST', token: admin })
      case 'invite.cancel':
        return call(`${base}/${id}/cancel`, { method: 'POST', token: admin })
      case 'invite.delete':
        return call(`${base}/${id}`, { method: 'DELETE', token: admin })
      case 'invite.changeRoles':
        return call(`${base}/${id}`, {
          method: 'PATCH',
          token: admin,
          body: [{ op: 'replace', path: '/roles', value: event.roleIds.map(() => fx.role('Partner Read-Only')) }],
        })
    }
  }

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3))

  paths.forEach((path, index) => {
    it(path.description, async () => {
      // A new organisation (under Meridian) per path, so the invitee is never "already" there.
      const org = await fx.createOrganisation(`Walk ${index}`)
      const created = await fx.invite(demoEmail(INVITEE), org, ['Partner'], 'provider.admin')
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      const id = created.json.id as string
      let expected = getInitialSnapshot(inviteMachine)
      const shows = async (snapshot: typeof expected) => {
        const stored = await call(`${base}/${id}`, { token: fx.as('provider.admin') })
        const status = inviteStatus.of(snapshot.value)
        if (status === null) expect(stored.status).toBe(404)
        else expect(stored.json.status.code).toBe(status)
      }
      for (const event of path.events) {
        if (expected.can(event))
          expected = await verifyThroughServer({
            machine: inviteMachine,
            entity: { type: 'invite', id, db: api.server.database.db },
            before: expected,
            event,
            fire: () => send(id, event),
            shows,
          })
        else {
          expect([400, 409], event.type).toContain((await send(id, event)).status)
          await shows(expected)
        }
      }
      expect(expected.value).toEqual(path.state.value)
    })
  })
})
