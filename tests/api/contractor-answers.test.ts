// The contractor's side of an assessment (rules result.panel, questionnaire.flow, api.answers): the account made when
// an engagement first needs its contractor, the contractor's answers through the answers call, the client's
// retraction, and dissemination only where the organisation offers it.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTRACTOR_PORTAL_MESSAGES,
  DISSEMINATION_MESSAGES,
  RETRACT_MESSAGES,
} from '../../src/domain/contractor-portal.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { findAnswer, type QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { ROLE } from '../../src/domain/roles.ts'
import {
  actorRoles,
  actors,
  answerHistory,
  assessments,
  contractors,
  organisations,
  permissionRoles,
} from '../../src/server/db/schema.ts'
import { completePasswordChange } from '../../src/server/idp/accounts.ts'
import { provisionContractorAccount } from '../../src/server/modules/engagements/contractor-account.service.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor, signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
let full: QuestionSetDefinition
const tokens = new Map<string, string>()
const orgIds = new Map<string, string>()
const as = (account: string) => tokens.get(account)!
const org = (name: string) => orgIds.get(name)!
const db = () => server.database.db
const outside = leaningTowards('OUTSIDE')
const clientAnswers = () => answerEvery(full, 'CLIENT', outside)
/** The contractor's answers that complete the client's. */
const contractorAnswers = () => {
  const client = clientAnswers()
  return answerEvery(full, 'CONTRACTOR', outside, client).filter((id) => !client.includes(id))
}
const PASSWORD = 'Contractor-Password-1'
let serial = 0

const newContractor = async (email: string, organisation = 'Acme Retail Group') => {
  serial += 1
  const created = await call('/api/actors/contractors', {
    method: 'POST',
    token: as('provider.admin'),
    body: {
      first_name: 'Casey',
      last_name: 'Quill',
      company_name: `Quill ${serial} Ltd`,
      company_number: `QU${String(serial).padStart(6, '0')}`,
      email,
      phone_number: '+447700900555',
      organisation_id: org(organisation),
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.id as string
}

const newEngagement = async (contractorId: string, organisation = 'Acme Retail Group') => {
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractorId,
      organisation_id: org(organisation),
      question_set_id: full.id,
      name: `Contractor step ${serial}`,
      end_client_id: org(organisation),
      start_date: '2027-01-04',
      end_date: '2027-03-26',
      daily_rate: 600,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const engagement = await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })
  return { id: created.json.id as string, assessment: engagement.json.assessments[0] }
}

type Assessment = { id: string; contractor_engagement_id: string; question_set_id: string }
const answer = (assessment: Assessment, token: string, body: Record<string, unknown>) =>
  call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token,
    body: {
      contractor_engagement_id: assessment.contractor_engagement_id,
      question_set_id: assessment.question_set_id,
      notes: null,
      last_category_id: null,
      ...body,
    },
  })
const disseminate = async (assessment: Assessment) => {
  const sent = await answer(assessment, as('partner'), {
    submitted: true,
    submitted_by: 'CLIENT',
    answer_ids: clientAnswers(),
    dissemination: true,
  })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
}
const statusOf = async (engagementId: string) =>
  (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json.status
const storedAssessment = async (id: string) => (await db().select().from(assessments).where(eq(assessments.id, id)))[0]!

/** Runs the outbox until `done` holds (the worker also polls on its own). */
const settle = async (done: () => Promise<boolean>) => {
  for (let round = 0; round < 50; round++) {
    await server.outbox.drain()
    if (await done()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The outbox did not settle')
}
const mailboxFor = async (email: string) =>
  (
    await call(`/api/mailbox/messages?search=${encodeURIComponent(email)}&page_size=30`, {
      token: as('provider.admin'),
    })
  ).json.items as { to: string; subject: string; text: string }[]

/** A contractor asked for their answers, signed in through the set-password link of the mail. */
const askedContractor = async (label: string) => {
  const email = `${label}.${Date.now().toString(36)}@example.test`
  const contractorId = await newContractor(email)
  const engagement = await newEngagement(contractorId)
  await disseminate(engagement.assessment)
  let mail: { subject: string; text: string } | undefined
  await settle(async () => {
    mail = (await mailboxFor(email)).find((m) => m.subject.includes('asks you to answer a few questions'))
    return mail !== undefined
  })
  const changePasswordId = /\/idp\/password\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1]
  expect(changePasswordId).toBeDefined()
  expect(await completePasswordChange(db(), changePasswordId!, PASSWORD)).not.toBeNull()
  const token = await accessTokenFor(server.url, await identityTokenFor(server.url, email, PASSWORD))
  return { email, contractorId, engagement, mail: mail!, token }
}

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  for (const row of await db().select().from(organisations)) orgIds.set(row.name, row.id)
  for (const account of ['provider.admin', 'partner', 'partner.readonly', 'contractor.type1'])
    tokens.set(account, (await signInDemo(server.url, account)).accessToken)
  full = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
})
afterAll(() => server?.stop())

