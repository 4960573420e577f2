// Reading a contractor import file and checking its rows with the contractor form's own schema.
import { describe, expect, it } from 'vitest'
import {
  checkImportRows,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importTemplate,
  readImportFile,
  refusedRowsCsv,
} from '../../src/domain/contractor-import.ts'
import { CONTRACTOR_MESSAGES } from '../../src/domain/contractors.ts'
import { parseCsv } from '../../src/domain/csv.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { checkImportFile } from '../../src/web/features/contractors/check-import-file.ts'

const ORG = '00000000-0000-4000-8000-000000000001'
const HEADER = IMPORT_COLUMNS.join(',')
const row = (overrides: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {}) => {
  const values = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.test',
    phone_number: '+447700900123',
    company_name: 'Doe Consulting Ltd',
    company_number: 'AB123456',
    external_reference: 'REF-1',
    share_with_provider: 'yes',
    ...overrides,
  }
  return IMPORT_COLUMNS.map((column) => values[column]).join(',')
}
const rowsOf = (text: string) => {
  const read = readImportFile(text)
  if (!read.ok) throw new Error(read.message)
  return checkImportRows(read.rows, ORG)
}

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and drops blank lines', () => {
    const parsed = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z')
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"'] },
        { line: 4, fields: ['two\nlines', 'z'] },
      ],
    })
  })

  it('keeps empty fields and reports a quoted field that never closes with the line it opened on', () => {
    expect(parseCsv('a,,c\n')).toEqual({ ok: true, records: [{ line: 1, fields: ['a', '', 'c'] }] })
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, line: 2 })
  })
})

describe('readImportFile', () => {
  it('refuses a file it cannot read whole, saying why', () => {
    expect(readImportFile('')).toEqual({ ok: false, message: IMPORT_MESSAGES.empty })
    expect(readImportFile(`${HEADER}\n`)).toEqual({ ok: false, message: IMPORT_MESSAGES.empty })
    expect(readImportFile('first_name,last_name\nJane,Doe')).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.missingColumns(['email', 'phone_number', 'company_name', 'company_number']),
    })
    expect(readImportFile(`${HEADER}\n"open`)).toEqual({ ok: false, message: IMPORT_MESSAGES.notCsv(2) })
    const tooMany = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row())].join('\n')
    expect(readImportFile(tooMany)).toEqual({ ok: false, message: IMPORT_MESSAGES.tooManyRows })
  })

  it('reads columns by name in any order and case, the optional ones may be left out', () => {
    const read = readImportFile(
      'Email,Company_Number,first_name,last_name,phone_number,company_name\na@b.test,AB123456,A,B,0123,C',
    )
    expect(read.ok && read.rows[0]?.values).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      phone_number: '0123',
      company_name: 'C',
      company_number: 'AB123456',
      external_reference: '',
      share_with_provider: '',
    })
  })

  it('reads the template back as one valid row, the phone number whole', () => {
    const [only] = rowsOf(importTemplate())
    expect(only).toMatchObject({ ok: true, contractor: { phone_number: '+447700900123', share_with_provider: false } })
  })
})

describe('checkImportRows', () => {
  it("gives a bad row the contractor form's own messages, every one of them", () => {
    const [bad] = rowsOf(
      `${HEADER}\n${row({ first_name: '', email: 'not-an-email', phone_number: 'call me', company_number: 'X1' })}`,
    )
    expect(bad?.ok).toBe(false)
    expect(bad?.ok === false && bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: MESSAGES.firstNameRequired },
        { field: 'email', message: CONTRACTOR_MESSAGES.emailInvalid },
        { field: 'phone_number', message: CONTRACTOR_MESSAGES.phoneShape },
        { field: 'company_number', message: CONTRACTOR_MESSAGES.companyNumberShape },
      ]),
    )
  })

  it('trims values, reads yes/no for sharing and refuses anything else, and a row wider than the header', () => {
    const checked = rowsOf(
      [
        HEADER,
        row({ first_name: '  Ann ', share_with_provider: 'Yes' }),
        row({ email: 'b@x.test', share_with_provider: 'maybe' }),
        `${row({ email: 'c@x.test' })},extra`,
      ].join('\n'),
    )
    expect(checked[0]).toMatchObject({ ok: true, contractor: { first_name: 'Ann', share_with_provider: true } })
    expect(checked[1]).toMatchObject({
      ok: false,
      errors: [{ field: 'share_with_provider', message: IMPORT_MESSAGES.shareInvalid }],
    })
    expect(checked[2]).toMatchObject({ ok: false, errors: [{ field: 'row', message: IMPORT_MESSAGES.tooManyFields }] })
  })

  it('refuses an e-mail repeated in the file (in any case), naming the line of the first', () => {
    const checked = rowsOf([HEADER, row(), row({ email: 'JANE@example.test' })].join('\n'))
    expect(checked[0]?.ok).toBe(true)
    expect(checked[1]).toMatchObject({
      line: 3,
      ok: false,
      errors: [{ field: 'email', message: IMPORT_MESSAGES.repeatedInFile(2) }],
    })
  })
})

describe('refusedRowsCsv', () => {
  it('writes the template columns and an errors column, and reads back to the same values', () => {
    const csv = refusedRowsCsv([
      {
        line: 2,
        name: 'Jane Doe',
        email: 'x',
        values: {
          first_name: 'Jane',
          last_name: 'Doe',
          email: 'x',
          phone_number: '+447700900123',
          company_name: '=HYPERLINK()',
          company_number: 'AB123456',
          external_reference: '',
          share_with_provider: 'no',
        },
        errors: [{ field: 'email', message: CONTRACTOR_MESSAGES.emailInvalid }],
      },
    ])
    expect(csv).toContain(`"${CONTRACTOR_MESSAGES.emailInvalid}"`)
    // A formula is neutralised for the spreadsheet, and read back as written.
    expect(csv).toContain(`"'=HYPERLINK()"`)
    const read = readImportFile(csv)
    expect(read.ok && read.rows[0]?.values).toMatchObject({
      company_name: '=HYPERLINK()',
      phone_number: '+447700900123',
    })
  })
})

describe("the browser's check (checkImportFile)", () => {
  it('reports rows checked of the total a chunk at a time, and ends with the same verdicts as the server', async () => {
    const text = [HEADER, ...Array.from({ length: 600 }, (_, i) => row({ email: `p${i}@example.test` }))].join('\n')
    const progress: [number, number][] = []
    const checked = await checkImportFile(
      text,
      ORG,
      (done, total) => progress.push([done, total]),
      new AbortController().signal,
    )
    expect(progress).toEqual([
      [250, 600],
      [500, 600],
      [600, 600],
    ])
    expect(checked).toEqual({ ok: true, rows: rowsOf(text) })
  })

  it('stops when the person chooses another file, and refuses an unreadable file before checking rows', async () => {
    const controller = new AbortController()
    controller.abort()
    expect(await checkImportFile(`${HEADER}\n${row()}`, ORG, () => {}, controller.signal)).toBeNull()
    expect(await checkImportFile('a,b\n1,2', ORG, () => {}, new AbortController().signal)).toMatchObject({ ok: false })
  })
})
