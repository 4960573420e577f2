// An organisation's API keys (docs/api-keys.md): an administrator creates one in Settings, sees it once, and revokes
// it; a key assesses an engagement through the API as a person with its capabilities in that organisation would,
// is named in the audit trail, is held to its own rate limit, reaches no other organisation, and never signs off,
// sends an SDS, answers a dispute, overrides or deletes.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { API_KEY_MESSAGES, API_KEY_PREFIX } from '../../src/domain/api-keys.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { actorRoles, actors, apiKeys, auditEvents } from '../../src/server/db/schema.ts'
import { apiFixture, MISSING_ID } from '../support/api-fixture.ts'
import { submittedClientAnswers } from '../support/client-answers.ts'

const LIMIT = 40
const api = apiFixture({
  accounts: ['partner.admin', 'partner', 'meridian.partner', 'provider.admin'],
  env: () => ({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) }),
})
const { call, as, org } = api

const ACME = 'Acme Retail Group'
const ALL = ['read', 'records', 'answers', 'results']

const keysPath = (organisation: string) => `/api/actors/organisations/${org(organisation)}/api-keys`

let named = 0
/** A new key of the organisation, made by its Partner Admin; the answer holds the key itself. */
const createKey = async (capabilities: readonly string[] = ALL, organisation = ACME) => {
  const response = await call(keysPath(organisation), {
    method: 'POST',
    token: as('partner.admin'),
    body: { name: `Applicant tracking ${++named}`, capabilities },
  })
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json as { id: string; key: string; actor_id: string; name: string; prefix: string }
}

