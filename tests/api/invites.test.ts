// Invites (rules invites.lifecycle, invites.form, invites.assignable-roles, api.invites) and the local mailbox.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/domain/messages.ts'
import {
  actorRoles,
  actors,
  auditEvents,
  idpAccounts,
  invites,
  mailOutbox,
  organisations,
  permissionRoles,
} from '../../src/server/db/schema.ts'
import { completePasswordChange } from '../../src/server/idp/accounts.ts'
import { claimsOf } from '../support/api.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { inviteFixtures } from './invite-fixtures.ts'

const api = apiFixture({ accounts: [] })
const { call } = api
let fx: Awaited<ReturnType<typeof inviteFixtures>>

beforeAll(async () => {
  fx = await inviteFixtures(api.server, ['provider.admin', 'partner.admin', 'partner', 'readonly.full'])
})

const db = () => api.server.database.db
const base = '/api/actors/invites'
const countInvites = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(invites))[0]!.n
const mailsTo = (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt)

/** Runs the outbox until `done` holds (the worker also polls on its own). */
const settle = async (done: () => Promise<boolean>) => {
  for (let round = 0; round < 50; round++) {
    await api.server.outbox.drain()
    if (await done()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The outbox did not settle')
}

/** Signs the invitee in through the set-password link of their latest mail; an organisation-less token. */
const signInInvitee = async (email: string) => {
  // Each invitation renews the link, so the latest one works.
  const mail = (await mailsTo(email)).filter((m) => m.text.includes('/idp/password/')).at(-1)!
  const changePasswordId = /\/idp\/password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
  expect(await completePasswordChange(db(), changePasswordId, 'Invitee-Password-1')).not.toBeNull()
  const idToken = await identityTokenFor(api.server.url, email, 'Invitee-Password-1')
  return { idToken, accessToken: await accessTokenFor(api.server.url, idToken, null) }
}

describe('POST /api/actors/invites', () => {
  it("refuses bad input with the form's messages and stores nothing", async () => {
    const before = await countInvites()
    const cases: [unknown, string][] = [
      [{ email: '   ', organisation_id: fx.org('acme'), roles: [fx.role('Partner')] }, MESSAGES.emailRequired],
      [
        { email: 'a b@example.com', organisation_id: fx.org('acme'), roles: [fx.role('Partner')] },
        MESSAGES.emailInvalid,
      ],
      [
        { email: 'nobody@example', organisation_id: fx.org('acme'), roles: [fx.role('Partner')] },
        MESSAGES.emailInvalid,
      ],
      [{ email: 'x@example.com', organisation_id: fx.org('acme'), roles: [] }, MESSAGES.inviteRolesRequired],
      [{ email: 'x@example.com', organisation_id: 'not-an-id', roles: [fx.role('Partner')] }, 'Expected an id (UUID)'],
    ]
    for (const [body, message] of cases) {
      const response = await call(base, { method: 'POST', token: fx.as('provider.admin'), body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toContain(message)
    }
    expect((await call(base, { method: 'POST', token: fx.as('provider.admin'), body: '{' })).status).toBe(400)
    expect(await countInvites()).toBe(before)
  })

  it('invites a new person: actor, unverified account, Pending invite, audit event and an invitation mail', async () => {
    const email = 'New.Person@Example.com'
    const response = await fx.invite(email, 'acme', ['Partner', 'Sign Off User'], 'partner.admin')
    expect(response.status, JSON.stringify(response.json)).toBe(201)
    expect(response.json).toMatchObject({
      name: null,
      first_name: null,
      last_name: null,
      email,
      status: { id: 1, code: 'Pending' },
      organisation_id: fx.org('acme'),
      organisation_name: 'Acme Retail Group',
      organisation_logo: null,
      version: 1,
    })
    expect(response.json.roles.map((r: { name: string }) => r.name)).toEqual(['Partner', 'Sign Off User'])
    const actor = (await db().select().from(actors).where(eq(actors.email, email)))[0]!
    expect(response.json.actor_id).toBe(actor.id)
    const account = (await db().select().from(idpAccounts).where(eq(idpAccounts.email, email)))[0]!
    expect(account.verified).toBe(false)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, response.json.id))
      .orderBy(auditEvents.seq)
    expect(trail.map((e) => e.eventType)).toEqual(['invite.create'])
    expect(JSON.stringify(trail[0]!.payload)).not.toContain(email)
    const invitation = (await mailsTo(email)).find((m) => m.subject.includes('invited you'))!
    expect(invitation.subject).toBe('Adam Noble invited you to join Acme Retail Group on IR35 Portal')
    expect(invitation.text).toContain(`${api.server.url}/login`)
    expect(invitation.text).toMatch(/\/idp\/password\/[A-Za-z0-9_-]{20,}/)
    expect(invitation.html).toContain('Acme Retail Group')
  })

  it('escapes names in the HTML of the mail', async () => {
    const org = await fx.createOrganisation('Tom & <b>Jerry</b>')
    const response = await fx.invite('escape@example.com', org, ['Partner'])
    expect(response.status).toBe(201)
    const mail = (await mailsTo('escape@example.com')).find((m) => m.subject.includes('invited you'))!
    expect(mail.html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Jerry')
  })

  it('answers 409 "This user already exists" for a member or a pending invitee, whatever the case of the e-mail', async () => {
    expect((await fx.invite('twice@example.com', 'halden', ['Partner'])).status).toBe(201)
    for (const email of ['twice@example.com', 'TWICE@example.com']) {
      const again = await fx.invite(email, 'halden', ['Partner'])
      expect(again.status).toBe(409)
      expect(again.json.message).toBe(MESSAGES.userAlreadyExists)
    }
    const member = await fx.invite('partner@demo.ir35.test', 'northbridge', ['Partner'])
    expect(member.status).toBe(409)
    expect(member.json.message).toBe(MESSAGES.userAlreadyExists)
    // Another organisation is a new invitation.
    expect((await fx.invite('twice@example.com', 'corvid', ['Partner'])).status).toBe(201)
  })

  it('grants provider-only roles only in the provider root and never contractor roles', async () => {
    const before = await countInvites()
    const providerOnly = await fx.invite('escalate@example.com', 'acme', ['Provider Admin'], 'partner.admin')
    expect(providerOnly.status).toBe(403)
    expect(
      (await fx.invite('escalate@example.com', 'northbridge', ['Read-Only Full Tool'], 'partner.admin')).status,
    ).toBe(403)
    expect((await fx.invite('escalate@example.com', 'acme', ['Contractor'])).status).toBe(403)
    const unknown = await call(base, {
      method: 'POST',
      token: fx.as('provider.admin'),
      body: { email: 'escalate@example.com', organisation_id: fx.org('acme'), roles: [fx.missing] },
    })
    expect(unknown.status).toBe(400)
    expect(await countInvites()).toBe(before)
    expect(await db().select().from(idpAccounts).where(eq(idpAccounts.email, 'escalate@example.com'))).toEqual([])
    expect((await fx.invite('new.admin@example.com', 'provider', ['Provider Admin'])).status).toBe(201)
  })
})

describe('GET /api/actors/roles?inviteable_only=true', () => {
  const names = (json: { name: string }[]) => json.map((r) => r.name)

  it('offers every organisation role in the provider root and no provider-only role elsewhere', async () => {
    const root = await call(`/api/actors/roles?inviteable_only=true&org_id=${fx.org('provider')}`, {
      token: fx.as('provider.admin'),
    })
    expect(root.status).toBe(200)
    expect(names(root.json)).toContain('Provider Admin')
    expect(names(root.json)).not.toContain('Contractor')
    const client = await call(`/api/actors/roles?inviteable_only=true&org_id=${fx.org('northbridge')}`, {
      token: fx.as('partner.admin'),
    })
    expect(names(client.json).sort()).toEqual(['Partner', 'Partner Admin', 'Partner Read-Only', 'Sign Off User'])
    expect(client.json[0]).toHaveProperty('is_provider_only', false)
  })

  it('needs org_id, and Invites:Create there', async () => {
    expect((await call('/api/actors/roles?inviteable_only=true', { token: fx.as('partner.admin') })).status).toBe(400)
    const partner = await call(`/api/actors/roles?inviteable_only=true&org_id=${fx.org('northbridge')}`, {
      token: fx.as('partner'),
    })
    expect(partner.status).toBe(403)
    expect((await call('/api/actors/roles', { token: fx.as('partner') })).json.length).toBe(12)
  })
})

describe('the invitee', () => {
  it('lists their own invites with an organisation-less token and accepts; the organisation token carries the roles', async () => {
    const email = 'accepting@example.com'
    await fx.invite(email, 'halden', ['Partner', 'Sign Off User'])
    await fx.invite(email, 'corvid', ['Partner Read-Only'])
    const invitee = await signInInvitee(email)
    const claims = claimsOf(invitee.accessToken)
    expect(claims.organisationId).toBeNull()
    expect(claims.permissions).toEqual([])

    const own = await call(`${base}?actor_id=${claims.actorId}&status_id=Pending`, { token: invitee.accessToken })
    expect(own.status).toBe(200)
    expect(own.json.count).toBe(2)
    expect(own.json.items.map((i: { organisation_name: string }) => i.organisation_name).sort()).toEqual([
      'Corvid Insurance',
      'Halden Energy',
    ])
    const halden = own.json.items.find((i: { organisation_name: string }) => i.organisation_name === 'Halden Energy')
    expect((await call(`${base}/${halden.id}`, { token: invitee.accessToken })).status).toBe(200)
    // Someone else's invites stay hidden.
    const other = await call(`${base}?actor_id=${fx.actorOf('partner')}`, { token: invitee.accessToken })
    expect(other.status).toBe(403)

    const accepted = await call(`${base}/${halden.id}/accept`, { method: 'POST', token: invitee.accessToken })
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200)
    expect(accepted.json).toEqual({ id: halden.id, status: { id: 2, code: 'Accepted' }, version: 2 })
    const token = await accessTokenFor(api.server.url, invitee.idToken, fx.org('halden'))
    expect(claimsOf(token).roles).toEqual(['Partner', 'Sign Off User'])
    expect(claimsOf(token).permissions).toContain('Engagements:Create')
    // Nobody else answers an invitation.
    const corvid = own.json.items.find((i: { organisation_name: string }) => i.organisation_name === 'Corvid Insurance')
    expect((await call(`${base}/${corvid.id}/accept`, { method: 'POST', token: fx.as('provider.admin') })).status).toBe(
      403,
    )
    expect((await call(`${base}/${corvid.id}/reject`, { method: 'POST', token: fx.as('partner') })).status).toBe(404)
    const rejected = await call(`${base}/${corvid.id}/reject`, { method: 'POST', token: invitee.accessToken })
    expect(rejected.json.status).toEqual({ id: 3, code: 'Rejected' })
    expect(await accessTokenForStatus(invitee.idToken, fx.org('corvid'))).toBe(403)
  })

  const accessTokenForStatus = async (idToken: string, organisationId: string) =>
    (
      await fetch(`${api.server.url}/api/identity/identity/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ organisation_id: organisationId }),
      })
    ).status

  it('loses access when the administrator removes the user, and gets the new roles when they change', async () => {
    const email = 'removed@example.com'
    const created = await fx.invite(email, 'acme-digital', ['Partner'])
    const invitee = await signInInvitee(email)
    await call(`${base}/${created.json.id}/accept`, { method: 'POST', token: invitee.accessToken })

    const changed = await call(`${base}/${created.json.id}`, {
      method: 'PATCH',
      token: fx.as('partner.admin'),
      body: [{ op: 'replace', path: '/roles', value: [fx.role('Partner Read-Only'), fx.role('Sign Off User')] }],
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    expect(claimsOf(await accessTokenFor(api.server.url, invitee.idToken, fx.org('acme-digital'))).roles).toEqual([
      'Partner Read-Only',
      'Sign Off User',
    ])
    const read = await call(`${base}/${created.json.id}`, { token: fx.as('partner.admin') })
    expect(read.json.roles.map((r: { name: string }) => r.name)).toEqual(['Partner Read-Only', 'Sign Off User'])

    const removed = await call(`${base}/${created.json.id}`, { method: 'DELETE', token: fx.as('partner.admin') })
    expect(removed.json).toEqual({ id: created.json.id, status: null, version: 4 })
    expect(await accessTokenForStatus(invitee.idToken, fx.org('acme-digital'))).toBe(403)
    expect((await call(`${base}/${created.json.id}`, { token: fx.as('partner.admin') })).status).toBe(404)
    const listed = await call(`${base}?org_id=${fx.org('acme-digital')}&search=removed`, {
      token: fx.as('partner.admin'),
    })
    expect(listed.json.count).toBe(0)
  })
})

describe('administrator commands', () => {
  it('resends a pending invite with a second mail', async () => {
    const email = 'resend@example.com'
    const created = await fx.invite(email, 'halden-renewables', ['Partner'])
    const invitations = async () => (await mailsTo(email)).filter((m) => m.subject.includes('invited you'))
    expect(await invitations()).toHaveLength(1)
    const resent = await call(`${base}/${created.json.id}/resend`, { method: 'POST', token: fx.as('partner.admin') })
    expect(resent.json).toEqual({ id: created.json.id, status: { id: 1, code: 'Pending' }, version: 2 })
    await settle(async () => (await invitations()).length === 2)
    const second = (await invitations())[1]!
    expect(second.text).toContain(`${api.server.url}/login`)
    expect(second.text).toMatch(/\/idp\/password\//)
  })

  it('cancels a pending invite and erases the invitee who has nothing else here', async () => {
    const email = 'cancelled@example.com'
    const created = await fx.invite(email, 'halden-renewables', ['Partner'])
    const actorId = created.json.actor_id
    const cancelled = await call(`${base}/${created.json.id}/cancel`, { method: 'POST', token: fx.as('partner.admin') })
    expect(cancelled.json.status).toEqual({ id: 4, code: 'Cancelled' })
    await settle(async () => (await db().select().from(actors).where(eq(actors.id, actorId))).length === 0)
    expect(await db().select().from(idpAccounts).where(eq(idpAccounts.email, email))).toEqual([])
    const read = await call(`${base}/${created.json.id}`, { token: fx.as('partner.admin') })
    expect(read.json).toMatchObject({ email: '', actor_id: null, status: { code: 'Cancelled' } })
    // The trail keeps ids, not the e-mail.
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, created.json.id))
      .orderBy(auditEvents.seq)
    expect(trail.map((e) => e.eventType)).toEqual(['invite.create', 'invite.cancel'])
    expect(JSON.stringify(trail)).not.toContain(email)
    // Terminal: only removal from the list.
    for (const command of ['resend', 'cancel', 'accept', 'reject'])
      expect(
        (await call(`${base}/${created.json.id}/${command}`, { method: 'POST', token: fx.as('partner.admin') })).status,
      ).toBeGreaterThanOrEqual(403)
    expect((await call(`${base}/${created.json.id}`, { method: 'DELETE', token: fx.as('partner.admin') })).status).toBe(
      200,
    )
  })

  it('keeps the data of a cancelled invitee who belongs elsewhere', async () => {
    const created = await fx.invite('sign.off.user@demo.ir35.test', 'corvid', ['Partner'])
    await call(`${base}/${created.json.id}/cancel`, { method: 'POST', token: fx.as('provider.admin') })
    await settle(async () => {
      const rows = await db().select().from(invites).where(eq(invites.id, created.json.id))
      return rows[0]!.status === 'Cancelled'
    })
    await api.server.outbox.drain()
    expect(await db().select().from(actors).where(eq(actors.id, created.json.actor_id))).toHaveLength(1)
  })

  it('answers 409 when the machine refuses the event in the current state', async () => {
    const created = await fx.invite('wrong.state@example.com', 'acme-logistics', ['Partner'])
    const id = created.json.id
    const deletePending = await call(`${base}/${id}`, { method: 'DELETE', token: fx.as('partner.admin') })
    expect(deletePending.status).toBe(409)
    expect(deletePending.json.message).toContain('Pending')
    await call(`${base}/${id}/cancel`, { method: 'POST', token: fx.as('partner.admin') })
    const again = await call(`${base}/${id}/cancel`, { method: 'POST', token: fx.as('partner.admin') })
    expect(again.status).toBe(409)
    const changeRoles = await call(`${base}/${id}`, {
      method: 'PATCH',
      token: fx.as('partner.admin'),
      body: [{ op: 'replace', path: '/roles', value: [fx.role('Partner')] }],
    })
    expect(changeRoles.status).toBe(409)
  })

  it('refuses a stale If-Match with 409 and changes nothing', async () => {
    const created = await fx.invite('stale@example.com', 'acme-logistics', ['Partner'])
    const id = created.json.id
    const first = await call(`${base}/${id}/resend`, { method: 'POST', token: fx.as('partner.admin') })
    expect(first.json.version).toBe(2)
    const stale = await fetch(`${api.server.url}${base}/${id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.as('partner.admin')}`, 'if-match': '"1"' },
    })
    expect(stale.status).toBe(409)
    expect((await call(`${base}/${id}`, { token: fx.as('partner.admin') })).json).toMatchObject({
      status: { code: 'Pending' },
      version: 2,
    })
    const fresh = await fetch(`${api.server.url}${base}/${id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.as('partner.admin')}`, 'if-match': '"2"' },
    })
    expect(fresh.status).toBe(200)
  })

  it('refuses a patch that is not a list of replace operations on /roles, or leaves no role', async () => {
    const created = await fx.invite('patch@example.com', 'acme-logistics', ['Partner'])
    const patch = (body: unknown) =>
      call(`${base}/${created.json.id}`, { method: 'PATCH', token: fx.as('partner.admin'), body })
    const empty = await patch([{ op: 'replace', path: '/roles', value: [] }])
    expect(empty.status).toBe(400)
    expect(empty.json.message).toBe(MESSAGES.inviteRolesRequired)
    expect((await patch([{ op: 'replace', path: '/email', value: 'x@example.com' }])).status).toBe(400)
    expect((await patch([])).status).toBe(400)
    expect((await patch([{ op: 'replace', path: '/roles', value: [fx.role('Provider Admin')] }])).status).toBe(403)
    const read = await call(`${base}/${created.json.id}`, { token: fx.as('partner.admin') })
    expect(read.json).toMatchObject({ version: 1, roles: [{ name: 'Partner' }] })
  })
})

describe('GET /api/actors/invites and /api/actors/invite-statuses', () => {
  it("lists an organisation's invites newest first, searches name and e-mail, filters by status and pages", async () => {
    const org = await fx.createOrganisation('Listing Ltd')
    for (const name of ['ann', 'bob', 'cat']) await fx.invite(`${name}.list@example.com`, org, ['Partner'])
    const list = await call(`${base}?org_id=${org}&page_size=10`, { token: fx.as('provider.admin') })
    expect(list.status).toBe(200)
    expect(list.json.count).toBe(3)
    expect(list.json.pages).toBe(1)
    expect(list.json.items.map((i: { email: string }) => i.email)).toEqual([
      'cat.list@example.com',
      'bob.list@example.com',
      'ann.list@example.com',
    ])
    const search = await call(`${base}?org_id=${org}&search=BOB`, { token: fx.as('provider.admin') })
    expect(search.json.count).toBe(1)
    const cat = list.json.items[0]
    await call(`${base}/${cat.id}/cancel`, { method: 'POST', token: fx.as('provider.admin') })
    const pending = await call(`${base}?org_id=${org}&status_id=1`, { token: fx.as('provider.admin') })
    expect(pending.json.count).toBe(2)
    const paged = await call(`${base}?org_id=${org}&page_size=10&page=2`, { token: fx.as('provider.admin') })
    expect(paged.json).toMatchObject({ items: [], count: 3, pages: 1 })
    // Pending only: the cancelled invite's e-mail is erased by the outbox worker at any moment ('' sorts first).
    const byEmail = await call(`${base}?org_id=${org}&sort_by=email&status_id=1`, { token: fx.as('provider.admin') })
    expect(byEmail.json.items.map((i: { email: string }) => i.email)).toEqual([
      'ann.list@example.com',
      'bob.list@example.com',
    ])
    // Read-Only Full Tool reads the users too.
    expect((await call(`${base}?org_id=${org}`, { token: fx.as('readonly.full') })).status).toBe(200)
  })

  it('answers a clear 400 for a bad query', async () => {
    for (const query of [
      '',
      '?org_id=nope',
      `?org_id=${fx.org('acme')}&status_id=Open`,
      `?org_id=${fx.org('acme')}&page=0`,
    ])
      expect((await call(`${base}${query}`, { token: fx.as('provider.admin') })).status, query).toBe(400)
  })

  it('names the statuses', async () => {
    const response = await call('/api/actors/invite-statuses', { token: fx.as('partner') })
    expect(response.json).toEqual([
      { id: 1, code: 'Pending' },
      { id: 2, code: 'Accepted' },
      { id: 3, code: 'Rejected' },
      { id: 4, code: 'Cancelled' },
    ])
  })
})

describe('GET /api/mailbox/messages', () => {
  it('shows the local mailbox, newest first, to the provider admin only', async () => {
    const response = await call('/api/mailbox/messages?search=invited%20you&page_size=10', {
      token: fx.as('provider.admin'),
    })
    expect(response.status).toBe(200)
    expect(response.json.count).toBeGreaterThan(0)
    const times = response.json.items.map((m: { created_at: string }) => m.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(Object.keys(response.json.items[0]).sort()).toEqual(
      ['created_at', 'html', 'id', 'message_id', 'status', 'subject', 'text', 'to'].sort(),
    )
    // The Message-ID fixed at enqueue, the one an SMTP delivery carries on every attempt.
    expect(response.json.items[0].message_id).toBe(`<${response.json.items[0].id}@localhost>`)
    for (const account of ['readonly.full', 'partner.admin', 'partner'])
      expect((await call('/api/mailbox/messages', { token: fx.as(account) })).status, account).toBe(403)
    expect((await call('/api/mailbox/messages')).status).toBe(401)
  })
})

describe('actor roles written by acceptance', () => {
  it('grants exactly the invite roles in the invite organisation', async () => {
    const email = 'roles.check@example.com'
    const created = await fx.invite(email, 'halden-renewables', ['Partner Read-Only'])
    const invitee = await signInInvitee(email)
    await call(`${base}/${created.json.id}/accept`, { method: 'POST', token: invitee.accessToken })
    const rows = await db()
      .select({ organisationId: actorRoles.organisationId, role: permissionRoles.name })
      .from(actorRoles)
      .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
      .where(and(eq(actorRoles.actorId, created.json.actor_id)))
    expect(rows).toEqual([{ organisationId: fx.org('halden-renewables'), role: 'Partner Read-Only' }])
    expect(
      (
        await db()
          .select()
          .from(organisations)
          .where(eq(organisations.id, fx.org('halden-renewables')))
      ).length,
    ).toBe(1)
  })
})

describe('the demo data', () => {
  it("lists each demo organisation's people as accepted invites with their roles, and one pending invitation", async () => {
    const list = await call(`${base}?org_id=${fx.org('northbridge')}&sort_by=email&page_size=30`, {
      token: fx.as('partner.admin'),
    })
    expect(list.status).toBe(200)
    const rows = list.json.items.map((i: { email: string; status: { code: string }; roles: { name: string }[] }) => [
      i.email,
      i.status.code,
      i.roles.map((r) => r.name).join(', '),
    ])
    expect(rows).toEqual(
      expect.arrayContaining([
        ['invited.colleague@demo.ir35.test', 'Pending', 'Partner'],
        ['northbridge.admin@demo.ir35.test', 'Accepted', 'Partner Admin'],
        ['partner.admin@demo.ir35.test', 'Accepted', 'Partner Admin'],
        ['partner.readonly@demo.ir35.test', 'Accepted', 'Partner Read-Only'],
        ['partner@demo.ir35.test', 'Accepted', 'Partner'],
      ]),
    )
    const acme = await call(`${base}?org_id=${fx.org('acme')}&search=okafor`, { token: fx.as('partner.admin') })
    expect(acme.json.items).toMatchObject([{ email: 'sign.off.user@demo.ir35.test', name: 'Sam Okafor' }])
    // Each accepted invite has its history: created by the seed, accepted by the member.
    const samInvite = acme.json.items[0].id
    const trail = await db()
      .select({ eventType: auditEvents.eventType })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'invite'), eq(auditEvents.entityId, samInvite)))
      .orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual(['invite.create', 'invite.accept'])
    // Inviting a demo member again is refused: they are there already.
    const again = await fx.invite('sign.off.user@demo.ir35.test', 'acme', ['Partner'], 'partner.admin')
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(MESSAGES.userAlreadyExists)
  })
})
