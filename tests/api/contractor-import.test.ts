// Importing contractors from a CSV file (docs/contractor-import.md): the check writes nothing, the import creates
// the valid new rows in one transaction with one audit entry, skips e-mails the organisation has, refuses bad rows
// with the form's messages, and only callers who may create contractors in the organisation may do either.
import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '../../src/domain/contractor-import.ts'
import { CONTRACTOR_MESSAGES } from '../../src/domain/contractors.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { auditEvents, contractors } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { holdResponse } from '../support/contract.ts'

const ACCOUNTS = ['provider.admin', 'partner', 'partner.readonly', 'meridian.partner', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { as, org, db } = api

let serial = 0
const email = (label: string) => {
  serial += 1
  return `${label}.${serial}.${Date.now()}@example.test`
}
type Values = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>
const line = (values: Values = {}) => {
  const row = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: email('jane'),
    phone_number: '+447700900123',
    company_name: 'Doe Consulting Ltd',
    company_number: 'ab123456',
    external_reference: 'REF-1',
    share_with_provider: 'no',
    ...values,
  }
  return IMPORT_COLUMNS.map((column) => `"${row[column].replace(/"/g, '""')}"`).join(',')
}
const csv = (...rows: string[]) => [IMPORT_COLUMNS.join(','), ...rows].join('\r\n')

const post = async (
  path: 'import' | 'import/check',
  organisationId: string,
  content: string | Uint8Array<ArrayBuffer>,
  /** `unheld`: a failure the test itself caused (a 500), which no route declares. */
  options: { account?: string; name?: string; field?: string; unheld?: boolean } = {},
) => {
  const form = new FormData()
  form.append(options.field ?? 'File', new Blob([content], { type: 'text/csv' }), options.name ?? 'contractors.csv')
  const target = `/api/actors/contractors/${path}?org_id=${organisationId}`
  const response = await fetch(`${api.server.url}${target}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as(options.account ?? 'provider.admin')}` },
    body: form,
  })
  if (!options.unheld) await holdResponse(api.server, 'POST', target, response)
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read whatever the server answered
  return { status: response.status, json: (await response.json()) as any }
}

const countIn = async (organisationId: string) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contractors)
      .where(eq(contractors.organisationId, organisationId))
  )[0]!.n
const importAudits = (organisationId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, organisationId), eq(auditEvents.eventType, 'contractor.import')))
    .orderBy(desc(auditEvents.seq))

const acme = () => org('Acme Retail Group')
/** Statements run one at a time (the test database prepares each). */
const run = async (...statements: string[]) => {
  for (const statement of statements) await db().execute(sql.raw(statement))
}

describe('POST /api/actors/contractors/import/check', () => {
  it('sorts the rows into ready, skipped (the organisation has the e-mail, in any case) and refused, writing nothing', async () => {
    const [known] = await db().select().from(contractors).where(eq(contractors.organisationId, acme())).limit(1)
    const before = await countIn(acme())
    const ready = email('ready')
    const answer = await post(
      'import/check',
      acme(),
      csv(
        line({ email: ready, first_name: 'Ready' }),
        line({ email: known!.email.toUpperCase() }),
        line({ first_name: '', email: 'not-an-email' }),
      ),
    )
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ file_name: 'contractors.csv', total: 3, imported: false })
    expect(answer.json.ready).toEqual([{ line: 2, name: 'Ready Doe', email: ready }])
    expect(answer.json.skipped).toEqual([{ line: 3, name: 'Jane Doe', email: known!.email.toUpperCase() }])
    expect(answer.json.refused).toHaveLength(1)
    expect(answer.json.refused[0]).toMatchObject({ line: 4, email: 'not-an-email' })
    expect(answer.json.refused[0].errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: MESSAGES.firstNameRequired },
        { field: 'email', message: CONTRACTOR_MESSAGES.emailInvalid },
      ]),
    )
    expect(await countIn(acme())).toBe(before)
  })

  it('refuses a file it cannot read with a clear 400, and a file that is not UTF-8', async () => {
    const missing = await post('import/check', acme(), 'name,email\nJane,jane@example.test')
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe(
      IMPORT_MESSAGES.missingColumns(['first_name', 'last_name', 'phone_number', 'company_name', 'company_number']),
    )
    expect((await post('import/check', acme(), csv())).json.message).toBe(IMPORT_MESSAGES.empty)
    // "Søren" as Windows-1252 writes it: not UTF-8.
    const latin1 = await post('import/check', acme(), new Uint8Array([0x53, 0xf8, 0x72, 0x65, 0x6e]))
    expect(latin1.status).toBe(400)
    expect(latin1.json.message).toMatch(/not UTF-8/)
  })
})

