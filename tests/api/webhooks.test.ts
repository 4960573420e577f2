// An organisation's webhooks (docs/webhooks.md), against a real receiver on 127.0.0.1 that checks every signature
// with its own code: an administrator registers an endpoint and sees its secret once; the events of real commands
// (an engagement submitted, its SDS issued and acknowledged) arrive signed, with ids and statuses only, each
// webhook-id once; a failing receiver leaves a delivery retrying on the schedule; "send again" sends the same
// webhook-id; rotation retires the old secret; private, loopback and link-local addresses are refused; and only the
// organisation's administrators reach any of it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { ACKNOWLEDGED_STATUS_ID } from '../../src/domain/sds-distribution.ts'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../src/domain/webhook-events.ts'
import { auditEvents, disputes, outbox, webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema.ts'
import { answersOf } from '../../src/server/modules/assessments/answer-rules.ts'
import { WEBHOOK_HOST_NOT_FOUND } from '../../src/server/modules/webhooks/webhook-address.ts'
import { apiFixture, MISSING_ID } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'
import { freshAssessmentMaker, submittedEngagementMaker } from '../support/fresh-assessment.ts'
import { startWebhookReceiver, verifies, type WebhookReceiver } from '../support/webhook-receiver.ts'
import { answerIdsOf, BORDERLINE_PATH } from '../unit/determination-paths.ts'

let receiver: WebhookReceiver
beforeAll(async () => {
  receiver = await startWebhookReceiver()
})
afterAll(() => receiver?.close())

const api = apiFixture({
  accounts: ['partner.admin', 'partner', 'meridian.partner', 'contractor.type1', 'provider.manual.reviewer'],
  // Only the receiver's own host and port are let through the address guard, over plain http.
  env: () => ({ WEBHOOK_ALLOWED_HOSTS: receiver.host }),
})
const { call, as, org, db } = api

const ACME = 'Acme Retail Group'
const hooksPath = (organisation = ACME) => `/api/actors/organisations/${org(organisation)}/webhooks`
let full: QuestionSetDefinition
let taraContractorId = ''

type Created = { id: string; secret: string; secret_prefix: string; url: string; events: string[] }

/** A webhook of Acme's to a path of the receiver, made by its administrator; the receiver learns its secret. */
const register = async (path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) => {
  const created = await call(hooksPath(), {
    method: 'POST',
    token: as('partner.admin'),
    body: { url: receiver.url(path), description: `Receiver ${path}`, events },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  receiver.secretFor(path, created.json.secret)
  return created.json as Created
}

/** Runs the outbox (which fans the events out) and then the webhook attempts that are due. */
const deliver = async () => {
  await api.server.outbox.drain()
  await api.server.webhooks.drain()
}

const deliveriesOf = async (webhookId: string) =>
  (await call(`${hooksPath()}/${webhookId}/deliveries?page_size=30`, { token: as('partner.admin') })).json as {
    items: {
      id: string
      message_id: string
      event_type: string
      status: string
      attempts: number
      response_status: number | null
      last_error: string | null
      last_attempt_at: string | null
      next_attempt_at: string | null
      created_at: string
    }[]
    count: number
  }

/** A new engagement of Tara Bennett's contractor record at Acme, answered and submitted: awaiting distribution. */
const readyToSend = submittedEngagementMaker(api, {
  questionSet: () => full,
  contractorId: () => taraContractorId,
  label: 'Webhook engagement',
})

const endpointCount = async () => (await db().select().from(webhookEndpoints)).length

beforeAll(async () => {
  full = await api.fullSet()
  taraContractorId = (await acmeContractorOf(db(), api.actor('contractor.type1'))).contractorId
})

describe('registering a webhook', () => {
  it('answers the secret once, lists the webhook without it, and records the registration in its trail', async () => {
    const created = await register('/registered', ['sds.issued', 'engagement.status_changed'])
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(created.secret.startsWith(created.secret_prefix)).toBe(true)
    // Kept in the product's order, whatever order they were chosen in.
    expect(created.events).toEqual(['engagement.status_changed', 'sds.issued'])
    const list = await call(hooksPath(), { token: as('partner.admin') })
    expect(list.status).toBe(200)
    expect(list.json.items.find((item: { id: string }) => item.id === created.id)).toMatchObject({
      url: receiver.url('/registered'),
      description: 'Receiver /registered',
      active: true,
      created_by: 'Adam Noble',
      secret_rotated_at: null,
    })
    expect(JSON.stringify(list.json)).not.toContain(created.secret)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'webhook'), eq(auditEvents.entityId, created.id)))
    expect(trail.map((event) => event.eventType)).toEqual(['webhook.create'])
    expect(JSON.stringify(trail)).not.toContain(created.secret)
  })

  it('refuses private, loopback and link-local addresses, and plain http, with a field error, storing nothing', async () => {
    const before = await endpointCount()
    const refused = [
      ['https://127.0.0.1/', WEBHOOK_MESSAGES.urlNotAllowed],
      ['https://10.1.2.3/', WEBHOOK_MESSAGES.urlNotAllowed],
      ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.urlNotAllowed],
      ['https://[::1]/', WEBHOOK_MESSAGES.urlNotAllowed],
      ['https://[::ffff:127.0.0.1]/', WEBHOOK_MESSAGES.urlNotAllowed],
      ['https://localhost/', WEBHOOK_MESSAGES.urlNotAllowed],
      // The receiver's host on another port is not the one allowed.
      [`https://127.0.0.1:${receiver.port + 1}/`, WEBHOOK_MESSAGES.urlNotAllowed],
      [`http://127.0.0.1:${receiver.port + 1}/`, WEBHOOK_MESSAGES.urlNotHttps],
      ['http://hooks.example.com/ir35', WEBHOOK_MESSAGES.urlNotHttps],
      ['ftp://hooks.example.com/', WEBHOOK_MESSAGES.urlNotValid],
    ] as const
    for (const [url, message] of refused) {
      const answer = await call(hooksPath(), {
        method: 'POST',
        token: as('partner.admin'),
        body: { url, events: ['sds.issued'] },
      })
      expect([url, answer.status, answer.json.message]).toEqual([url, 400, message])
      expect(answer.json.issues).toEqual([{ path: 'url', message }])
    }
    for (const body of [
      { url: receiver.url('/x'), events: [] },
      { url: receiver.url('/x'), events: ['sds.eaten'] },
    ]) {
      const answer = await call(hooksPath(), { method: 'POST', token: as('partner.admin'), body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    // Nor may an endpoint be moved to such an address.
    const created = await register('/moved')
    const moved = await call(`${hooksPath()}/${created.id}`, {
      method: 'PATCH',
      token: as('partner.admin'),
      body: { url: 'https://169.254.169.254/latest' },
    })
    expect(moved.status).toBe(400)
    expect(moved.json.message).toBe(WEBHOOK_MESSAGES.urlNotAllowed)
    const [stored] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id))
    expect(stored!.url).toBe(receiver.url('/moved'))
    expect(await endpointCount()).toBe(before + 1)
  })

  it('saves a host name that does not resolve yet, and its delivery log says the name was not found', async () => {
    // `.invalid` never resolves (RFC 2606): the name may be set up later, so saving is not refused; each attempt
    // checks the address again.
    const saved = await call(hooksPath(), {
      method: 'POST',
      token: as('partner.admin'),
      body: { url: 'https://hooks.ir35-portal.invalid/events', events: ['sds.issued'] },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(201)
    const test = await call(`${hooksPath()}/${saved.json.id}/test`, { method: 'POST', token: as('partner.admin') })
    expect(test.status).toBe(202)
    await api.server.webhooks.drain()
    // The test delivery, by its type: an SDS issued by an earlier test may still be published while this hook exists,
    // and then is attempted too (first, on PostgreSQL's timing).
    const attempted = (await deliveriesOf(saved.json.id)).items.find(
      (delivery) => delivery.event_type === 'webhook.test',
    )
    expect(attempted).toMatchObject({
      event_type: 'webhook.test',
      status: 'retrying',
      attempts: 1,
      response_status: null,
      last_error: WEBHOOK_HOST_NOT_FOUND,
    })
    await call(`${hooksPath()}/${saved.json.id}`, { method: 'DELETE', token: as('partner.admin') })
  })
})

describe('the OpenAPI document', () => {
  it("describes each event's body in its webhooks section, with the signature headers, and the routes", async () => {
    const document = (await call('/api/openapi.json')).json
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort())
    type Operation = {
      parameters: { name: string; in: string }[]
      requestBody: { content: { 'application/json': { schema: { $ref: string } } } }
    }
    for (const [type, item] of Object.entries(document.webhooks as Record<string, { post: Operation }>)) {
      const { parameters, requestBody } = item.post
      expect(parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
        'header webhook-id',
        'header webhook-timestamp',
        'header webhook-signature',
      ])
      const ref = requestBody.content['application/json'].schema.$ref
      const schema = document.components.schemas[ref.replace('#/components/schemas/', '')]
      expect([type, schema.properties.type.enum ?? [schema.properties.type.const]]).toEqual([type, [type]])
      expect(schema.required).toEqual(['type', 'timestamp', 'data'])
    }
    const paths = Object.keys(document.paths).filter((path) => path.includes('/webhooks'))
    expect(paths.sort()).toEqual(
      [
        '/api/actors/organisations/{id}/webhooks',
        '/api/actors/organisations/{id}/webhooks/{webhookId}',
        '/api/actors/organisations/{id}/webhooks/{webhookId}/rotate-secret',
        '/api/actors/organisations/{id}/webhooks/{webhookId}/deliveries',
        '/api/actors/organisations/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
        '/api/actors/organisations/{id}/webhooks/{webhookId}/test',
      ].sort(),
    )
  })
})

