// Notes (evidence) on the questions of an assessment (rules records.note, notes.rules,
// api.notes): added with text and files, listed with the
// author's name and organisation, deleted with a reason, after which only the date and the reason show.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../src/domain/documents.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { NOTE_MESSAGES } from '../../src/domain/notes.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { contractors, files, noteFiles, notes } from '../../src/server/db/schema.ts'
import type { memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { holdResponse } from '../support/contract.ts'
import { minimalPdf, windowsExecutable } from '../support/document-samples.ts'
import { freshAssessmentMaker } from '../support/fresh-assessment.ts'

let full: QuestionSetDefinition
const ACCOUNTS = ['partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db } = api

const bearer = (account: string) => ({ authorization: `Bearer ${as(account)}` })
const notesPath = (assessmentId: string) => `/api/assessments/assessments/${assessmentId}/notes`
const noteFilesPath = (noteId: string) => `/api/files/files/note/notes/${noteId}`
const filePath = (fileId: string) => `/api/files/files/${fileId}`
/** A question nested under an answer, so the check looks past the top level. */
const nestedQuestionId = () =>
  full.categories.flatMap((c) => c.questions).flatMap((q) => q.answers.flatMap((a) => a.questions ?? []))[0]!.id
const firstQuestionId = () => full.categories[0]!.questions[0]!.id

const makeAssessment = freshAssessmentMaker(api, { questionSetId: () => full.id, label: 'Notes' })
/** A fresh contractor engagement's current assessment, in the given client organisation. */
const freshAssessment = async (organisation?: string) => (await makeAssessment(organisation)).assessmentId

const addNote = (assessmentId: string, body: Record<string, unknown>, account = 'partner') =>
  call(notesPath(assessmentId), { method: 'POST', token: as(account), body })
const deleteNote = (assessmentId: string, noteId: string, reason: unknown, account = 'partner') =>
  call(`${notesPath(assessmentId)}/${noteId}`, {
    method: 'PATCH',
    token: as(account),
    body: [{ op: 'replace', path: '/deleted_reason', value: reason }],
  })
const listNotes = (assessmentId: string, account = 'partner') => call(notesPath(assessmentId), { token: as(account) })
const questionNotes = (assessmentId: string, questionId: string, account = 'partner') =>
  call(`/api/assessments/assessments/${assessmentId}/questions/${questionId}/notes`, { token: as(account) })
const noteWith = async (assessmentId: string, evidence = 'Signed contract, clause 4') => {
  const created = await addNote(assessmentId, { question_id: firstQuestionId(), evidence })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.id as string
}

const upload = async (noteId: string, content: Uint8Array, name = 'evidence.pdf', account = 'partner') => {
  const form = new FormData()
  form.append('File', new Blob([new Uint8Array(content)]), name)
  const response = await holdResponse(
    api.server,
    'POST',
    noteFilesPath(noteId),
    await fetch(`${api.server.url}${noteFilesPath(noteId)}`, {
      method: 'POST',
      headers: bearer(account),
      body: form,
    }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read whatever the server answered
  return { status: response.status, json: (await response.json()) as any }
}
const download = async (fileId: string, account = 'partner') => {
  const response = await holdResponse(
    api.server,
    'GET',
    filePath(fileId),
    await fetch(`${api.server.url}${filePath(fileId)}`, { headers: bearer(account) }),
  )
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
const removeFile = (fileId: string, account = 'partner') =>
  call(filePath(fileId), { method: 'DELETE', token: as(account) })

/** Everything a notes call could change: notes, their files, the file rows and stored bytes. */
const storedState = async () => ({
  notes: (await db().select().from(notes)).map((n) => `${n.id}/${n.evidence}/${n.deletedReason}`).sort(),
  links: (await db().select().from(noteFiles)).map((l) => `${l.noteId}/${l.fileId}`).sort(),
  files: (await db().select({ id: files.id }).from(files)).map((f) => f.id).sort(),
  blobs: (api.server.blobs as ReturnType<typeof memoryBlobStore>).keys().sort(),
})

beforeAll(async () => {
  full = await api.fullSet()
})

describe('POST /api/assessments/assessments/{id}/notes', () => {
  it('adds a note with its leading whitespace trimmed, answered with its id', async () => {
    const assessmentId = await freshAssessment()
    const created = await addNote(assessmentId, {
      question_id: firstQuestionId(),
      evidence: '  \n Contract clause 4 allows substitution\n',
      organisation_id: null,
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json).toEqual({ id: expect.any(String) })
    const row = (await db().select().from(notes).where(eq(notes.id, created.json.id)))[0]!
    expect(row).toMatchObject({
      assessmentId,
      questionId: firstQuestionId(),
      evidence: 'Contract clause 4 allows substitution\n',
      organisationId: org('Northbridge Partners'),
      contractorId: null,
      deletedAt: null,
    })
  })

  it('takes a nested question of the question set', async () => {
    const created = await addNote(await freshAssessment(), { question_id: nestedQuestionId(), evidence: 'Nested' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
  })

  it.each([
    ['empty evidence', { question_id: 'Q', evidence: '' }, NOTE_MESSAGES.evidenceRequired],
    ['whitespace only', { question_id: 'Q', evidence: ' \n\t ' }, NOTE_MESSAGES.evidenceRequired],
    ['evidence too long', { question_id: 'Q', evidence: 'x'.repeat(4001) }, NOTE_MESSAGES.evidenceTooLong],
    [
      'a question of no question set',
      { question_id: 'no-such-question', evidence: 'x' },
      NOTE_MESSAGES.questionNotInSet,
    ],
    [
      'another organisation named',
      { question_id: 'Q', evidence: 'x', organisation_id: 'HALDEN' },
      NOTE_MESSAGES.organisationNotYours,
    ],
    [
      'a contractor named',
      { question_id: 'Q', evidence: 'x', contractor_id: 'CONTRACTOR' },
      NOTE_MESSAGES.organisationUsersOnly,
    ],
    ['no question', { evidence: 'x' }, 'question_id'],
  ])('refuses %s with a clear 400 and stores nothing', async (_, body, message) => {
    const assessmentId = await freshAssessment()
    const contractor = (await db().select().from(contractors))[0]!
    const resolved = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        value === 'Q'
          ? firstQuestionId()
          : value === 'HALDEN'
            ? org('Halden Energy')
            : value === 'CONTRACTOR'
              ? contractor.id
              : value,
      ]),
    )
    const before = await storedState()
    const refused = await addNote(assessmentId, resolved)
    expect(refused.status, JSON.stringify(refused.json)).toBe(400)
    expect(refused.json.message).toContain(message)
    expect(await storedState()).toEqual(before)
  })
})

describe('GET /api/assessments/assessments/{id}/notes and .../questions/{questionId}/notes', () => {
  it('lists notes oldest first with the author read from their record, and a question its own', async () => {
    const assessmentId = await freshAssessment()
    const first = await noteWith(assessmentId, 'First')
    const nested = (await addNote(assessmentId, { question_id: nestedQuestionId(), evidence: 'Second' })).json.id
    const all = await listNotes(assessmentId)
    expect(all.status).toBe(200)
    expect(all.json).toEqual([
      {
        id: first,
        first_name: 'Paula',
        last_name: 'Grant',
        organisation_name: 'Northbridge Partners',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        evidence: 'First',
        deleted_reason: null,
        deleted_at: null,
        question_id: firstQuestionId(),
        files: [],
      },
      expect.objectContaining({ id: nested, evidence: 'Second', question_id: nestedQuestionId() }),
    ])
    const one = await questionNotes(assessmentId, nestedQuestionId())
    expect(one.json.map((n: { id: string }) => n.id)).toEqual([nested])
    expect((await questionNotes(assessmentId, 'no-such-question')).status).toBe(400)
  })
})

describe('PATCH /api/assessments/assessments/{id}/notes/{noteId}', () => {
  it.each([
    ['no reason', '', NOTE_MESSAGES.deleteReasonRequired],
    ['spaces only', '   ', NOTE_MESSAGES.deleteReasonRequired],
    ['31 characters', 'x'.repeat(31), NOTE_MESSAGES.deleteReasonTooLong],
  ])('refuses %s with the spec message and deletes nothing', async (_, reason, message) => {
    const assessmentId = await freshAssessment()
    const noteId = await noteWith(assessmentId)
    const before = await storedState()
    const refused = await deleteNote(assessmentId, noteId, reason)
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(message)
    expect(await storedState()).toEqual(before)
  })

  it('refuses another path than /deleted_reason', async () => {
    const assessmentId = await freshAssessment()
    const noteId = await noteWith(assessmentId)
    const refused = await call(`${notesPath(assessmentId)}/${noteId}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/evidence', value: 'rewritten' }],
    })
    expect(refused.status).toBe(400)
  })

  it('deletes with a reason of 30 characters: the note keeps its date and reason, and shows no content nor files', async () => {
    const assessmentId = await freshAssessment()
    const noteId = await noteWith(assessmentId, 'Secret evidence')
    const file = (await upload(noteId, minimalPdf())).json
    const reason = 'r'.repeat(30)
    expect((await deleteNote(assessmentId, noteId, `${reason} `)).status).toBe(204)
    const [listed] = (await listNotes(assessmentId)).json
    expect(listed).toMatchObject({ id: noteId, evidence: null, deleted_reason: reason, files: [] })
    expect(listed.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(JSON.stringify((await listNotes(assessmentId)).json)).not.toContain('Secret evidence')
    expect((await call(noteFilesPath(noteId), { token: as('partner') })).json).toEqual([])
    expect((await download(file.id)).status).toBe(404)
    expect((await removeFile(file.id)).status).toBe(404)
    expect((await upload(noteId, minimalPdf())).status).toBe(409)
    const again = await deleteNote(assessmentId, noteId, 'again')
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(NOTE_MESSAGES.noteDeleted)
  })

  it('answers 404 for a note of another assessment', async () => {
    const noteId = await noteWith(await freshAssessment())
    expect((await deleteNote(await freshAssessment(), noteId, 'wrong one')).status).toBe(404)
  })
})

describe('POST and GET /api/files/files/note/notes/{noteId}, GET and DELETE /api/files/files/{fileId}', () => {
  it('attaches a checked file, lists it with the note, downloads its bytes and deletes it', async () => {
    const assessmentId = await freshAssessment()
    const noteId = await noteWith(assessmentId)
    const pdf = minimalPdf('Evidence of substitution')
    const created = await upload(noteId, pdf, 'Substitution clause.pdf')
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json).toEqual({
      id: expect.any(String),
      name: 'Substitution clause.pdf',
      url: `/api/files/files/${created.json.id}`,
    })
    expect((await call(noteFilesPath(noteId), { token: as('partner') })).json).toEqual([created.json])
    expect((await listNotes(assessmentId)).json[0].files).toEqual([created.json])
    const downloaded = await download(created.json.id)
    expect(downloaded.status).toBe(200)
    expect(downloaded.headers.get('content-type')).toBe('application/pdf')
    expect(downloaded.headers.get('content-disposition')).toContain('attachment')
    expect(downloaded.bytes.equals(pdf)).toBe(true)
    expect((await removeFile(created.json.id)).status).toBe(204)
    expect((await call(noteFilesPath(noteId), { token: as('partner') })).json).toEqual([])
    expect((await download(created.json.id)).status).toBe(404)
  })

  it("answers a contractor's read or delete of a note's file exactly as a made-up id, deleting nothing", async () => {
    const noteId = await noteWith(await freshAssessment())
    const created = await upload(noteId, minimalPdf('Evidence of control'), 'Control.pdf')
    expect(created.status).toBe(201)
    const before = await storedState()
    const answer = async (method: string, fileId: string) => {
      const response = await call(filePath(fileId), { method, token: as('contractor') })
      return { status: response.status, message: response.json?.message }
    }
    const madeUp = '00000000-0000-4000-8000-000000000000'
    for (const method of ['GET', 'DELETE']) {
      expect(await answer(method, madeUp)).toEqual({ status: 404, message: 'The file was not found.' })
      expect(await answer(method, created.json.id)).toEqual(await answer(method, madeUp))
    }
    expect(await storedState()).toEqual(before)
    // Who may read the file is still told, in its own words, that deleting it is not theirs to do.
    const readOnly = await removeFile(created.json.id, 'partner.readonly')
    expect(readOnly.status).toBe(403)
    expect(await storedState()).toEqual(before)
  })

  it('refuses a program named as a PDF by its content, and a file over 5MB, storing nothing', async () => {
    const noteId = await noteWith(await freshAssessment())
    const before = await storedState()
    const program = await upload(noteId, windowsExecutable(), 'evidence.pdf')
    expect(program.status).toBe(400)
    expect(program.json.message).toBe(DOCUMENT_MESSAGES.formatInvalid)
    const large = await upload(noteId, new Uint8Array(DOCUMENT_MAX_BYTES + 1), 'large.txt')
    expect(large.status).toBe(413)
    expect(large.json.message).toBe(DOCUMENT_MESSAGES.fileTooLarge)
    expect(await storedState()).toEqual(before)
  })

  it('refuses a name with folders, a `..` or a control character, storing nothing', async () => {
    const noteId = await noteWith(await freshAssessment())
    const before = await storedState()
    for (const name of ['../../etc/passwd.pdf', 'C:\\Users\\me\\evidence.pdf', 'evidence\u0000.exe.pdf', '..']) {
      const crafted = await upload(noteId, minimalPdf(), name)
      expect(crafted.status, name).toBe(400)
      expect(crafted.json.message).toBe(MESSAGES.fileNameInvalid)
    }
    expect(await storedState()).toEqual(before)
  })

  it('answers 404 for an unknown note', async () => {
    expect((await upload('00000000-0000-4000-8000-000000000000', minimalPdf())).status).toBe(404)
  })
})

describe('authorisation', () => {
  it('answers 404 for every call on another organisation tree’s assessment, and leaves it as it was', async () => {
    // Halden is below Northbridge but out of the Acme sign-off user's reach.
    const assessmentId = await freshAssessment('Halden Energy')
    const noteId = await noteWith(assessmentId)
    const fileId = (await upload(noteId, minimalPdf())).json.id
    const before = await storedState()
    const statuses = [
      (await addNote(assessmentId, { question_id: firstQuestionId(), evidence: 'x' }, 'sign.off.user')).status,
      (await listNotes(assessmentId, 'sign.off.user')).status,
      (await questionNotes(assessmentId, firstQuestionId(), 'sign.off.user')).status,
      (await deleteNote(assessmentId, noteId, 'not mine', 'sign.off.user')).status,
      (await upload(noteId, minimalPdf(), 'x.pdf', 'sign.off.user')).status,
      (await call(noteFilesPath(noteId), { token: as('sign.off.user') })).status,
      (await download(fileId, 'sign.off.user')).status,
      (await removeFile(fileId, 'sign.off.user')).status,
    ]
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404])
    expect(await storedState()).toEqual(before)
  })

  it('lets a read-only role read but refuses its writes with 403, storing nothing', async () => {
    const assessmentId = await freshAssessment()
    const noteId = await noteWith(assessmentId)
    const fileId = (await upload(noteId, minimalPdf())).json.id
    const before = await storedState()
    const reader = 'partner.readonly'
    expect((await listNotes(assessmentId, reader)).status).toBe(200)
    expect((await call(noteFilesPath(noteId), { token: as(reader) })).status).toBe(200)
    expect((await download(fileId, reader)).status).toBe(200)
    const writes = [
      (await addNote(assessmentId, { question_id: firstQuestionId(), evidence: 'x' }, reader)).status,
      (await deleteNote(assessmentId, noteId, 'no', reader)).status,
      (await upload(noteId, minimalPdf(), 'x.pdf', reader)).status,
      (await removeFile(fileId, reader)).status,
    ]
    expect(writes).toEqual([403, 403, 403, 403])
    expect(await storedState()).toEqual(before)
  })

  it('refuses a contractor: notes are the organisation users’ in this version', async () => {
    const assessmentId = await freshAssessment()
    const refused = await listNotes(assessmentId, 'contractor')
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(NOTE_MESSAGES.organisationUsersOnly)
  })
})