describe('POST /api/actors/contractors/import', () => {
  it('creates the ready rows as the form would, skips and refuses the rest, with one audit entry naming the file', async () => {
    const organisationId = org('Halden Energy')
    const existing = email('existing')
    await api.call('/api/actors/contractors', {
      method: 'POST',
      token: as('provider.admin'),
      body: {
        first_name: 'Old',
        last_name: 'Hand',
        company_name: 'Hand Ltd',
        company_number: 'HH123456',
        email: existing,
        phone_number: '0123',
        organisation_id: organisationId,
      },
    })
    const before = await countIn(organisationId)
    const [first, second] = [email('first'), email('second')]
    const answer = await post(
      'import',
      organisationId,
      csv(
        line({ email: first, first_name: 'First', share_with_provider: 'yes', external_reference: '' }),
        line({ email: second, first_name: 'Second' }),
        line({ email: existing }),
        line({ email: first.toUpperCase() }),
        line({ phone_number: '12ab' }),
      ),
      { name: 'halden-march.csv' },
    )
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ file_name: 'halden-march.csv', total: 5, imported: true })
    expect(answer.json.ready.map((row: { email: string }) => row.email)).toEqual([first, second])
    expect(answer.json.skipped.map((row: { line: number }) => row.line)).toEqual([4])
    expect(
      answer.json.refused.map((row: { line: number; errors: { message: string }[] }) => [
        row.line,
        row.errors[0]?.message,
      ]),
    ).toEqual([
      [5, IMPORT_MESSAGES.repeatedInFile(2)],
      [6, CONTRACTOR_MESSAGES.phoneShape],
    ])
    expect(await countIn(organisationId)).toBe(before + 2)
    const [created] = await db().select().from(contractors).where(eq(contractors.email, first))
    expect(created).toMatchObject({
      firstName: 'First',
      companyNumber: 'AB123456',
      externalReference: null,
      shareWithProvider: true,
      organisationId,
    })
    const [audit] = await importAudits(organisationId)
    expect(audit).toMatchObject({
      entityType: 'organisation',
      actorId: api.actor('provider.admin'),
      payload: { file_name: 'halden-march.csv', rows: 5, imported: 2, skipped: 1, refused: 2 },
    })
    expect(JSON.stringify(audit!.payload)).not.toContain(first)
    // The same file again: everything it could import is now there, so it is all skipped and nothing doubles.
    const again = await post('import', organisationId, csv(line({ email: first }), line({ email: second })))
    expect(again.json.ready).toEqual([])
    expect(again.json.skipped).toHaveLength(2)
    expect(await countIn(organisationId)).toBe(before + 2)
  })

  it('imports nothing when any insert fails: one transaction, no audit entry', async () => {
    const organisationId = org('Halden Renewables')
    const before = await countIn(organisationId)
    const audits = (await importAudits(organisationId)).length
    // A failure the checks cannot foresee, on the last row only.
    await run(
      `create or replace function refuse_boom() returns trigger language plpgsql as $$
        begin if new.email like 'boom.%' then raise exception 'disk full'; end if; return new; end $$`,
      'create trigger refuse_boom before insert on contractors for each row execute function refuse_boom()',
    )
    try {
      const answer = await post('import', organisationId, csv(line(), line(), line({ email: email('boom') })), {
        unheld: true,
      })
      expect(answer.status).toBe(500)
    } finally {
      await run('drop trigger refuse_boom on contractors', 'drop function refuse_boom()')
    }
    expect(await countIn(organisationId)).toBe(before)
    expect(await importAudits(organisationId)).toHaveLength(audits)
  })

  it('answers 409 and imports nothing when an e-mail was added between the check and the insert', async () => {
    const organisationId = org('Halden Renewables')
    const before = await countIn(organisationId)
    const raced = email('raced')
    // The other person's contractor arrives inside the import's transaction, after its look-up of existing e-mails.
    await run(
      `create or replace function race_in() returns trigger language plpgsql as $$
        begin if new.email = '${raced}' then
          insert into contractors (organisation_id, first_name, last_name, company_name, company_number, email, phone_number)
          values (new.organisation_id, 'Other', 'Person', 'X', 'AB123456', upper(new.email), '0123');
        end if; return new; end $$`,
      'create trigger race_in before insert on contractors for each row when (pg_trigger_depth() = 0) execute function race_in()',
    )
    try {
      const answer = await post('import', organisationId, csv(line(), line({ email: raced })))
      expect(answer.status).toBe(409)
      expect(answer.json.message).toBe(IMPORT_MESSAGES.notSaved)
    } finally {
      await run('drop trigger race_in on contractors', 'drop function race_in()')
    }
    expect(await countIn(organisationId)).toBe(before)
  })

  it('is refused, before the file is read, to callers who may not create contractors in the organisation', async () => {
    const before = await countIn(acme())
    const file = csv(line())
    // Read-only in Northbridge's branch: the organisation is in reach, the permission is not.
    expect((await post('import', acme(), file, { account: 'partner.readonly' })).status).toBe(403)
    // Meridian's partner cannot see Acme at all; nor can a contractor.
    expect((await post('import', acme(), file, { account: 'meridian.partner' })).status).toBe(404)
    expect([403, 404]).toContain((await post('import/check', acme(), file, { account: 'contractor' })).status)
    expect(await countIn(acme())).toBe(before)
    // A partner of the branch may.
    expect((await post('import', acme(), file, { account: 'partner' })).json.ready).toHaveLength(1)
    expect(await countIn(acme())).toBe(before + 1)
  })

  it('refuses a body without the File field and a file over the limit with nothing written', async () => {
    const before = await countIn(acme())
    const noFile = await post('import', acme(), csv(line()), { field: 'Other' })
    expect(noFile.status).toBe(400)
    expect(noFile.json.message).toBe(MESSAGES.fileFieldMissing)
    const big = await post('import', acme(), `${csv(line())}\r\n${'x'.repeat(5 * 1024 * 1024)}`)
    expect(big.status).toBe(413)
    expect(await countIn(acme())).toBe(before)
  })
})