describe('the contractor account made when an engagement awaits the contractor', () => {
  it('mails the contractor with a set-password link, and the new person signs in as a contractor', async () => {
    const { mail, token, engagement, email } = await askedContractor('casey')
    expect(mail.subject).toContain('Acme Retail Group')
    expect(mail.subject).toContain(`Contractor step ${serial}`)
    expect(mail.text).toContain(`${server.url}/login`)
    expect(claimsOf(token)).toMatchObject({ role: ROLE.contractorType1, organisationId: null, unique_name: email })
    const view = await call(`/api/assessments/contractor-portal/engagements/${engagement.id}`, { token })
    expect(view.status).toBe(200)
    expect(view.json).toMatchObject({ status: 'Awaiting Contractor', can: { answer: true, download_sds: false } })
  })

  it('provisions once: a retried row makes no second person or role', async () => {
    const email = `retry.${Date.now().toString(36)}@example.test`
    const engagement = await newEngagement(await newContractor(email))
    const first = await provisionContractorAccount(db(), engagement.id)
    const again = await provisionContractorAccount(db(), engagement.id)
    expect(again).toEqual(first)
    const people = await db().select().from(actors).where(sql`lower(${actors.email}) = ${email}`)
    expect(people).toHaveLength(1)
    expect(people[0]).toMatchObject({ firstName: 'Casey', lastName: 'Quill' })
    const roles = await db()
      .select({ name: permissionRoles.name, organisationId: actorRoles.organisationId })
      .from(actorRoles)
      .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
      .where(eq(actorRoles.actorId, first!.actorId))
    expect(roles).toEqual([{ name: ROLE.contractorType1, organisationId: null }])
    const record = (await db().select().from(contractors).where(eq(contractors.email, email)))[0]!
    expect(record.actorId).toBe(first!.actorId)
    expect(people[0]!.contractorId).toBe(record.id)
  })

  it('links an organisation user without making them a contractor', async () => {
    const email = demoEmail('partner.admin')
    const engagement = await newEngagement(await newContractor(email))
    const account = await provisionContractorAccount(db(), engagement.id)
    expect(account).toMatchObject({ contractor: false })
    const names = await db()
      .select({ name: permissionRoles.name })
      .from(actorRoles)
      .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
      .where(and(eq(actorRoles.actorId, account!.actorId), isNull(actorRoles.organisationId)))
    expect(names).toEqual([])
  })
})

