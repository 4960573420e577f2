// The SDS files of an engagement (rules engagement.create-form, notes.rules,
// files.limits, api.reports-files): an insurance
// validation's original SDS uploaded, content-checked, stored and audited; listed with the versions the
// product issued; downloaded by anyone who may read the engagement; an original deleted, an issued one kept.
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentFormatByExtension,
  SDS_FILE_MESSAGES,
} from '../../src/domain/documents.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import {
  actors,
  auditEvents,
  contractors,
  engagementFiles,
  engagements,
  files,
  organisations,
} from '../../src/server/db/schema.ts'
import type { memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { holdResponse } from '../support/contract.ts'
import { LEGACY_OFFICE, minimalPdf, ooxmlDocument, windowsExecutable } from '../support/document-samples.ts'
import { HOSTILE_SVGS, JPEG, PNG, SAFE_SVG } from '../support/logo-samples.ts'

const ACCOUNTS = ['provider.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db } = api
const MISSING = '00000000-0000-4000-8000-000000000000'
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

const bearer = (account: string) => ({ authorization: `Bearer ${as(account)}` })
const sdsPath = (engagementId: string) => `/api/files/files/sds/engagements/${engagementId}`
const filePath = (fileId: string) => `/api/files/files/${fileId}`

type Upload = { name?: string; type?: string; field?: string; account?: string }
const upload = async (engagementId: string, content: Uint8Array | string, options: Upload = {}) => {
  const form = new FormData()
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content)
  form.append(options.field ?? 'File', new Blob([bytes], { type: options.type ?? '' }), options.name ?? 'sds.pdf')
  const response = await holdResponse(
    api.server,
    'POST',
    sdsPath(engagementId),
    await fetch(`${api.server.url}${sdsPath(engagementId)}`, {
      method: 'POST',
      headers: bearer(options.account ?? 'partner'),
      body: form,
    }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read whatever the server answered
  return { status: response.status, json: (await response.json()) as any }
}
const list = (engagementId: string, account = 'partner') => call(sdsPath(engagementId), { token: as(account) })
const download = async (fileId: string, account = 'partner') => {
  const response = await holdResponse(
    api.server,
    'GET',
    filePath(fileId),
    await fetch(`${api.server.url}${filePath(fileId)}`, { headers: bearer(account) }),
  )
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
const remove = (fileId: string, account = 'partner') => call(filePath(fileId), { method: 'DELETE', token: as(account) })

const questionSet = async (type: 'FULL' | 'SHORT') =>
  (await call(`/api/assessments/question-sets/type/${type}`, { token: as('partner') })).json

const contractorOf = async (organisation: string) =>
  (
    await db()
      .select()
      .from(contractors)
      .where(eq(contractors.organisationId, org(organisation)))
  )[0]!

let engagementCount = 0
const createEngagement = async (organisation: string, type: 'FULL' | 'SHORT') => {
  const insurance = type === 'SHORT'
  const response = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: (await contractorOf(organisation)).id,
      organisation_id: org(organisation),
      question_set_id: (await questionSet(type)).id,
      name: `SDS files ${++engagementCount}`,
      end_client_id: insurance ? null : org(organisation),
      ...(insurance ? { end_client: 'Original Client Ltd' } : {}),
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}
/** An insurance validation: the short question set on a contractor engagement. */
const insuranceValidation = (organisation = 'Acme Retail Group') => createEngagement(organisation, 'SHORT')

/** A full assessment answered and submitted, whose SDS the product then issues (version 1). */
const engagementWithIssuedSds = async () => {
  const full = await questionSet('FULL')
  const engagementId = await createEngagement('Acme Retail Group', 'FULL')
  const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
  const assessmentId = record.assessments[0].id as string
  const submitted = await call(`/api/assessments/assessments/${assessmentId}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('INSIDE')),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  const sds = await fetch(`${api.server.url}/api/reporting/reports/assessment/${assessmentId}/sds`, {
    headers: bearer('partner'),
  })
  expect(sds.status).toBe(200)
  return { engagementId, sdsBytes: Buffer.from(await sds.arrayBuffer()) }
}

const trailOf = (engagementId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'engagement'), eq(auditEvents.entityId, engagementId)))
    .orderBy(auditEvents.seq)

/** Everything an upload or delete could change: file rows, links, stored bytes, the engagement's trail. */
const storedState = async (engagementId: string) => ({
  files: (await db().select({ id: files.id }).from(files)).map((f) => f.id).sort(),
  links: (await db().select().from(engagementFiles)).map((l) => `${l.engagementId}/${l.fileId}`).sort(),
  blobs: (api.server.blobs as ReturnType<typeof memoryBlobStore>).keys().sort(),
  trail: (await trailOf(engagementId)).length,
})

beforeAll(async () => {
  // Insurance validation is offered to organisations with the tool (rule engagement.create-form).
  for (const name of ['Acme Retail Group', 'Halden Energy'])
    await db()
      .update(organisations)
      .set({ insuranceValidationTool: true })
      .where(eq(organisations.id, org(name)))
})

describe('POST /api/files/files/sds/engagements/{engagementId}', () => {
  it('stores the original SDS: its row, its link to the engagement, its bytes and an audit event', async () => {
    const engagementId = await insuranceValidation()
    const pdf = minimalPdf()
    const created = await upload(engagementId, pdf, { name: 'Original SDS.pdf', type: 'application/pdf' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const sha256 = createHash('sha256').update(pdf).digest('hex')
    expect(created.json).toEqual({
      id: expect.any(String),
      name: 'Original SDS.pdf',
      content_type: 'application/pdf',
      byte_size: pdf.length,
      sha256,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kind: 'original',
      version: null,
    })
    const id = created.json.id as string

    const row = (await db().select().from(files).where(eq(files.id, id)))[0]!
    const engagement = (await db().select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
    const partner = (await db().select().from(actors).where(eq(actors.email, 'partner@demo.ir35.test')))[0]!
    expect(row).toMatchObject({
      kind: 'original-sds',
      organisationId: engagement.organisationId,
      contentType: 'application/pdf',
      byteSize: pdf.length,
      sha256,
      storageKey: `original-sds/${id}`,
      originalName: 'Original SDS.pdf',
      createdBy: partner.id,
    })
    expect(await db().select().from(engagementFiles).where(eq(engagementFiles.fileId, id))).toEqual([
      { fileId: id, engagementId, kind: 'original-sds', createdAt: expect.any(Date) },
    ])
    expect(Buffer.from((await api.server.blobs.get(`original-sds/${id}`))!).equals(pdf)).toBe(true)

    const event = (await trailOf(engagementId)).at(-1)!
    expect(event).toMatchObject({
      eventType: 'engagement.originalSdsUploaded',
      actorId: partner.id,
      payload: { fileId: id },
      fromState: event.toState,
    })
    expect(JSON.stringify(event.payload)).not.toContain('Original SDS')

    expect((await list(engagementId)).json).toEqual([created.json])
    const stored = await download(id)
    expect(stored.status).toBe(200)
    expect(stored.bytes.equals(pdf)).toBe(true)
  })

  const formats: [string, () => Uint8Array | string, string, string][] = [
    ['a Word document', () => ooxmlDocument('docx'), 'sds.docx', documentFormatByExtension('docx').contentType],
    ['an Excel 97-2003 workbook', LEGACY_OFFICE.xls, 'sds.xls', 'application/vnd.ms-excel'],
    ['a text file', () => 'Determination: outside IR35', 'sds.txt', 'text/plain'],
    ['a CSV', () => 'question,answer\r\n"Substitution, if any",Yes\r\n', 'sds.csv', 'text/csv'],
    ['a JPEG named .jpg', () => JPEG, 'scan.jpg', 'image/jpeg'],
    ['an SVG', () => SAFE_SVG, 'scan.svg', 'image/svg+xml'],
  ]
  for (const [what, content, name, contentType] of formats)
    it(`stores ${what} with the type its content proves, whatever the browser declared`, async () => {
      const engagementId = await insuranceValidation()
      const created = await upload(engagementId, content(), { name, type: 'application/octet-stream' })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      expect(created.json.content_type).toBe(contentType)
      expect((await download(created.json.id)).headers.get('content-type')).toBe(contentType)
    })

  it('keeps every original uploaded, newest first, and accepts exactly 5MB', async () => {
    const engagementId = await insuranceValidation()
    const first = await upload(engagementId, PNG, { name: 'page-1.png' })
    const exact = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)
    minimalPdf().copy(exact)
    const second = await upload(engagementId, exact, { name: 'sds.pdf' })
    expect(second.status, JSON.stringify(second.json)).toBe(201)
    expect(second.json.byte_size).toBe(5_242_880)
    expect((await list(engagementId)).json.map((f: { id: string }) => f.id)).toEqual([second.json.id, first.json.id])
  })
})

describe('refusals store nothing', () => {
  let engagementId: string
  beforeAll(async () => {
    engagementId = await insuranceValidation()
    expect((await upload(engagementId, minimalPdf())).status).toBe(201)
  })

  const refused = async (
    request: () => Promise<{ status: number; json: { message?: string; issues?: { message: string }[] } }>,
    status: number,
    message?: string,
  ) => {
    const before = await storedState(engagementId)
    const response = await request()
    expect(response.status, JSON.stringify(response.json)).toBe(status)
    if (message) expect(response.json.message).toBe(message)
    expect(await storedState(engagementId)).toEqual(before)
    return response.json
  }

  it('refuses an upload without the File field, or not multipart', async () => {
    await refused(() => upload(engagementId, minimalPdf(), { field: 'file' }), 400, MESSAGES.fileFieldMissing)
    await refused(
      () => call(sdsPath(engagementId), { method: 'POST', token: as('partner'), body: { File: 'x' } }),
      400,
      MESSAGES.fileFieldMissing,
    )
  })

  it('refuses an empty file', async () => {
    await refused(() => upload(engagementId, new Uint8Array()), 400, DOCUMENT_MESSAGES.fileEmpty)
  })

  it('refuses 5MB and one byte with the spec message', async () => {
    const over = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20)
    minimalPdf().copy(over)
    await refused(() => upload(engagementId, over), 413, 'File size should not be more than 5MB')
  })

  it('refuses a Windows executable named .pdf and declared application/pdf', async () => {
    const body = await refused(
      () => upload(engagementId, windowsExecutable(), { name: 'Original SDS.pdf', type: 'application/pdf' }),
      400,
      DOCUMENT_MESSAGES.formatInvalid,
    )
    expect(body.issues).toEqual([{ path: 'File', message: 'Refused: a file of type application/x-msdownload' }])
  })

  it('refuses content that is not the format its name claims, and names of formats not accepted', async () => {
    await refused(() => upload(engagementId, minimalPdf(), { name: 'sds.docx' }), 400, DOCUMENT_MESSAGES.formatInvalid)
    await refused(() => upload(engagementId, 'plain words', { name: 'sds.exe' }), 400, DOCUMENT_MESSAGES.formatInvalid)
    await refused(
      () => upload(engagementId, HOSTILE_SVGS['a script element']!, { name: 'sds.svg' }),
      400,
      DOCUMENT_MESSAGES.formatInvalid,
    )
  })

  it('refuses an engagement that is not an insurance validation (409) before reading the file', async () => {
    const fullAssessment = await createEngagement('Acme Retail Group', 'FULL')
    const role = (
      await db()
        .select()
        .from(engagements)
        .where(and(eq(engagements.organisationId, org('Acme Retail Group')), eq(engagements.type, 'Role')))
    )[0]!
    for (const target of [fullAssessment, role.id])
      await refused(() => upload(target, minimalPdf()), 409, SDS_FILE_MESSAGES.originalSdsInsuranceOnly)
    await refused(() => upload(fullAssessment, new Uint8Array()), 409)
  })

  it('refuses a malformed id (400), an unknown engagement (404) and a request without a token (401)', async () => {
    await refused(() => upload('abc123', minimalPdf()), 400)
    await refused(() => upload(MISSING, minimalPdf()), 404)
    await refused(async () => {
      const response = await fetch(`${api.server.url}${sdsPath(engagementId)}`, {
        method: 'POST',
        body: new FormData(),
      })
      return { status: response.status, json: await response.json() }
    }, 401)
  })
})

describe('GET the SDS files of an engagement, and each file', () => {
  it('lists the versions the product issued, served as the same bytes as the report download', async () => {
    const { engagementId, sdsBytes } = await engagementWithIssuedSds()
    const listed = (await list(engagementId, 'partner.readonly')).json
    expect(listed).toEqual([
      {
        id: expect.any(String),
        name: 'sds-v1.pdf',
        content_type: 'application/pdf',
        byte_size: sdsBytes.length,
        sha256: createHash('sha256').update(sdsBytes).digest('hex'),
        created: expect.any(String),
        kind: 'issued',
        version: 1,
      },
    ])
    const stored = await download(listed[0].id, 'partner.readonly')
    expect(stored.status).toBe(200)
    expect(stored.bytes.equals(sdsBytes)).toBe(true)
  })

  it('downloads as an attachment that cannot be sniffed or run, whatever the name holds', async () => {
    const engagementId = await insuranceValidation()
    const created = await upload(engagementId, minimalPdf(), { name: ' Résumé "final" X-Evil: 1.pdf ' })
    expect(created.json.name).toBe('Résumé "final" X-Evil: 1.pdf')
    const stored = await download(created.json.id)
    expect(stored.headers.get('content-type')).toBe('application/pdf')
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff')
    expect(stored.headers.get('content-security-policy')).toBe(POLICY)
    expect(stored.headers.get('cache-control')).toBe('private, no-store')
    expect(stored.headers.get('x-evil')).toBeNull()
    expect(stored.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_ X-Evil: 1.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20X-Evil%3A%201.pdf`,
    )
  })

  it('answers 404 for a file that is no SDS of an engagement (a logo), an unknown id, 400 for a malformed one', async () => {
    const acme = org('Acme Retail Group')
    const form = new FormData()
    form.append('File', new Blob([new Uint8Array(PNG)]), 'logo.png')
    const logo = await fetch(`${api.server.url}/api/files/files/logo/organisations/${acme}`, {
      method: 'POST',
      headers: bearer('provider.admin'),
      body: form,
    })
    const logoId = ((await logo.json()) as { id: string }).id
    expect((await download(logoId, 'provider.admin')).status).toBe(404)
    expect((await remove(logoId, 'provider.admin')).status).toBe(404)
    expect((await download(MISSING)).status).toBe(404)
    expect((await download('not-an-id')).status).toBe(400)
    expect((await list(MISSING)).status).toBe(404)
  })
})

describe('DELETE /api/files/files/{fileId}', () => {
  it('deletes an uploaded original: its row, link and bytes, with an audit event', async () => {
    const engagementId = await insuranceValidation()
    const kept = await upload(engagementId, minimalPdf(), { name: 'kept.pdf' })
    const created = await upload(engagementId, minimalPdf(), { name: 'mistake.pdf' })
    const before = await storedState(engagementId)
    expect((await remove(created.json.id)).status).toBe(204)
    const after = await storedState(engagementId)
    expect(after.files).toEqual(before.files.filter((id) => id !== created.json.id))
    expect(after.links).toEqual(before.links.filter((link) => !link.endsWith(created.json.id)))
    expect(after.blobs).toEqual(before.blobs.filter((key) => key !== `original-sds/${created.json.id}`))
    const event = (await trailOf(engagementId)).at(-1)!
    expect(event).toMatchObject({ eventType: 'engagement.originalSdsDeleted', payload: { fileId: created.json.id } })
    expect((await list(engagementId)).json.map((f: { id: string }) => f.id)).toEqual([kept.json.id])
    expect((await download(created.json.id)).status).toBe(404)
    expect((await remove(created.json.id)).status).toBe(404)
  })

  it('keeps an issued SDS (409) and changes nothing', async () => {
    const { engagementId } = await engagementWithIssuedSds()
    const issued = (await list(engagementId)).json[0]
    const before = await storedState(engagementId)
    const response = await remove(issued.id)
    expect(response.status).toBe(409)
    expect(response.json.message).toBe(SDS_FILE_MESSAGES.issuedSdsKept)
    expect(await storedState(engagementId)).toEqual(before)
    expect((await remove(issued.id, 'partner.readonly')).status).toBe(403)
  })
})

describe('authorisation', () => {
  type Endpoint = 'POST original' | 'GET list' | 'GET file' | 'DELETE original'
  const ENDPOINTS: Endpoint[] = ['POST original', 'GET list', 'GET file', 'DELETE original']
  const WRITER = [201, 200, 200, 204]
  const READER = [403, 200, 200, 403]
  const NONE = [404, 404, 404, 404]
  // Acme is below Northbridge (the partners' organisation); Halden is too, but out of the Acme sign-off user's reach.
  const MATRIX: [account: string, organisation: string, statuses: number[]][] = [
    ['partner', 'Acme Retail Group', WRITER],
    ['partner', 'Halden Energy', WRITER],
    ['partner.readonly', 'Acme Retail Group', READER],
    ['sign.off.user', 'Acme Retail Group', READER],
    ['sign.off.user', 'Halden Energy', NONE],
    ['contractor', 'Acme Retail Group', NONE],
  ]

  it(`answers as expected in each of the ${MATRIX.length * ENDPOINTS.length} cells`, async () => {
    const failures: string[] = []
    for (const [account, organisation, statuses] of MATRIX) {
      const engagementId = await insuranceValidation(organisation)
      // Each row reads and deletes a file the partner put there.
      const target = (await upload(engagementId, minimalPdf())).json.id as string
      const answers = [
        (await upload(engagementId, minimalPdf(), { account })).status,
        (await list(engagementId, account)).status,
        (await download(target, account)).status,
        (await remove(target, account)).status,
      ]
      for (const [index, endpoint] of ENDPOINTS.entries())
        if (answers[index] !== statuses[index])
          failures.push(
            `${account} × ${endpoint} on ${organisation}: expected ${statuses[index]}, got ${answers[index]}`,
          )
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