const engagementBody = async (key: string, name: string) => {
  const contractors = await call(`/api/actors/contractors?org_id=${org(ACME)}`, { token: key })
  expect(contractors.status).toBe(200)
  const set = (await call('/api/assessments/question-sets/type/FULL', { token: key })).json as QuestionSetDefinition
  return {
    set,
    body: {
      contractor_id: contractors.json.items[0].id,
      organisation_id: org(ACME),
      question_set_id: set.id,
      name,
      end_client_id: org(ACME),
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  }
}

describe('managing keys', () => {
  it('creates a key shown once, stores only its hash, and lists it without the secret', async () => {
    const created = await createKey(['read', 'answers'])
    expect(created.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`))
    expect(created.key.startsWith(created.prefix)).toBe(true)
    const [stored] = await api.db().select().from(apiKeys).where(eq(apiKeys.id, created.id))
    expect(stored!.secretHash).not.toContain(created.key.slice(API_KEY_PREFIX.length))
    expect(JSON.stringify(stored)).not.toContain(created.key)
    expect(stored!.capabilities).toEqual(['read', 'answers'])
    const list = await call(keysPath(ACME), { token: as('partner.admin') })
    const listed = list.json.items.find((item: { id: string }) => item.id === created.id)
    expect(listed).toMatchObject({
      name: created.name,
      prefix: created.prefix,
      capabilities: ['read', 'answers'],
      created_by: 'Adam Noble',
      last_used_at: null,
      revoked_at: null,
    })
    expect(listed.permissions).toContain('Assessments:Update')
    expect(listed.permissions).not.toContain('Reviews:SignOff')
    expect(JSON.stringify(list.json)).not.toContain(created.key)
  })

  it('gives the key a service actor of its own, never listed among the users', async () => {
    const created = await createKey(['read'])
    const [actor] = await api.db().select().from(actors).where(eq(actors.id, created.actor_id))
    expect(actor).toMatchObject({ isService: true, firstName: 'API key', lastName: created.name })
    const users = await call(`/api/actors/actors?org_id=${org(ACME)}`, { token: as('partner.admin') })
    expect(users.status).toBe(200)
    expect(users.json.map((user: { id: string }) => user.id)).not.toContain(created.actor_id)
  })

  it('refuses a capability no key may have with 403, and bad input with 400, storing nothing', async () => {
    const before = (await api.db().select().from(apiKeys)).length
    for (const refused of ['sign_off', 'send_sds', 'answer_disputes', 'override', 'delete']) {
      const response = await call(keysPath(ACME), {
        method: 'POST',
        token: as('partner.admin'),
        body: { name: 'Too much', capabilities: ['read', refused] },
      })
      expect(response.status).toBe(403)
      expect(response.json.message).toBe(API_KEY_MESSAGES.refusedCapability)
    }
    const bad = [
      { name: '  ', capabilities: ['read'] },
      { name: 'No capabilities', capabilities: [] },
      { name: 'Unknown', capabilities: ['everything'] },
      { name: 'x'.repeat(61), capabilities: ['read'] },
      { capabilities: ['read'] },
    ]
    for (const body of bad) {
      const response = await call(keysPath(ACME), { method: 'POST', token: as('partner.admin'), body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toBeTruthy()
    }
    const empty = await call(keysPath(ACME), {
      method: 'POST',
      token: as('partner.admin'),
      body: { name: '', capabilities: ['read'] },
    })
    expect(empty.json.issues.map((issue: { message: string }) => issue.message)).toContain(
      API_KEY_MESSAGES.nameRequired,
    )
    expect((await api.db().select().from(apiKeys)).length).toBe(before)
  })

  it('lets only the organisation administrators manage keys, before reading the body', async () => {
    // A Partner of the organisation is no administrator: refused even with a body that would not decode.
    const partner = await call(keysPath(ACME), { method: 'POST', token: as('partner'), body: '{not json' })
    expect(partner.status).toBe(403)
    expect(partner.json.message).toBe(API_KEY_MESSAGES.adminsOnly)
    expect((await call(keysPath(ACME), { token: as('partner') })).status).toBe(403)
    // Someone of another branch does not learn the organisation exists.
    const stranger = await call(keysPath(ACME), { method: 'POST', token: as('meridian.partner'), body: '{not json' })
    expect(stranger.status).toBe(404)
    expect(
      (await call(`/api/actors/organisations/${MISSING_ID}/api-keys`, { token: as('partner.admin') })).status,
    ).toBe(404)
    // The provider's admin administers every client below the provider.
    expect((await call(keysPath(ACME), { token: as('provider.admin') })).status).toBe(200)
    // A key never manages keys, even one of its own organisation.
    const { key } = await createKey(ALL)
    const byKey = await call(keysPath(ACME), {
      method: 'POST',
      token: key,
      body: { name: 'Child', capabilities: ['read'] },
    })
    expect(byKey.status).toBe(403)
    expect((await call(keysPath(ACME), { token: key })).status).toBe(403)
  })

  it('revokes a key: refused from the next call, listed as revoked, revoked only once', async () => {
    const created = await createKey(['read'])
    expect((await call(`/api/actors/organisations/${org(ACME)}`, { token: created.key })).status).toBe(200)
    const revoke = `${keysPath(ACME)}/${created.id}/revoke`
    expect((await call(revoke, { method: 'POST', token: as('partner') })).status).toBe(403)
    const revoked = await call(revoke, { method: 'POST', token: as('partner.admin') })
    expect(revoked.status).toBe(200)
    expect(revoked.json.revoked_at).toBeTruthy()
    const refused = await call(`/api/actors/organisations/${org(ACME)}`, { token: created.key })
    expect(refused.status).toBe(401)
    expect(refused.json.message).toBe(API_KEY_MESSAGES.keyNotValid)
    expect((await call(revoke, { method: 'POST', token: as('partner.admin') })).status).toBe(409)
    // The service actor keeps its name for the trail but holds no role any more.
    expect(await api.db().select().from(actorRoles).where(eq(actorRoles.actorId, created.actor_id))).toEqual([])
    // The key's own trail names who made it, with what, and who revoked it; the refused second revoke adds nothing.
    const trail = await api
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'api_key'), eq(auditEvents.entityId, created.id)))
      .orderBy(auditEvents.seq)
    expect(trail.map(({ eventType, actorId, toState }) => ({ eventType, actorId, toState }))).toEqual([
      { eventType: 'api_key.create', actorId: api.actor('partner.admin'), toState: 'active' },
      { eventType: 'api_key.revoke', actorId: api.actor('partner.admin'), toState: 'revoked' },
    ])
    expect(trail[0]!.payload).toMatchObject({ name: created.name, capabilities: ['read'] })
    expect(
      (await call(`${keysPath(ACME)}/${MISSING_ID}/revoke`, { method: 'POST', token: as('partner.admin') })).status,
    ).toBe(404)
  })

  it('honours a revocation another server process wrote at once: no process keeps a key it has seen', async () => {
    const created = await createKey(['read'])
    expect((await call(`/api/actors/organisations/${org(ACME)}`, { token: created.key })).status).toBe(200)
    // Written straight to the table, as another process's revoke would be: this process is told nothing.
    await api.db().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, created.id))
    expect((await call(`/api/actors/organisations/${org(ACME)}`, { token: created.key })).status).toBe(401)
  })
})

describe('the published API description', () => {
  it('describes the key scheme and says which operations take a key, and with which capability', async () => {
    const document = (await call('/api/openapi.json')).json
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    const createContractor = document.paths['/api/actors/contractors'].post
    expect(createContractor.security).toEqual([{ bearer: [] }, { apiKey: [] }])
    expect(createContractor['x-api-key-capabilities']).toEqual(['records'])
    expect(createContractor.description).toContain('`records`')
    // A call no key may make says nothing of keys: the document's default, the access token, applies.
    const deleteContractor = document.paths['/api/actors/contractors/{id}'].delete
    expect(deleteContractor.security).toBeUndefined()
    expect(deleteContractor['x-api-key-capabilities']).toBeUndefined()
    const keys = document.paths['/api/actors/organisations/{id}/api-keys']
    expect(keys.post.requestBody.content['application/json'].schema).toBeTruthy()
    expect(keys.post.security).toBeUndefined()
    expect(Object.keys(keys.post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404']))
    expect(document.paths['/api/actors/organisations/{id}/api-keys/{keyId}/revoke'].post).toBeTruthy()
  })
})

describe('calling the API with a key', () => {
  it('assesses an engagement, is named in its audit trail, and reads the result and its report', async () => {
    const { key, actor_id, name, id } = await createKey(ALL)
    const { set, body } = await engagementBody(key, 'Assessed by the applicant tracker')
    const created = await call('/api/assessments/engagements', { method: 'POST', token: key, body })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const engagementId = created.json.id as string
    const record = await call(`/api/assessments/engagements/${engagementId}`, { token: key })
    const assessment = record.json.assessments[0]
    const submitted = await call(`/api/assessments/assessments/${assessment.id}/answers`, {
      method: 'POST',
      token: key,
      body: submittedClientAnswers(assessment, set),
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const after = await call(`/api/assessments/engagements/${engagementId}`, { token: key })
    expect(after.json.status).not.toBe('Started')
    const audit = await call(`/api/assessments/engagements/${engagementId}/audit`, { token: key })
    expect(audit.status).toBe(200)
    const byKey = audit.json.events.filter((event: { actor: { id: string } }) => event.actor.id === actor_id)
    expect(byKey.length).toBeGreaterThanOrEqual(2)
    expect(byKey[0].actor.name).toBe(`API key ${name}`)
    // People see the same names in the trail.
    const asPerson = await call(`/api/assessments/engagements/${engagementId}/audit`, { token: as('partner') })
    expect(asPerson.json.events.map((event: { actor: { name: string } }) => event.actor.name)).toContain(
      `API key ${name}`,
    )
    const report = await fetch(`${api.server.url}/api/reporting/reports/assessment/${assessment.id}/report`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(report.status).toBe(200)
    expect(report.headers.get('content-type')).toContain('application/pdf')
    const [stored] = await api.db().select().from(apiKeys).where(eq(apiKeys.id, id))
    expect(stored!.lastUsedAt).toBeInstanceOf(Date)
  })

  it('makes only the calls its capabilities open', async () => {
    const reader = await createKey(['read'])
    const { body } = await engagementBody(reader.key, 'Never made')
    const create = await call('/api/assessments/engagements', { method: 'POST', token: reader.key, body })
    expect(create.status).toBe(403)
    expect(create.json.message).toBe(API_KEY_MESSAGES.outsideScope)
    // Reading opens the organisation's lists, scoped as a person's with a read-only role there would be.
    const listed = await call('/api/assessments/engagements', { token: reader.key })
    expect(listed.status, JSON.stringify(listed.json)).toBe(200)
    expect(listed.json.count).toBeGreaterThan(0)
    const resultsOnly = await createKey(['results'])
    expect((await call(`/api/actors/contractors?org_id=${org(ACME)}`, { token: resultsOnly.key })).status).toBe(200)
    expect((await call('/api/assessments/engagements', { token: resultsOnly.key })).status).toBe(403)
  })

  it('never signs off, sends an SDS, answers a dispute, overrides or deletes, whatever it was given', async () => {
    const { key } = await createKey(ALL)
    const { body } = await engagementBody(key, 'Out of reach for a key')
    const engagementId = (await call('/api/assessments/engagements', { method: 'POST', token: key, body })).json.id
    const refusals: [string, string][] = [
      ['DELETE', `/api/assessments/engagements/${engagementId}`],
      ['PATCH', `/api/assessments/engagements/${engagementId}`],
      ['POST', `/api/assessments/engagements/${engagementId}/reviewer/${MISSING_ID}/signoff`],
      ['POST', `/api/assessments/engagements/${engagementId}/distributions/send`],
      ['POST', `/api/assessments/engagements/${engagementId}/distributions`],
      ['PATCH', `/api/assessments/engagements/${engagementId}/disputes/${MISSING_ID}`],
      ['POST', `/api/assessments/assessments/${MISSING_ID}/override`],
      ['DELETE', `/api/actors/contractors/${body.contractor_id}`],
      ['POST', '/api/actors/invites'],
      ['GET', '/api/mailbox/messages'],
    ]
    for (const [method, path] of refusals) {
      const response = await call(path, { method, token: key, ...(method === 'GET' ? {} : { body: {} }) })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(response.json.message).toBe(API_KEY_MESSAGES.outsideScope)
    }
    expect((await call(`/api/assessments/engagements/${engagementId}`, { token: key })).json.deleted_at ?? null).toBe(
      null,
    )
  })

  it("reaches only its own organisation and those below it, never another's", async () => {
    const { key } = await createKey(['read'])
    const halden = await call(`/api/actors/contractors?org_id=${org('Halden Energy')}`, { token: key })
    expect([403, 404]).toContain(halden.status)
    const corvid = await call(`/api/actors/organisations/${org('Corvid Insurance')}`, { token: key })
    expect([403, 404]).toContain(corvid.status)
    const own = await call(`/api/actors/organisations/${org(ACME)}`, { token: key })
    expect(own.status).toBe(200)
    // A Halden engagement, made by a person there, stays out of the Acme key's reach.
    const { body } = await engagementBody(as('partner'), 'Halden work')
    const haldenContractors = await call(`/api/actors/contractors?org_id=${org('Halden Energy')}`, {
      token: as('partner'),
    })
    const haldenEngagement = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: {
        ...body,
        contractor_id: haldenContractors.json.items[0].id,
        organisation_id: org('Halden Energy'),
        end_client_id: org('Halden Energy'),
      },
    })
    expect(haldenEngagement.status, JSON.stringify(haldenEngagement.json)).toBe(201)
    expect((await call(`/api/assessments/engagements/${haldenEngagement.json.id}`, { token: key })).status).toBe(404)
    expect((await call(`/api/assessments/engagements/${haldenEngagement.json.id}/audit`, { token: key })).status).toBe(
      404,
    )
  })

  it(`is held to ${LIMIT} calls a minute per key, with Retry-After, while other keys carry on`, async () => {
    const busy = await createKey(['read'])
    const calm = await createKey(['read'])
    const path = `/api/actors/organisations/${org(ACME)}`
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await call(path, { token: busy.key })).status)
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true)
    expect(statuses[LIMIT]).toBe(429)
    const refused = await call(path, { token: busy.key })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(API_KEY_MESSAGES.tooManyRequests)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(path, { token: calm.key })).status).toBe(200)
  })

  it('refuses a key that was never made with 401', async () => {
    const forged = `${API_KEY_PREFIX}${'A'.repeat(43)}`
    const response = await call(`/api/actors/organisations/${org(ACME)}`, { token: forged })
    expect(response.status).toBe(401)
    expect(response.json.message).toBe(API_KEY_MESSAGES.keyNotValid)
  })
})
