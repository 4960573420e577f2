// Comment threads on the questions of an assessment (rules records.comment, comments.threads,
// comments.rules, api.comments): started, replied to, resolved and reopened, listed oldest remark first with
// each author's name and organisation; refused input stores nothing.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_MESSAGES } from '../../src/domain/comments.ts'
import { NOTE_MESSAGES } from '../../src/domain/notes.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { comments, remarks } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { freshAssessmentMaker } from '../support/fresh-assessment.ts'

let full: QuestionSetDefinition
const ACCOUNTS = ['partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db } = api

const commentsPath = (assessmentId: string) => `/api/assessments/assessments/${assessmentId}/comments`
const firstQuestionId = () => full.categories[0]!.questions[0]!.id
const secondQuestionId = () => full.categories[1]!.questions[0]!.id
const nestedQuestionId = () =>
  full.categories.flatMap((c) => c.questions).flatMap((q) => q.answers.flatMap((a) => a.questions ?? []))[0]!.id

const makeAssessment = freshAssessmentMaker(api, { questionSetId: () => full.id, label: 'Comments' })
/** A fresh contractor engagement's current assessment, in the given client organisation. */
const freshAssessment = async (organisation?: string) => (await makeAssessment(organisation)).assessmentId

const startComment = (assessmentId: string, body: Record<string, unknown>, account = 'partner') =>
  call(commentsPath(assessmentId), { method: 'POST', token: as(account), body })
const addRemark = (assessmentId: string, commentId: string, body: Record<string, unknown>, account = 'partner') =>
  call(`${commentsPath(assessmentId)}/${commentId}/remarks`, { method: 'POST', token: as(account), body })
const listComments = (assessmentId: string, account = 'partner') =>
  call(commentsPath(assessmentId), { token: as(account) })
const questionComments = (assessmentId: string, questionId: string, account = 'partner') =>
  call(`/api/assessments/assessments/${assessmentId}/questions/${questionId}/comments`, { token: as(account) })
const threadWith = async (assessmentId: string, remark = 'Is clause 4 still in the contract?') => {
  const created = await startComment(assessmentId, { question_id: firstQuestionId(), remark, resolved: false })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.id as string
}

/** Everything a comments call could change. */
const storedState = async () => ({
  comments: (await db().select().from(comments)).map((c) => `${c.id}/${c.resolved}`).sort(),
  remarks: (await db().select().from(remarks)).map((r) => `${r.id}/${r.kind}/${r.text}`).sort(),
})

beforeAll(async () => {
  full = await api.fullSet()
})

describe('POST /api/assessments/assessments/{id}/comments', () => {
  it('starts a thread with its remark trimmed, answered with its id', async () => {
    const assessmentId = await freshAssessment()
    const created = await startComment(assessmentId, {
      question_id: firstQuestionId(),
      remark: '  Who supplies the laptop?\n',
      resolved: false,
      organisation_id: null,
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json).toEqual({ id: expect.any(String) })
    const row = (await db().select().from(comments).where(eq(comments.id, created.json.id)))[0]!
    expect(row).toMatchObject({ assessmentId, questionId: firstQuestionId(), resolved: false })
    const [remark] = await db().select().from(remarks).where(eq(remarks.commentId, created.json.id))
    expect(remark).toMatchObject({
      text: 'Who supplies the laptop?',
      kind: 'reply',
      organisationId: org('Northbridge Partners'),
    })
  })

  it('takes a nested question of the question set, and 2 and 250 characters', async () => {
    const assessmentId = await freshAssessment()
    for (const remark of ['ok', 'x'.repeat(250)]) {
      const created = await startComment(assessmentId, { question_id: nestedQuestionId(), remark, resolved: false })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
  })

  it.each([
    ['no remark', { question_id: 'Q', resolved: false }, 'remark'],
    ['one character', { question_id: 'Q', remark: ' x ', resolved: false }, COMMENT_MESSAGES.remarkLength],
    ['whitespace only', { question_id: 'Q', remark: '   ', resolved: false }, COMMENT_MESSAGES.remarkLength],
    ['251 characters', { question_id: 'Q', remark: 'x'.repeat(251), resolved: false }, COMMENT_MESSAGES.remarkLength],
    ['a question of no question set', { question_id: 'nope', remark: 'Hello' }, NOTE_MESSAGES.questionNotInSet],
    [
      'another organisation named',
      { question_id: 'Q', remark: 'Hello', organisation_id: 'HALDEN' },
      NOTE_MESSAGES.organisationNotYours,
    ],
    [
      'a contractor named',
      { question_id: 'Q', remark: 'Hello', contractor_id: '00000000-0000-4000-8000-000000000000' },
      COMMENT_MESSAGES.organisationUsersOnly,
    ],
  ])('refuses %s with 400, storing nothing', async (_, body, message) => {
    const assessmentId = await freshAssessment()
    const before = await storedState()
    const resolved: Record<string, unknown> = { ...body }
    if (resolved.question_id === 'Q') resolved.question_id = firstQuestionId()
    if (resolved.organisation_id === 'HALDEN') resolved.organisation_id = org('Halden Energy')
    const refused = await startComment(assessmentId, resolved)
    expect(refused.status, JSON.stringify(refused.json)).toBe(400)
    expect(refused.json.message).toContain(message)
    expect(await storedState()).toEqual(before)
  })
})

describe('POST /api/assessments/assessments/{id}/comments/{commentId}/remarks', () => {
  it('replies, resolves without a word, and reopens, answering with the thread each time', async () => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    const replied = await addRemark(assessmentId, commentId, { remark: ' Yes, unchanged. ', resolved: false })
    expect(replied.status, JSON.stringify(replied.json)).toBe(201)
    expect(replied.json).toMatchObject({
      id: commentId,
      question_id: firstQuestionId(),
      resolved: false,
      remarks: [
        { text: 'Is clause 4 still in the contract?', kind: 'reply', resolved: false },
        { text: 'Yes, unchanged.', kind: 'reply', resolved: false },
      ],
    })
    const resolved = await addRemark(assessmentId, commentId, { resolved: true })
    expect(resolved.status, JSON.stringify(resolved.json)).toBe(201)
    expect(resolved.json.resolved).toBe(true)
    expect(resolved.json.remarks.at(-1)).toMatchObject({ text: null, kind: 'resolve', resolved: true })
    const reopened = await addRemark(assessmentId, commentId, { remark: 'The contract changed', resolved: false })
    expect(reopened.status, JSON.stringify(reopened.json)).toBe(201)
    expect(reopened.json.resolved).toBe(false)
    expect(reopened.json.remarks.at(-1)).toMatchObject({ text: 'The contract changed', kind: 'reopen' })
    expect(reopened.json.remarks.map((r: { kind: string }) => r.kind)).toEqual(['reply', 'reply', 'resolve', 'reopen'])
  })

  it('resolves with a remark, and reopens without one', async () => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    const resolved = await addRemark(assessmentId, commentId, { remark: 'Settled by clause 4', resolved: true })
    expect(resolved.json.remarks.at(-1)).toMatchObject({ text: 'Settled by clause 4', kind: 'resolve' })
    const reopened = await addRemark(assessmentId, commentId, { resolved: false })
    expect(reopened.status, JSON.stringify(reopened.json)).toBe(201)
    expect(reopened.json).toMatchObject({ resolved: false })
    expect(reopened.json.remarks.at(-1)).toMatchObject({ text: null, kind: 'reopen', resolved: true })
  })

  it.each([
    ['a reply without a remark', { resolved: false }, 400, COMMENT_MESSAGES.remarkLength],
    ['a reply of one character', { remark: 'x', resolved: false }, 400, COMMENT_MESSAGES.remarkLength],
    ['a resolve with 251 characters', { remark: 'x'.repeat(251), resolved: true }, 400, COMMENT_MESSAGES.remarkLength],
    ['no resolved flag', { remark: 'Hello' }, 400, 'resolved'],
  ])('refuses %s, storing nothing', async (_, body, status, message) => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    const before = await storedState()
    const refused = await addRemark(assessmentId, commentId, body)
    expect(refused.status, JSON.stringify(refused.json)).toBe(status)
    expect(refused.json.message).toContain(message)
    expect(await storedState()).toEqual(before)
  })

  it('refuses to resolve a resolved thread with 409, storing nothing', async () => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    await addRemark(assessmentId, commentId, { resolved: true })
    const before = await storedState()
    const refused = await addRemark(assessmentId, commentId, { resolved: true })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(COMMENT_MESSAGES.alreadyResolved)
    expect(await storedState()).toEqual(before)
  })

  it('answers 404 for a thread of another assessment', async () => {
    const commentId = await threadWith(await freshAssessment())
    const refused = await addRemark(await freshAssessment(), commentId, { remark: 'Hello', resolved: false })
    expect(refused.status).toBe(404)
  })
})