describe('who may manage webhooks', () => {
  it('lets only the organisation administrators in, before reading the body; never an API key', async () => {
    const before = await endpointCount()
    const partner = await call(hooksPath(), { method: 'POST', token: as('partner'), body: '{not json' })
    expect(partner.status).toBe(403)
    expect(partner.json.message).toBe(WEBHOOK_MESSAGES.adminsOnly)
    expect((await call(hooksPath(), { token: as('partner') })).status).toBe(403)
    // Someone of another branch does not learn the organisation exists.
    expect((await call(hooksPath(), { method: 'POST', token: as('meridian.partner'), body: '{not json' })).status).toBe(
      404,
    )
    expect((await call(hooksPath(), { token: as('meridian.partner') })).status).toBe(404)
    const key = await call(`/api/actors/organisations/${org(ACME)}/api-keys`, {
      method: 'POST',
      token: as('partner.admin'),
      body: { name: 'Webhook manager', capabilities: ['read', 'records', 'answers', 'results'] },
    })
    expect(key.status).toBe(201)
    const byKey = await call(hooksPath(), {
      method: 'POST',
      token: key.json.key,
      body: { url: receiver.url('/by-key'), events: ['sds.issued'] },
    })
    expect(byKey.status).toBe(403)
    expect(await endpointCount()).toBe(before)
  })

  it("answers 404 for another organisation's webhook or an unknown one, and changes nothing", async () => {
    const created = await register('/elsewhere')
    const northbridge = hooksPath('Northbridge Partners')
    for (const [method, path] of [
      ['PATCH', `${northbridge}/${created.id}`],
      ['DELETE', `${northbridge}/${created.id}`],
      ['POST', `${northbridge}/${created.id}/rotate-secret`],
      ['POST', `${northbridge}/${created.id}/test`],
      ['GET', `${northbridge}/${created.id}/deliveries`],
      ['DELETE', `${hooksPath()}/${MISSING_ID}`],
      ['POST', `${hooksPath()}/${created.id}/deliveries/${MISSING_ID}/resend`],
    ] as const) {
      const answer = await call(path, {
        method,
        token: as('partner.admin'),
        ...(method === 'PATCH' ? { body: { active: false } } : {}),
      })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    const [stored] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id))
    expect(stored).toMatchObject({ active: true, deletedAt: null, secret: created.secret })
  })
})

