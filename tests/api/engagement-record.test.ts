// GET /api/assessments/engagements/{id}/record: the whole record of an engagement in one ZIP for a tax inspector
// (rule records.export). Each part is unzipped and checked against what the database holds; distributions and
// disputes are written straight into their tables, as their services are not part of this export.
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { REVIEWER_LINK_ROLE } from '../../src/domain/roles.ts'
import { createAccessTokens } from '../../src/server/auth/access-token.ts'
import { createSignInSessions } from '../../src/server/auth/sign-in-sessions.ts'
import {
  auditEvents,
  contractors,
  disputeComments,
  disputeFiles,
  disputes,
  distributionReceipts,
  distributions,
  engagements,
  files,
  organisations,
  sdsDocuments,
} from '../../src/server/db/schema.ts'
import { loadSecret, randomSecret } from '../../src/server/secrets.ts'
import { claimsOf } from '../support/api.ts'
import { apiFixture, MISSING_ID } from '../support/api-fixture.ts'
import { holdResponse } from '../support/contract.ts'

const api = apiFixture({
  accounts: ['partner', 'partner.readonly', 'contractor', 'halden.sign.off', 'customer.service'],
})
const { call, as, db } = api
let full: QuestionSetDefinition
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The ZIP as bytes (the fixture's client reads text), the answer held to the route's contract all the same. */
const download = async (engagementId: string, account: string | null = 'partner', token = account && as(account)) => {
  const path = `/api/assessments/engagements/${engagementId}/record`
  const response = await holdResponse(
    api.server,
    'GET',
    path,
    await fetch(`${api.server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  )
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes,
    entries: () => unzipSync(bytes),
  }
}

const json = (entries: Record<string, Uint8Array>, path: string) => {
  expect(entries[path], path).toBeDefined()
  return JSON.parse(strFromU8(entries[path]!))
}

/** The README's words on checking an event: its fields under these names, keys sorted, no spaces, null for none. */
const readmeCanonical = (event: Record<string, unknown> & { actor: { id: unknown; roles: unknown } }) => {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : (value ?? null)
  return JSON.stringify(
    sorted({
      entityType: event.entity_type,
      entityId: event.entity_id,
      seq: event.seq,
      eventType: event.event_type,
      fromState: event.from_state,
      toState: event.to_state,
      actorId: event.actor.id,
      actorRoles: event.actor.roles,
      payload: event.payload,
      occurredAt: event.occurred_at,
      prevHash: event.prev_hash,
    }),
  )
}

/** A contractor engagement of Acme with a note and a comment, answered leaning Inside and submitted. */
const answeredEngagement = async (name: string) => {
  const acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!
  const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, acme.id)))[0]!
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractor.id,
      organisation_id: acme.id,
      question_set_id: full.id,
      name,
      end_client_id: acme.id,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const engagement = (await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })).json
  const assessment = engagement.assessments[0]
  const questionId = full.categories[0]!.questions[0]!.id
  const note = await call(`/api/assessments/assessments/${assessment.id}/notes`, {
    method: 'POST',
    token: as('partner'),
    body: { question_id: questionId, evidence: 'Signed contract, clause 4: the client directs the work.' },
  })
  expect(note.status, JSON.stringify(note.json)).toBe(201)
  const comment = await call(`/api/assessments/assessments/${assessment.id}/comments`, {
    method: 'POST',
    token: as('partner'),
    body: { question_id: questionId, remark: 'Check this with the line manager.' },
  })
  expect(comment.status, JSON.stringify(comment.json)).toBe(201)
  const submitted = await call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('INSIDE')),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  return { engagementId: engagement.id as string, assessmentId: assessment.id as string, acme, contractor, questionId }
}

/** Issues the SDS (its first download renders, stores and hashes it) and returns its row. */
const issueSds = async (engagementId: string, assessmentId: string) => {
  const response = await fetch(`${api.server.url}/api/reporting/reports/assessment/${assessmentId}/sds`, {
    headers: { authorization: `Bearer ${as('partner')}` },
  })
  expect(response.status).toBe(200)
  return (await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId)))[0]!
}

/** A stored file: bytes in the blob store, its row in files. */
const storedFile = async (organisationId: string, name: string, text: string) => {
  const id = randomUUID()
  const bytes = new TextEncoder().encode(text)
  await api.server.blobs.put(`dispute/${id}`, bytes)
  await db()
    .insert(files)
    .values({
      id,
      organisationId,
      kind: 'dispute',
      contentType: 'text/plain',
      byteSize: bytes.byteLength,
      sha256: sha256(bytes),
      storageKey: `dispute/${id}`,
      originalName: name,
    })
  return { id, bytes }
}

beforeAll(async () => {
  full = await api.fullSet()
})

describe('GET /api/assessments/engagements/{id}/record', () => {
  it('exports every part of the record, each file hashed in the manifest', async () => {
    const { engagementId, assessmentId, acme, contractor, questionId } = await answeredEngagement('Record: Data Lead')
    const sds = await issueSds(engagementId, assessmentId)
    const partner = claimsOf(as('partner')).actorId as string

    // The SDS reaches two parties; the contractor acknowledges, the supply-chain party disputes. The Contractor
    // party was added when the answers arrived at Awaiting Distribution; its row is brought to where the story is.
    const [toContractor] = await db()
      .update(distributions)
      .set({
        email: 'worker@example.test',
        contractorId: contractor.id,
        state: { value: 'acknowledged' },
        status: 'ACKNOWLEDGED',
        acknowledgedAt: new Date('2027-02-03T10:00:00Z'),
        acknowledgedName: 'Casey Worker',
        createdBy: partner,
      })
      .where(and(eq(distributions.engagementId, engagementId), eq(distributions.party, 'Contractor')))
      .returning()
    const [toAgency] = await db()
      .insert(distributions)
      .values({
        engagementId,
        email: 'payroll@agency.example.test',
        party: 'Supply Chain',
        state: { value: 'disputed' },
        status: 'DELIVERED',
        createdBy: partner,
      })
      .returning()
    await db()
      .insert(distributionReceipts)
      .values([
        {
          distributionId: toContractor!.id,
          sdsDocumentId: sds.id,
          sha256: sds.sha256,
          sentAt: new Date('2027-02-02T09:00:00Z'),
          deliveredAt: new Date('2027-02-02T09:00:05Z'),
          openedAt: new Date('2027-02-03T09:30:00Z'),
          acknowledgedAt: new Date('2027-02-03T10:00:00Z'),
        },
        {
          distributionId: toAgency!.id,
          sdsDocumentId: sds.id,
          sha256: sds.sha256,
          sentAt: new Date('2027-02-02T09:00:00Z'),
          deliveredAt: new Date('2027-02-02T09:00:07Z'),
        },
      ])
    const disputeId = randomUUID()
    await db()
      .insert(disputes)
      .values({
        id: disputeId,
        engagementId,
        distributionId: toAgency!.id,
        organisationId: acme.id,
        details: 'The worker chooses their own hours.',
        raisedBy: 'payroll@agency.example.test',
        receivedAt: new Date('2027-02-04T12:00:00Z'),
        resolution: 'upheld',
        responseDetails: 'The client sets the hours in the schedule of work.',
        respondedBy: partner,
        respondedAt: new Date('2027-03-01T12:00:00Z'),
        state: { value: 'resolved' },
        status: 'RESOLVED',
      })
    const evidence = await storedFile(acme.id, 'timesheet notes.txt', 'Hours set by the worker, week 1.')
    const answer = await storedFile(acme.id, 'schedule/of:work.txt', 'Schedule of work: 9 to 5.')
    await db()
      .insert(disputeFiles)
      .values([
        { fileId: evidence.id, disputeId, kind: 'dispute' },
        { fileId: answer.id, disputeId, kind: 'response' },
      ])
    await db()
      .insert(disputeComments)
      .values({ disputeId, partyEmail: 'payroll@agency.example.test', details: 'Please see the timesheets.' })

    const record = await download(engagementId)
    expect(record.status).toBe(200)
    expect(record.type).toBe('application/zip')
    expect(record.disposition).toMatch(
      /^attachment; filename="engagement-record-record-data-lead-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const entries = record.entries()

    // The manifest: every file but itself, with hashes and sizes of the very bytes in the ZIP.
    const manifest = json(entries, 'manifest.json')
    expect(manifest).toMatchObject({
      format: 'ir35-portal-engagement-record',
      product: { name: 'IR35 Portal', version: expect.any(String) },
      engagement: { id: engagementId, name: 'Record: Data Lead' },
      exported_by: { actor_id: partner, name: 'Paula Grant' },
      audit_chains_intact: true,
    })
    expect(Date.parse(manifest.exported_at)).not.toBeNaN()
    const listed = manifest.files.map((file: { path: string }) => file.path).sort()
    expect(listed).toEqual(
      Object.keys(entries)
        .filter((path) => path !== 'manifest.json')
        .sort(),
    )
    for (const file of manifest.files) {
      expect(sha256(entries[file.path]!), file.path).toBe(file.sha256)
      expect(entries[file.path]!.byteLength, file.path).toBe(file.bytes)
    }
    const readme = strFromU8(entries['README.txt']!)
    expect(readme).toContain('sha256sum')
    expect(readme).toContain('prev_hash')
    for (const path of ['engagement.json', 'audit-trail.json', 'distributions.json', 'disputes.json'])
      expect(readme).toContain(path)

    // The engagement's facts.
    const engagement = json(entries, 'engagement.json')
    expect(engagement).toMatchObject({
      id: engagementId,
      status: 'Awaiting Distribution',
      organisation: { name: 'Acme Retail Group' },
      end_client: { name: 'Acme Retail Group' },
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      day_rate_pounds: 650,
      // The exposure's terms, at their defaults: monthly in arrears, 30 days, not Scottish, the size not known.
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      reviewers: [],
    })
    expect(engagement.contractor.company_name).toBe(contractor.companyName)

    // The audit trail, chain checked, the engagement's events in order.
    const trail = json(entries, 'audit-trail.json')
    expect(trail.all_chains_intact).toBe(true)
    const engagementChain = trail.chains.find((chain: { entity_type: string }) => chain.entity_type === 'engagement')
    expect(engagementChain.verification).toEqual({ intact: true, events: engagementChain.events.length })
    expect(engagementChain.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'engagement.create',
      'answers.submit',
    ])
    expect(engagementChain.events[1].prev_hash).toBe(engagementChain.events[0].hash)
    const stored = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'engagement'), eq(auditEvents.entityId, engagementId)))
      .orderBy(auditEvents.seq)
    expect(engagementChain.events[0].hash).toBe(stored.find((event) => event.seq === 1)!.hash)
    // The README's recipe, followed by hand, gives each event's hash.
    for (const chain of trail.chains)
      for (const event of chain.events)
        expect(sha256(new TextEncoder().encode(readmeCanonical(event))), `${chain.entity_type} ${event.seq}`).toBe(
          event.hash,
        )

    // The assessment: its question set, answers with who gave them, the result, the note and the thread.
    const assessment = json(entries, 'assessments/1.json')
    expect(assessment).toMatchObject({
      id: assessmentId,
      standing: 'current',
      question_set: { type_code: 'FULL', version: full.version },
      answers: 'submitted',
      submitted_by: 'CLIENT',
      result: { result: expect.any(String), reasons: expect.any(Array) },
    })
    expect(assessment.completed_on).not.toBeNull()
    // The result's exposure with its breakdown: February to April 2027 is three monthly payments.
    expect(assessment.result.exposure_detail).toMatchObject({ invoicing_frequency: 'monthly', payments: 3 })
    expect(assessment.result.financial_exposure_pounds).toBe(
      Math.floor(assessment.result.exposure_detail.codings[1].total_pence / 100),
    )
    const first = assessment.questions.find((question: { question_id: string }) => question.question_id === questionId)
    expect(first.question).toBe(full.categories[0]!.questions[0]!.title)
    expect(first.answer).toHaveLength(1)
    expect(first.last_changed_by).toMatchObject({ name: 'Paula Grant', organisation: 'Northbridge Partners' })
    expect(assessment.notes[0]).toMatchObject({
      question_id: questionId,
      evidence: expect.stringContaining('clause 4'),
    })
    expect(assessment.comment_threads[0].remarks[0]).toMatchObject({ text: 'Check this with the line manager.' })

    // The SDS as issued: its bytes hash to what was recorded at issue.
    const pdf = entries['sds/v1.pdf']!
    expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(sha256(pdf)).toBe(sds.sha256)
    expect(manifest.files.find((file: { path: string }) => file.path === 'sds/v1.pdf')).toMatchObject({
      recorded_sha256: sds.sha256,
      matches_record: true,
      withdrawn: false,
    })
    expect(json(entries, 'sds/versions.json')[0]).toMatchObject({
      sds_version: 1,
      conclusion: 'Inside IR35',
      recorded_sha256: sds.sha256,
      exported_sha256: sds.sha256,
      assessment: { id: assessmentId, number: 1 },
    })

    // Distributions with their receipts.
    const parties = json(entries, 'distributions.json')
    expect(parties).toHaveLength(2)
    // Added in one statement, the two share a creation time: find each by its party.
    const partyOf = (kind: string) => parties.find((party: { party: string }) => party.party === kind)
    expect(partyOf('Contractor')).toMatchObject({
      party: 'Contractor',
      status: 'ACKNOWLEDGED',
      acknowledged_name: 'Casey Worker',
      added_by: { name: 'Paula Grant' },
      receipts: [
        {
          sds_version: 1,
          sha256: sds.sha256,
          sha256_matches_sds: true,
          sent_at: '2027-02-02T09:00:00.000Z',
          delivered_at: '2027-02-02T09:00:05.000Z',
          opened_at: '2027-02-03T09:30:00.000Z',
          acknowledged_at: '2027-02-03T10:00:00.000Z',
        },
      ],
    })
    expect(partyOf('Supply Chain')).toMatchObject({
      party: 'Supply Chain',
      receipts: [{ opened_at: null, acknowledged_at: null }],
    })

    // Disputes with their outcome, comments and files (bytes included, names made safe for a path).
    const [dispute] = json(entries, 'disputes.json')
    expect(dispute).toMatchObject({
      id: disputeId,
      raised_by: 'payroll@agency.example.test',
      party: { kind: 'Supply Chain', email: 'payroll@agency.example.test' },
      details: 'The worker chooses their own hours.',
      received_on: '2027-02-04',
      last_day_to_respond: '2027-03-20',
      status: 'RESOLVED',
      resolution: 'upheld',
      response_reasons: 'The client sets the hours in the schedule of work.',
      responded_by: { id: partner, name: 'Paula Grant' },
      responded_at: '2027-03-01T12:00:00.000Z',
      responded_in_time: true,
      comments: [{ by: 'payroll@agency.example.test', details: 'Please see the timesheets.' }],
    })
    expect(dispute.files).toHaveLength(2)
    for (const file of dispute.files) {
      expect(file.path.startsWith(`disputes/${disputeId}/`)).toBe(true)
      expect(sha256(entries[file.path]!)).toBe(file.sha256)
    }
    expect(dispute.files.find((file: { kind: string }) => file.kind === 'response').path).toBe(
      `disputes/${disputeId}/${answer.id}-schedule_of_work.txt`,
    )

    // The export is written in the engagement's trail with the manifest's hash, and auditors read it as what it is.
    const after = await call(`/api/assessments/engagements/${engagementId}/audit`, { token: as('partner') })
    expect(after.json.chain.intact).toBe(true)
    expect(after.json.events.at(-1)).toMatchObject({
      event_type: 'engagement.recordExported',
      description: 'The full record of the engagement was exported',
      to_status: 'Awaiting Distribution',
      actor: { id: partner, name: 'Paula Grant' },
      payload: { manifestSha256: sha256(entries['manifest.json']!) },
    })
  })

  it('shows a tampered audit event as a broken chain in the export', async () => {
    const { engagementId } = await answeredEngagement('Record: Tampered')
    await db().execute(sql`alter table audit_events disable trigger audit_events_no_update`)
    await db().execute(
      sql`update audit_events set payload = '{"edited": true}' where entity_id = ${engagementId} and seq = 2`,
    )
    await db().execute(sql`alter table audit_events enable trigger audit_events_no_update`)
    const record = await download(engagementId)
    expect(record.status).toBe(200)
    const entries = record.entries()
    const trail = json(entries, 'audit-trail.json')
    expect(trail.all_chains_intact).toBe(false)
    expect(trail.chains[0].verification).toMatchObject({ intact: false, broken_at_seq: 2 })
    expect(json(entries, 'manifest.json').audit_chains_intact).toBe(false)
  })

  it('marks a withdrawn SDS with the day its successor applies from', async () => {
    const { engagementId, assessmentId } = await answeredEngagement('Record: Withdrawn')
    const sds = await issueSds(engagementId, assessmentId)
    await db()
      .update(sdsDocuments)
      .set({ withdrawnAt: new Date('2027-03-01T12:00:00Z'), replacedFrom: '2027-03-02' })
      .where(eq(sdsDocuments.id, sds.id))
    const entries = (await download(engagementId)).entries()
    expect(sha256(entries['sds/v1.pdf']!)).toBe(sds.sha256)
    expect(
      json(entries, 'manifest.json').files.find((file: { path: string }) => file.path === 'sds/v1.pdf'),
    ).toMatchObject({ withdrawn: true, withdrawn_at: '2027-03-01T12:00:00.000Z', replaced_from: '2027-03-02' })
    expect(json(entries, 'sds/versions.json')[0]).toMatchObject({ withdrawn: true, replaced_from: '2027-03-02' })
  })

  it('exports the record of a job role too (an engagement of type Role)', async () => {
    const role = (
      await db()
        .select()
        .from(engagements)
        .where(and(eq(engagements.type, 'Role'), eq(engagements.name, 'Warehouse operations lead')))
    )[0]!
    const record = await download(role.id, 'partner.readonly')
    expect(record.status).toBe(200)
    const entries = record.entries()
    expect(json(entries, 'engagement.json')).toMatchObject({ id: role.id, type: 'Role' })
    expect(json(entries, 'distributions.json')).toEqual([])
    expect(json(entries, 'disputes.json')).toEqual([])
    expect(Object.keys(entries).filter((path) => path.startsWith('sds/') && path.endsWith('.pdf'))).toEqual([])
  })

  it('is for organisation users who may read the audit trail: others are refused, nothing is written', async () => {
    const { engagementId } = await answeredEngagement('Record: Refusals')
    const events = async () =>
      (await db().select().from(auditEvents).where(eq(auditEvents.entityId, engagementId)).orderBy(auditEvents.seq))
        .length
    const before = await events()
    // Halden's sign-off user works for another organisation: the engagement is not theirs to see.
    expect((await download(engagementId, 'halden.sign.off')).status).toBe(404)
    expect((await download(engagementId, 'contractor')).status).toBe(403)
    // The provider's customer service reads engagements but not audit trails.
    expect((await download(engagementId, 'customer.service')).status).toBe(403)
    expect((await download(engagementId, null)).status).toBe(401)
    // A reviewer's e-mailed link opens the review of this very engagement, and nothing else.
    const reviewerId = claimsOf(as('halden.sign.off')).actorId
    const sessions = createSignInSessions(db(), await loadSecret(db(), 'sign-in-session.hmac', randomSecret))
    const { row: linkSession } = await sessions.open(db(), {
      actorId: reviewerId,
      kind: 'review-link',
      lifetimeSeconds: 600,
      engagementId,
    })
    const secret = await loadSecret(db(), 'access-token.hs256', randomSecret)
    const linkToken = await createAccessTokens(secret, 600, sessions).sign(
      {
        actorId: reviewerId,
        organisationId: null,
        topLevelOrganisationId: null,
        roles: [REVIEWER_LINK_ROLE],
        permissions: [],
        unique_name: 'Reviewer',
        role: REVIEWER_LINK_ROLE,
        contractorId: null,
        engagementId,
      },
      linkSession.id,
    )
    expect((await download(engagementId, null, linkToken)).status).toBe(403)
    expect(await events()).toBe(before)
    // A read-only user may read the trail, so may export the record.
    expect((await download(engagementId, 'partner.readonly')).status).toBe(200)
    expect(await events()).toBe(before + 1)
  })

  it('answers a bad or unknown id with 400 or 404, never a 500', async () => {
    expect((await download('not-an-id')).status).toBe(400)
    expect((await download(randomUUID())).status).toBe(404)
    const deleted = await answeredEngagement('Record: Deleted later')
    await db().update(engagements).set({ deletedAt: new Date() }).where(eq(engagements.id, deleted.engagementId))
    expect((await download(deleted.engagementId)).status).toBe(404)
  })
})

describe('GET /api/assessments/engagements/{id}/assessments and GET /api/assessments/assessments/{id}', () => {
  it('answer the assessments the engagement record holds, each one readable by its id', async () => {
    const { engagementId, assessmentId, questionId } = await answeredEngagement('Record: Assessments alone')
    const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
    const listed = await call(`/api/assessments/engagements/${engagementId}/assessments`, { token: as('partner') })
    expect(listed.status).toBe(200)
    expect(listed.json).toEqual(record.assessments)
    expect(listed.json.map((assessment: { id: string }) => assessment.id)).toEqual([assessmentId])
    const one = await call(`/api/assessments/assessments/${assessmentId}`, { token: as('partner.readonly') })
    expect(one.status).toBe(200)
    expect(one.json).toEqual(record.assessments[0])
    expect(one.json.answer_ids.length).toBeGreaterThan(0)
    expect(one.json.result_code).not.toBeNull()
    // The note and the comment made before submitting are the assessment's.
    const notes = await call(`/api/assessments/assessments/${assessmentId}/questions/${questionId}/notes`, {
      token: as('partner'),
    })
    expect(notes.json.map((note: { evidence: string }) => note.evidence)).toEqual([
      'Signed contract, clause 4: the client directs the work.',
    ])
  })

  it('refuse a person outside the engagement and an unknown id, without a 500', async () => {
    const { engagementId, assessmentId } = await answeredEngagement('Record: Assessments refused')
    const elsewhere = await call(`/api/assessments/engagements/${engagementId}/assessments`, {
      token: as('halden.sign.off'),
    })
    expect(elsewhere.status).toBe(404)
    expect((await call(`/api/assessments/assessments/${assessmentId}`, { token: as('halden.sign.off') })).status).toBe(
      404,
    )
    expect((await call(`/api/assessments/assessments/${MISSING_ID}`, { token: as('partner') })).status).toBe(404)
    expect((await call('/api/assessments/assessments/not-an-id', { token: as('partner') })).status).toBe(400)
  })
})

describe('GET /api/assessments/audit', () => {
  it("lists the events of an engagement's trail in the organisation's log, newest first, and refuses others", async () => {
    const { engagementId, acme } = await answeredEngagement('Record: In the assessment log')
    const log = await call(
      `/api/assessments/audit?org_id=${acme.id}&search=${encodeURIComponent('In the assessment log')}`,
      {
        token: as('partner'),
      },
    )
    expect(log.status).toBe(200)
    const items = log.json.items as { engagement_id: string; occurred_at: string; description: string | null }[]
    expect(log.json.count).toBe(items.length)
    expect(items.length).toBeGreaterThan(1)
    expect(new Set(items.map((item) => item.engagement_id))).toEqual(new Set([engagementId]))
    const times = items.map((item) => item.occurred_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(log.json.items.at(-1)).toMatchObject({
      description: 'The engagement is created in Started',
      from_status: null,
      actor_name: expect.stringMatching(/\S/),
    })
    const trail = (await call(`/api/assessments/engagements/${engagementId}/audit`, { token: as('partner') })).json
    expect(items.length).toBe(trail.events.length)
    // Another organisation's user does not reach Acme's log; a contractor has no organisation log.
    expect((await call(`/api/assessments/audit?org_id=${acme.id}`, { token: as('halden.sign.off') })).status).toBe(404)
    expect((await call(`/api/assessments/audit?org_id=${acme.id}`, { token: as('contractor') })).status).toBe(403)
    expect((await call('/api/assessments/audit?org_id=not-an-id', { token: as('partner') })).status).toBe(400)
  })
})