describe('GET /api/assessments/assessments/{id}/comments and .../questions/{questionId}/comments', () => {
  it('lists threads oldest first with each author read from their record, and a question its own', async () => {
    const assessmentId = await freshAssessment()
    const first = await threadWith(assessmentId, 'First thread')
    await addRemark(assessmentId, first, { remark: 'A reply', resolved: false })
    const second = await startComment(assessmentId, { question_id: secondQuestionId(), remark: 'Second thread' })
    const listed = await listComments(assessmentId)
    expect(listed.status).toBe(200)
    expect(listed.json).toEqual([
      {
        id: first,
        question_id: firstQuestionId(),
        resolved: false,
        remarks: [
          {
            id: expect.any(String),
            first_name: 'Paula',
            last_name: expect.any(String),
            organisation_name: 'Northbridge Partners',
            created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            text: 'First thread',
            resolved: false,
            kind: 'reply',
          },
          expect.objectContaining({ text: 'A reply' }),
        ],
      },
      expect.objectContaining({ id: second.json.id, question_id: secondQuestionId() }),
    ])
    const ofQuestion = await questionComments(assessmentId, secondQuestionId())
    expect(ofQuestion.status).toBe(200)
    expect(ofQuestion.json.map((t: { id: string }) => t.id)).toEqual([second.json.id])
  })

  it('answers 400 for a question of no question set', async () => {
    const refused = await questionComments(await freshAssessment(), 'nope')
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(NOTE_MESSAGES.questionNotInSet)
  })
})