describe('events of real commands', () => {
  it('arrive signed, with ids and statuses only, each webhook-id once, however often the outbox runs', async () => {
    const hook = await register('/events')
    const engagement = await readyToSend()
    await deliver()
    const sent = await call(`/api/assessments/engagements/${engagement.engagementId}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    await deliver()
    const contractorParty = sent.json.items[0]
    // The contractor opens and acknowledges their copy.
    await call(`/api/assessments/contractor-portal/engagements/${engagement.engagementId}`, {
      token: as('contractor.type1'),
    })
    const acknowledged = await call(`/api/assessments/distributions/${engagement.engagementId}/${contractorParty.id}`, {
      method: 'PATCH',
      token: as('contractor.type1'),
      body: [
        { op: 'replace', path: '/status_id', value: ACKNOWLEDGED_STATUS_ID },
        { op: 'replace', path: '/name', value: 'Tara Bennett' },
      ],
    })
    expect(acknowledged.status, JSON.stringify(acknowledged.json)).toBe(200)
    await deliver()

    // The outbox rows run again (as after a crash between the fan-out and marking them done): nothing is added.
    await db()
      .update(outbox)
      .set({ status: 'pending' })
      .where(and(eq(outbox.kind, 'webhooks.publish'), eq(outbox.entityId, engagement.engagementId)))
    await deliver()

    const mine = receiver.received.filter(
      (delivery) => delivery.path === '/events' && delivery.payload.data.engagement_id === engagement.engagementId,
    )
    expect(mine.every((delivery) => delivery.verified)).toBe(true)
    expect(new Set(mine.map((delivery) => delivery.id)).size).toBe(mine.length)
    const ref = { organisation_id: org(ACME), engagement_id: engagement.engagementId }
    // Sent side by side, so in any order: ordered here by the time of the change, then by type.
    const ordered = [...mine].sort(
      (a, b) => a.payload.timestamp.localeCompare(b.payload.timestamp) || a.payload.type.localeCompare(b.payload.type),
    )
    expect(
      ordered.map((delivery) => ({
        type: delivery.payload.type,
        data: delivery.payload.type === 'sds.issued' ? null : delivery.payload.data,
      })),
    ).toEqual([
      {
        type: 'engagement.status_changed',
        data: { ...ref, from_status: 'Started', to_status: 'Awaiting Distribution' },
      },
      {
        type: 'engagement.status_changed',
        data: { ...ref, from_status: 'Awaiting Distribution', to_status: 'Awaiting SDS Acceptance' },
      },
      { type: 'sds.issued', data: null },
      {
        type: 'engagement.status_changed',
        data: { ...ref, from_status: 'Awaiting SDS Acceptance', to_status: 'Complete' },
      },
      {
        type: 'sds.acknowledged',
        data: {
          ...ref,
          distribution_id: contractorParty.id,
          // The copy was sent, or delivered if the mail worker sent its e-mail first.
          from_status: expect.stringMatching(/^(SENT|DELIVERED)$/),
          to_status: 'ACKNOWLEDGED',
        },
      },
    ])
    const issued = mine.find((delivery) => delivery.payload.type === 'sds.issued')!
    expect(issued.payload.data).toEqual({ ...ref, sds_id: expect.any(String), sds_version: 1 })
    for (const delivery of mine) {
      expect(delivery.id).toMatch(/^msg_[0-9a-f-]+_[a-z_]+$/)
      expect(Number(delivery.timestamp)).toBeGreaterThan(1_700_000_000)
      expect(new Date(delivery.payload.timestamp).toISOString()).toBe(delivery.payload.timestamp)
      // No names or e-mails: ids and statuses only.
      expect(delivery.body).not.toContain('@')
      expect(delivery.body).not.toContain(engagement.name)
      expect(delivery.body).not.toContain('Tara')
    }
    const log = await deliveriesOf(hook.id)
    const logged = log.items.filter((item) => mine.some((delivery) => delivery.id === item.message_id))
    expect(logged).toHaveLength(mine.length)
    expect(logged.map((item) => [item.status, item.attempts, item.response_status, item.next_attempt_at])).toEqual(
      mine.map(() => ['succeeded', 1, 204, null]),
    )
    // Newest first.
    const created = log.items.map((item) => Date.parse(item.created_at))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(log.count).toBe(log.items.length)
  })

  it("a party's dispute and the client's answer, with the dispute's id and statuses", async () => {
    await register('/disputes', ['sds.disputed', 'dispute.answered'])
    const engagement = await readyToSend()
    const sent = await call(`/api/assessments/engagements/${engagement.engagementId}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    const party = sent.json.items[0]
    const disputesPath = `/api/assessments/engagements/${engagement.engagementId}/disputes`
    const raised = await call(disputesPath, {
      method: 'POST',
      token: as('contractor.type1'),
      body: { organisation_id: org(ACME), distribution_id: party.id, details: 'I decide how the work is done.' },
    })
    expect(raised.status, JSON.stringify(raised.json)).toBeLessThan(300)
    const [dispute] = await db().select().from(disputes).where(eq(disputes.engagementId, engagement.engagementId))
    const upheld = await call(`${disputesPath}/${dispute!.id}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [
        { op: 'replace', path: '/status_id', value: 2 },
        { op: 'replace', path: '/resolution', value: 'upheld' },
        { op: 'replace', path: '/details', value: 'Substitution needs our approval.' },
      ],
    })
    expect(upheld.status, JSON.stringify(upheld.json)).toBe(200)
    await deliver()
    const ref = { organisation_id: org(ACME), engagement_id: engagement.engagementId }
    const mine = receiver
      .uniqueAt('/disputes')
      .filter((delivery) => delivery.payload.data.engagement_id === engagement.engagementId)
    expect(mine.every((delivery) => delivery.verified)).toBe(true)
    expect(Object.fromEntries(mine.map((delivery) => [delivery.payload.type, delivery.payload.data]))).toEqual({
      'sds.disputed': {
        ...ref,
        distribution_id: party.id,
        dispute_id: dispute!.id,
        // Disputing leaves the copy's own status as it was (sent, or delivered once the mail went).
        from_status: expect.stringMatching(/^(SENT|DELIVERED)$/),
        to_status: expect.stringMatching(/^(SENT|DELIVERED)$/),
      },
      'dispute.answered': {
        ...ref,
        dispute_id: dispute!.id,
        resolution: 'upheld',
        from_status: 'OPEN',
        to_status: 'RESOLVED',
      },
    })
  })

  it("a manual review's finalisation, with the review's id and statuses", async () => {
    await register('/reviews', ['manual_review.finalised'])
    // Client answers that conclude Borderline queue the engagement for a manual review.
    const made = await freshAssessmentMaker(api, { questionSetId: () => full.id, label: 'Webhook review' })()
    const submitted = await call(`/api/assessments/assessments/${made.assessmentId}/answers`, {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_engagement_id: made.engagementId,
        question_set_id: full.id,
        submitted: true,
        submitted_by: 'CLIENT',
        answer_ids: answersOf(full, answerIdsOf(BORDERLINE_PATH), 'CLIENT'),
      },
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const queue = await call('/api/assessments/engagements/manual-reviews?search=&page_size=30', {
      token: as('provider.manual.reviewer'),
    })
    const item = queue.json.items.find((entry: { id: string }) => entry.id === made.engagementId)
    const finalised = await call(
      `/api/assessments/engagements/${made.engagementId}/reviewer/${item.reviewer_id}/signoff`,
      { method: 'POST', token: as('provider.manual.reviewer'), body: { finished_reviewing: true } },
    )
    expect(finalised.status, JSON.stringify(finalised.json)).toBe(200)
    await deliver()
    const mine = receiver
      .uniqueAt('/reviews')
      .filter((delivery) => delivery.payload.data.engagement_id === made.engagementId)
    expect(mine.map((delivery) => [delivery.verified, delivery.payload.type, delivery.payload.data])).toEqual([
      [
        true,
        'manual_review.finalised',
        {
          organisation_id: org(ACME),
          engagement_id: made.engagementId,
          manual_review_id: item.reviewer_id,
          from_status: 'Open',
          to_status: 'Closed',
        },
      ],
    ])
  })

  it('sends only the events an endpoint subscribes to, and nothing to a paused one', async () => {
    const issuedOnly = await register('/issued-only', ['sds.issued'])
    const paused = await register('/paused')
    const pause = await call(`${hooksPath()}/${paused.id}`, {
      method: 'PATCH',
      token: as('partner.admin'),
      body: { active: false },
    })
    expect(pause.status).toBe(200)
    expect(pause.json.active).toBe(false)
    const engagement = await readyToSend()
    await call(`/api/assessments/engagements/${engagement.engagementId}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    await deliver()
    const types = receiver
      .uniqueAt('/issued-only')
      .filter((delivery) => delivery.payload.data.engagement_id === engagement.engagementId)
      .map((delivery) => delivery.payload.type)
    expect(types).toEqual(['sds.issued'])
    expect(receiver.received.filter((delivery) => delivery.path === '/paused')).toEqual([])
    expect((await deliveriesOf(issuedOnly.id)).items.map((item) => item.event_type)).toContain('sds.issued')
  })
})

describe('failed attempts, sending again and rotating the secret', () => {
  it('leaves a delivery the receiver refused retrying on the schedule; "send again" sends the same webhook-id', async () => {
    const hook = await register('/failing')
    receiver.answer('/failing', 'fail')
    const test = await call(`${hooksPath()}/${hook.id}/test`, { method: 'POST', token: as('partner.admin') })
    expect(test.status).toBe(202)
    expect(test.json).toMatchObject({ event_type: 'webhook.test', status: 'pending', attempts: 0 })
    await api.server.webhooks.drain()
    const [failed] = (await deliveriesOf(hook.id)).items
    expect(failed).toMatchObject({
      id: test.json.id,
      message_id: test.json.message_id,
      status: 'retrying',
      attempts: 1,
      response_status: 500,
      last_error: 'HTTP 500',
    })
    expect(Date.parse(failed!.next_attempt_at!) - Date.parse(failed!.last_attempt_at!)).toBe(
      WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000,
    )
    const first = receiver.received.filter((delivery) => delivery.path === '/failing')
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ id: test.json.message_id, verified: true })
    expect(first[0]!.payload).toMatchObject({
      type: 'webhook.test',
      data: { organisation_id: org(ACME), webhook_id: hook.id },
    })

    receiver.answer('/failing', 'ok')
    const resent = await call(`${hooksPath()}/${hook.id}/deliveries/${test.json.id}/resend`, {
      method: 'POST',
      token: as('partner.admin'),
    })
    expect(resent.status).toBe(202)
    expect(resent.json).toMatchObject({ id: test.json.id, message_id: test.json.message_id, status: 'pending' })
    await api.server.webhooks.drain()
    const again = receiver.received.filter((delivery) => delivery.path === '/failing')
    expect(again.map((delivery) => [delivery.id, delivery.body, delivery.verified])).toEqual([
      [test.json.message_id, first[0]!.body, true],
      [test.json.message_id, first[0]!.body, true],
    ])
    expect(receiver.uniqueAt('/failing')).toHaveLength(1)
    const [done] = (await deliveriesOf(hook.id)).items
    expect(done).toMatchObject({ status: 'succeeded', response_status: 204, last_error: null, next_attempt_at: null })
  })

  it('signs with the new secret from the rotation on: the old one no longer verifies', async () => {
    const hook = await register('/rotated')
    const rotated = await call(`${hooksPath()}/${hook.id}/rotate-secret`, {
      method: 'POST',
      token: as('partner.admin'),
    })
    expect(rotated.status).toBe(200)
    expect(rotated.json.secret).not.toBe(hook.secret)
    expect(rotated.json.secret_rotated_at).toEqual(expect.any(String))
    receiver.secretFor('/rotated', rotated.json.secret)
    await call(`${hooksPath()}/${hook.id}/test`, { method: 'POST', token: as('partner.admin') })
    await api.server.webhooks.drain()
    const [delivery] = receiver.received.filter((entry) => entry.path === '/rotated')
    expect(delivery!.verified).toBe(true)
    expect(verifies(rotated.json.secret, delivery!)).toBe(true)
    expect(verifies(hook.secret, delivery!)).toBe(false)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'webhook'), eq(auditEvents.entityId, hook.id)))
    expect(trail.map((event) => event.eventType)).toEqual(['webhook.create', 'webhook.rotate_secret'])
  })

  it('deletes a webhook: gone from the list with its log, nothing more sent, its trail kept', async () => {
    const hook = await register('/deleted')
    await call(`${hooksPath()}/${hook.id}/test`, { method: 'POST', token: as('partner.admin') })
    await api.server.webhooks.drain()
    const deleted = await call(`${hooksPath()}/${hook.id}`, { method: 'DELETE', token: as('partner.admin') })
    expect(deleted.status).toBe(204)
    const list = await call(hooksPath(), { token: as('partner.admin') })
    expect(list.json.items.map((item: { id: string }) => item.id)).not.toContain(hook.id)
    expect(await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).toEqual([])
    expect((await call(`${hooksPath()}/${hook.id}/test`, { method: 'POST', token: as('partner.admin') })).status).toBe(
      404,
    )
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'webhook'), eq(auditEvents.entityId, hook.id)))
    expect(trail.map((event) => event.eventType)).toEqual(['webhook.create', 'webhook.delete'])
  })
})