describe('POST /api/assessments/assessments/{id}/answers by the contractor', () => {
  it('saves, then submits: the engagement moves on with a result from both sides', async () => {
    const { engagement, token } = await askedContractor('dana')
    const mine = contractorAnswers()
    expect(mine.length).toBeGreaterThan(0)
    const saved = await answer(engagement.assessment, token, {
      submitted: false,
      submitted_by: 'CONTRACTOR',
      answer_ids: mine.slice(0, 1),
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(saved.json.assessment.in_progress_answer_ids).toEqual(mine.slice(0, 1))
    expect(saved.json).not.toHaveProperty('score')
    expect(await statusOf(engagement.id)).toBe('Awaiting Contractor')

    const incomplete = await answer(engagement.assessment, token, {
      submitted: true,
      submitted_by: 'CONTRACTOR',
      answer_ids: [],
    })
    expect(incomplete.status).toBe(400)

    const submitted = await answer(engagement.assessment, token, {
      submitted: true,
      submitted_by: 'CONTRACTOR',
      answer_ids: mine,
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect(submitted.json.assessment).toMatchObject({
      answer_ids: mine,
      in_progress_answer_ids: [],
      submitted_by: 'CONTRACTOR',
    })
    expect(await statusOf(engagement.id)).toBe('Awaiting Distribution')
    const record = await call(`/api/assessments/assessments/${engagement.assessment.id}`, { token: as('partner') })
    expect(record.json.result).not.toBeNull()
    expect(record.json.submitted_by).toBe('CONTRACTOR')
    expect([...record.json.answer_ids].sort()).toEqual([...clientAnswers(), ...mine].sort())
  })

  it("records the contractor's changes in the answer history, read by the client, and only theirs", async () => {
    const { engagement, token } = await askedContractor('fay')
    const historyRows = () =>
      db().select().from(answerHistory).where(eq(answerHistory.assessmentId, engagement.assessment.id))
    // The client's submission recorded the client's questions only.
    expect(await historyRows()).toHaveLength(clientAnswers().length)
    const mine = contractorAnswers()
    const send = (answerIds: string[], submitted: boolean) =>
      answer(engagement.assessment, token, { submitted, submitted_by: 'CONTRACTOR', answer_ids: answerIds })
    expect((await send(mine.slice(0, 1), false)).status).toBe(200)
    expect((await send(mine, true)).status).toBe(200)
    const rows = await historyRows()
    const theirs = rows.filter((row) => !clientAnswers().includes(row.answerId ?? ''))
    expect(theirs).toHaveLength(mine.length)
    expect(theirs.every((row) => row.organisationId === null)).toBe(true)
    const located = findAnswer(full, mine[0]!)!
    const history = await call(
      `/api/assessments/assessments/${engagement.assessment.id}/questions/${located.question.id}/history`,
      { token: as('partner') },
    )
    expect(history.status).toBe(200)
    expect(history.json).toEqual([
      { date: expect.any(String), answer: located.answer.title, actor: 'Casey Quill', organisation: null },
    ])
  })

  it("refuses a contractor's answer to a client question, storing nothing", async () => {
    const { engagement, token } = await askedContractor('eli')
    const before = await storedAssessment(engagement.assessment.id)
    const refused = await answer(engagement.assessment, token, {
      submitted: false,
      submitted_by: 'CONTRACTOR',
      answer_ids: [...contractorAnswers().slice(0, 1), clientAnswers()[0]!],
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.clientQuestionsRefused)
    expect(await storedAssessment(engagement.assessment.id)).toEqual(before)
  })

  it('answers 404 to a contractor of another engagement, and refuses the wrong submitted_by', async () => {
    const { engagement, token } = await askedContractor('fay')
    const body = { submitted: false, submitted_by: 'CONTRACTOR', answer_ids: contractorAnswers().slice(0, 1) }
    expect((await answer(engagement.assessment, as('contractor.type1'), body)).status).toBe(404)
    const asOrganisation = await answer(engagement.assessment, as('partner'), body)
    expect(asOrganisation.status).toBe(403)
    expect(asOrganisation.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.contractorAnswersOnly)
    const asClient = await answer(engagement.assessment, token, { ...body, submitted_by: 'CLIENT' })
    expect(asClient.status).toBe(403)
    expect(asClient.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.clientAnswersOnly)
    expect((await storedAssessment(engagement.assessment.id)).inProgressAnswerIds).toEqual([])
  })
})

describe('POST /api/assessments/assessments/{id}/retract', () => {
  it("works the result out from the client's answers and drops the contractor's draft; 409 once not awaiting", async () => {
    const { engagement, token } = await askedContractor('gus')
    const retract = (account: string | { token: string }) =>
      call(`/api/assessments/assessments/${engagement.assessment.id}/retract`, {
        method: 'POST',
        token: typeof account === 'string' ? as(account) : account.token,
      })
    await answer(engagement.assessment, token, {
      submitted: false,
      submitted_by: 'CONTRACTOR',
      answer_ids: contractorAnswers().slice(0, 1),
    })
    expect((await retract({ token })).status).toBe(404)
    expect((await retract('partner.readonly')).status).toBe(403)
    const retracted = await retract('partner')
    expect(retracted.status, JSON.stringify(retracted.json)).toBe(200)
    expect(retracted.json).toMatchObject({ status: 'Awaiting Distribution', in_progress_answer_ids: [] })
    expect(retracted.json.result).not.toBeNull()
    expect([...retracted.json.answer_ids].sort()).toEqual([...clientAnswers()].sort())
    const again = await retract('partner')
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(RETRACT_MESSAGES.notAwaiting)
  })
})

describe('dissemination', () => {
  it('is refused with a clear 400 where the organisation does not send questions to contractors', async () => {
    const email = `halden.${Date.now().toString(36)}@example.test`
    const engagement = await newEngagement(await newContractor(email, 'Halden Energy'), 'Halden Energy')
    const before = await storedAssessment(engagement.assessment.id)
    const refused = await answer(engagement.assessment, as('partner'), {
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: clientAnswers(),
      dissemination: true,
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(DISSEMINATION_MESSAGES.notOffered)
    expect(await storedAssessment(engagement.assessment.id)).toEqual(before)
    expect(await statusOf(engagement.id)).toBe('Started')
  })
})