describe('authorisation', () => {
  it('answers 404 for every call on another organisation tree’s assessment, and leaves it as it was', async () => {
    // Halden is below Northbridge but out of the Acme sign-off user's reach.
    const assessmentId = await freshAssessment('Halden Energy')
    const commentId = await threadWith(assessmentId)
    const before = await storedState()
    const outsider = 'sign.off.user'
    const statuses = [
      (await startComment(assessmentId, { question_id: firstQuestionId(), remark: 'Hello' }, outsider)).status,
      (await addRemark(assessmentId, commentId, { remark: 'Hello', resolved: false }, outsider)).status,
      (await addRemark(assessmentId, commentId, { resolved: true }, outsider)).status,
      (await listComments(assessmentId, outsider)).status,
      (await questionComments(assessmentId, firstQuestionId(), outsider)).status,
    ]
    expect(statuses).toEqual([404, 404, 404, 404, 404])
    expect(await storedState()).toEqual(before)
  })

  it('lets a Partner Read-Only user read but refuses its writes with 403, storing nothing', async () => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    const before = await storedState()
    const reader = 'partner.readonly'
    expect((await listComments(assessmentId, reader)).status).toBe(200)
    expect((await questionComments(assessmentId, firstQuestionId(), reader)).status).toBe(200)
    const writes = [
      (await startComment(assessmentId, { question_id: firstQuestionId(), remark: 'Hello' }, reader)).status,
      (await addRemark(assessmentId, commentId, { remark: 'Hello', resolved: false }, reader)).status,
      (await addRemark(assessmentId, commentId, { resolved: true }, reader)).status,
    ]
    expect(writes).toEqual([403, 403, 403])
    expect(await storedState()).toEqual(before)
  })

  it('refuses a contractor every call with 403: comments are the organisation users’ in this version', async () => {
    const assessmentId = await freshAssessment()
    const commentId = await threadWith(assessmentId)
    const refused = [
      await listComments(assessmentId, 'contractor'),
      await questionComments(assessmentId, firstQuestionId(), 'contractor'),
      await startComment(assessmentId, { question_id: firstQuestionId(), remark: 'Hello' }, 'contractor'),
      await addRemark(assessmentId, commentId, { remark: 'Hello', resolved: false }, 'contractor'),
    ]
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403])
    for (const r of refused) expect(r.json.message).toBe(COMMENT_MESSAGES.organisationUsersOnly)
  })
})
